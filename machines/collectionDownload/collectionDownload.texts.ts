import { messages } from '../../src/domain/messages.ts';
import type { ExportProgress } from '../shared/download.ts';

const COUNT = new Intl.NumberFormat('en-IN');

/** Our texts for the export (the catalogue has only the empty case). */
export const COLLECTION_DOWNLOAD_TEXTS = {
  preparing: 'Fetching the collections…',
  progress: ({ done, total }: ExportProgress) =>
    `Preparing the file: ${COUNT.format(done)} of ${COUNT.format(total)} rows`,
  saved: (fileName: string, rows: number) => `Saved ${fileName} (${COUNT.format(rows)} rows)`,
} as const;

/** The download's controls: the spec's 'Download Excel', Cancel, our Close. */
export const COLLECTION_DOWNLOAD_CONTROLS = {
  download: 'Download Excel',
  downloadProgress: 'Download progress',
  cancel: messages.labels.cancel,
  close: 'Close',
} as const;
