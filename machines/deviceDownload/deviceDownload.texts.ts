import { devicesMessages } from '../../src/domain/messages/devices.ts';
import { messages } from '../../src/domain/messages.ts';
import type { ExportProgress } from '../shared/download.ts';
import type { DeviceDownloadKind } from './deviceDownload.types.ts';

const COUNT = new Intl.NumberFormat('en-IN');

/** The buttons are the spec's names of the downloads; the rest ours. */
export const DEVICE_DOWNLOAD_TEXTS = {
  buttons: {
    contacts: devicesMessages.downloads.contacts,
    bankMessages: devicesMessages.downloads.bankMessages,
    allMessages: devicesMessages.downloads.allMessages,
  } satisfies Record<DeviceDownloadKind, string>,
  group: 'Downloads',
  downloadProgress: 'Download progress',
  cancel: messages.labels.cancel,
  close: 'Close',
  preparing: 'Fetching the rows…',
  progress: ({ done, total }: ExportProgress) =>
    `Preparing the file: ${COUNT.format(done)} of ${COUNT.format(total)} rows`,
  saved: (fileName: string, rows: number) => `Saved ${fileName} (${COUNT.format(rows)} rows)`,
} as const;
