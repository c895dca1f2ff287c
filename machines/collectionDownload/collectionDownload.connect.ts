import type { SnapshotFrom } from 'xstate';
import { DOWNLOAD_STATUSES, type DownloadModel, downloadModel } from '../shared/download.ts';
import type { collectionDownloadMachine } from './collectionDownload.machine.ts';
import { COLLECTION_DOWNLOAD_TEXTS as T } from './collectionDownload.texts.ts';

type Snapshot = SnapshotFrom<typeof collectionDownloadMachine>;

/** The download control's model: the shared one, with this export's texts. */
export function connectCollectionDownload(snapshot: Snapshot): DownloadModel {
  const { context } = snapshot;
  const status = DOWNLOAD_STATUSES.find((s) => snapshot.matches(s)) ?? 'idle';
  return downloadModel({
    status,
    progress: status === 'exporting' ? context.progress : null,
    progressText: (progress) => (progress ? T.progress(progress) : T.preparing),
    saved: context.exported ? T.saved(context.exported.fileName, context.exported.rows) : null,
    can: {
      start: !snapshot.hasTag('busy'),
      cancel: snapshot.can({ type: 'download.cancel' }),
      dismiss: snapshot.can({ type: 'download.dismiss' }),
    },
  });
}
