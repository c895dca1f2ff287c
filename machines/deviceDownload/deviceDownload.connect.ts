import type { SnapshotFrom } from 'xstate';
import { DOWNLOAD_STATUSES, type DownloadModel, downloadModel } from '../shared/download.ts';
import type { DeviceDownloadEvent, deviceDownloadMachine } from './deviceDownload.machine.ts';
import { DEVICE_DOWNLOAD_TEXTS as T } from './deviceDownload.texts.ts';
import type { DeviceDownloadKind } from './deviceDownload.types.ts';

type Snapshot = SnapshotFrom<typeof deviceDownloadMachine>;
type Send = (event: DeviceDownloadEvent) => void;

export type DeviceDownloadIntents = {
  onStart: (kind: DeviceDownloadKind) => void;
  onCancel: () => void;
  onDismiss: () => void;
};

const intentsBySend = new WeakMap<Send, DeviceDownloadIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): DeviceDownloadIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onStart: (kind) => send({ type: 'download.start', kind }),
      onCancel: () => send({ type: 'download.cancel' }),
      onDismiss: () => send({ type: 'download.dismiss' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

export type DeviceDownloadModel = DeviceDownloadIntents & {
  download: DownloadModel;
  /** Which download runs or ran last. */
  kind: DeviceDownloadKind | null;
};

/** The downloads' model: the shared download model with this export's texts, and the intents. */
export function connectDeviceDownload(
  snapshot: Snapshot,
  send: Send = ignore,
): DeviceDownloadModel {
  const { context } = snapshot;
  const status = DOWNLOAD_STATUSES.find((s) => snapshot.matches(s)) ?? 'idle';
  return {
    ...intentsOf(send),
    kind: context.kind,
    download: downloadModel({
      status,
      progress: status === 'exporting' ? context.progress : null,
      progressText: (progress) => (progress ? T.progress(progress) : T.preparing),
      saved: context.exported ? T.saved(context.exported.fileName, context.exported.rows) : null,
      can: {
        start: !snapshot.hasTag('busy'),
        cancel: snapshot.can({ type: 'download.cancel' }),
        dismiss: snapshot.can({ type: 'download.dismiss' }),
      },
    }),
  };
}
