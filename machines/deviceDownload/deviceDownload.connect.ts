import type { SnapshotFrom } from 'xstate';
import type { DownloadModel } from '../shared/download.ts';
import { connectDownload } from '../shared/downloadMachine.ts';
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
  return {
    ...intentsOf(send),
    kind: (snapshot.context.request?.kind as DeviceDownloadKind | undefined) ?? null,
    download: connectDownload(snapshot, T),
  };
}
