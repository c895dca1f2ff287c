import type { SnapshotFrom } from 'xstate';
import type { DownloadModel } from '../shared/download.ts';
import { connectDownload } from '../shared/downloadMachine.ts';
import type { collectionDownloadMachine } from './collectionDownload.machine.ts';
import { COLLECTION_DOWNLOAD_TEXTS as T } from './collectionDownload.texts.ts';

/** The download control's model: the shared one, with this export's texts. */
export function connectCollectionDownload(
  snapshot: SnapshotFrom<typeof collectionDownloadMachine>,
): DownloadModel {
  return connectDownload(snapshot, T);
}
