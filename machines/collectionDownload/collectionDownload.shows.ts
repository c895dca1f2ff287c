import { downloadShows } from '../shared/downloadMachine.ts';
import { collectionDownloadMachine } from './collectionDownload.machine.ts';
import {
  COLLECTION_DOWNLOAD_CONTROLS as C,
  COLLECTION_DOWNLOAD_TEXTS as T,
} from './collectionDownload.texts.ts';

/**
 * What the user sees of 'Download Excel' in each state (ARCHITECTURE §4). The rows, summary,
 * cohorts and non-starters are the panel's queries, rendered by the panel frame: not declared here.
 */
export const collectionDownloadShows = downloadShows({
  machine: collectionDownloadMachine,
  starts: { [C.download]: { type: 'download.start', month: '2026-11' } },
  cancel: C.cancel,
  close: C.close,
  texts: T,
});
