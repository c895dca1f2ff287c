import { messages } from '../../src/domain/messages.ts';
import { defineShows } from '../shared/shows.ts';
import { collectionDownloadMachine } from './collectionDownload.machine.ts';
import {
  COLLECTION_DOWNLOAD_CONTROLS as C,
  COLLECTION_DOWNLOAD_TEXTS as T,
} from './collectionDownload.texts.ts';

/**
 * What the user sees of 'Download Excel' in each state (ARCHITECTURE §4). The rows, summary,
 * cohorts and non-starters are the panel's queries, rendered by the panel frame: not declared here.
 */
export const collectionDownloadShows = defineShows({
  machine: collectionDownloadMachine,
  vocabulary: [messages.common.noDataToDownload, T.preparing, messages.common.sorryTryAgain],
  controls: {
    [C.download]: [{ type: 'download.start', month: '2026-11' }],
    [C.cancel]: [{ type: 'download.cancel' }],
    [C.close]: [{ type: 'download.dismiss' }],
  },
  states: {
    'collectionDownload.idle': { enabled: [C.download] },
    'collectionDownload.nothingToDownload': {
      texts: [messages.common.noDataToDownload],
      enabled: [C.download, C.close],
    },
    'collectionDownload.exporting': {
      disabled: [C.download],
      enabled: [C.cancel],
      variants: [
        { when: (s) => s.context.progress === null, texts: [T.preparing] },
        {
          when: (s) => s.context.progress !== null,
          texts: (s) => [T.progress(s.context.progress!)],
        },
      ],
    },
    'collectionDownload.done': {
      texts: (s) => [T.saved(s.context.exported!.fileName, s.context.exported!.rows)],
      enabled: [C.download, C.close],
    },
    'collectionDownload.failed': {
      texts: [messages.common.sorryTryAgain],
      enabled: [C.download, C.close],
    },
  },
});
