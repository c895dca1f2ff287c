import { downloadShows } from '../shared/downloadMachine.ts';
import { deviceDownloadMachine } from './deviceDownload.machine.ts';
import { DEVICE_DOWNLOAD_TEXTS as T } from './deviceDownload.texts.ts';

const B = T.buttons;

/** What the user sees of a device's downloads in each state (ARCHITECTURE §4). */
export const deviceDownloadShows = downloadShows({
  machine: deviceDownloadMachine,
  starts: {
    [B.contacts]: { type: 'download.start', kind: 'contacts' },
    [B.bankMessages]: { type: 'download.start', kind: 'bankMessages' },
    [B.allMessages]: { type: 'download.start', kind: 'allMessages' },
  },
  cancel: T.cancel,
  close: T.close,
  texts: T,
});
