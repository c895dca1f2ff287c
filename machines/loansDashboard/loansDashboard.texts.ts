import { messages } from '../../src/domain/messages.ts';
import type { ExportProgress } from './loansDashboard.types.ts';

const COUNT = new Intl.NumberFormat('en-IN');

/** Our texts for the date range (the spec names none). */
export const FILTER_PROBLEMS = {
  missingDates: 'Choose a From Date and a To Date',
  dateRange: 'From Date must not be after To Date',
} as const;

/** Our texts for the export (the catalogue has only the empty case). */
export const DOWNLOAD_TEXTS = {
  preparing: 'Preparing the file…',
  progress: ({ phase, done, total }: ExportProgress) =>
    phase === 'fetching'
      ? `Fetching the loans: ${COUNT.format(done)} of ${COUNT.format(total)}`
      : `Preparing the file: ${COUNT.format(done)} of ${COUNT.format(total)} loans`,
  loadingMore: 'Loading more loans…',
  saved: (fileName: string, rows: number) => `Saved ${fileName} (${COUNT.format(rows)} loans)`,
} as const;

/** The download's controls: the spec's 'Download All Loans' and Cancel, our Close. */
export const DOWNLOAD_CONTROLS = {
  download: messages.labels.downloadAllLoans,
  cancel: messages.labels.cancel,
  close: 'Close',
} as const;
