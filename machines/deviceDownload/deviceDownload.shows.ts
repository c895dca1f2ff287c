import { messages } from '../../src/domain/messages.ts';
import { defineShows } from '../shared/shows.ts';
import { deviceDownloadMachine } from './deviceDownload.machine.ts';
import { DEVICE_DOWNLOAD_TEXTS as T } from './deviceDownload.texts.ts';

const B = T.buttons;
const ALL = [B.contacts, B.bankMessages, B.allMessages];

/** What the user sees of a device's downloads in each state (ARCHITECTURE §4). */
export const deviceDownloadShows = defineShows({
  machine: deviceDownloadMachine,
  vocabulary: [messages.common.noDataToDownload, T.preparing, messages.common.sorryTryAgain],
  controls: {
    [B.contacts]: [{ type: 'download.start', kind: 'contacts' }],
    [B.bankMessages]: [{ type: 'download.start', kind: 'bankMessages' }],
    [B.allMessages]: [{ type: 'download.start', kind: 'allMessages' }],
    [T.cancel]: [{ type: 'download.cancel' }],
    [T.close]: [{ type: 'download.dismiss' }],
  },
  states: {
    'deviceDownload.idle': { enabled: ALL },
    'deviceDownload.nothingToDownload': {
      texts: [messages.common.noDataToDownload],
      enabled: [...ALL, T.close],
    },
    'deviceDownload.exporting': {
      disabled: ALL,
      enabled: [T.cancel],
      variants: [
        { when: (s) => s.context.progress === null, texts: [T.preparing] },
        {
          when: (s) => s.context.progress !== null,
          texts: (s) => [T.progress(s.context.progress!)],
        },
      ],
    },
    'deviceDownload.done': {
      texts: (s) => [T.saved(s.context.exported!.fileName, s.context.exported!.rows)],
      enabled: [...ALL, T.close],
    },
    'deviceDownload.failed': {
      texts: [messages.common.sorryTryAgain],
      enabled: [...ALL, T.close],
    },
  },
});
