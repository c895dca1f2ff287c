import type { SnapshotFrom } from 'xstate';
import { formatRupees } from '../../src/domain/format.ts';
import { messages } from '../../src/domain/messages.ts';
import type { loansDashboardMachine } from './loansDashboard.machine.ts';
import { dashboardFiltersProblem } from './loansDashboard.rules.ts';
import type {
  DashboardFilters,
  DashboardLoanRow,
  ExportProgress,
  LoansDashboard,
} from './loansDashboard.types.ts';

type Snapshot = SnapshotFrom<typeof loansDashboardMachine>;

export type DashboardDataStatus = 'loading' | 'loaded' | 'empty' | 'error' | 'invalid';
export type DashboardDownloadStatus =
  | 'idle'
  | 'nothingToDownload'
  | 'exporting'
  | 'done'
  | 'failed';

/** Our texts for the date range (the spec names none). */
export const FILTER_PROBLEMS = {
  missingDates: 'Choose a From Date and a To Date',
  dateRange: 'From Date must not be after To Date',
} as const;

const COUNT = new Intl.NumberFormat('en-IN');

/** What the dashboard shows for its data. Plain data, kept by reference where it is large. */
export type DashboardDataModel = {
  status: DashboardDataStatus;
  filters: DashboardFilters;
  problemText: string | null;
  loanTypes: readonly string[];
  /** Card values, en-IN; null while there is no answer. */
  totalLoans: string | null;
  totalAmount: string | null;
  /** The server's count, for the table's aria-rowcount and the export check. */
  total: number | null;
  rows: readonly DashboardLoanRow[];
  perDay: LoansDashboard['per_day'];
  loading: boolean;
  emptyText: string | null;
  errorText: string | null;
  canRetry: boolean;
  /** More rows than loaded: the table asks for them near its end. */
  canLoadMore: boolean;
  loadingMore: boolean;
  /** A next page failed: said under the rows, with its own Retry. */
  moreErrorText: string | null;
  canRetryMore: boolean;
};

const NO_ROWS: readonly DashboardLoanRow[] = [];
const NO_DAYS: LoansDashboard['per_day'] = [];
const DATA_STATUSES: readonly DashboardDataStatus[] = [
  'loading',
  'loaded',
  'empty',
  'error',
  'invalid',
];

export function connectDashboardData(snapshot: Snapshot): DashboardDataModel {
  const { context } = snapshot;
  const status = DATA_STATUSES.find((s) => snapshot.matches({ data: s })) ?? 'loading';
  const problem = status === 'invalid' ? dashboardFiltersProblem(context.filters) : null;
  const data = context.data;
  return {
    status,
    filters: context.filters,
    problemText: problem ? FILTER_PROBLEMS[problem] : null,
    loanTypes: context.loanTypes,
    totalLoans: data ? COUNT.format(data.total_loans) : null,
    totalAmount: data ? formatRupees(data.total_amount) : null,
    total: data ? data.total_loans : null,
    rows: data?.rows ?? NO_ROWS,
    perDay: data?.per_day ?? NO_DAYS,
    loading: status === 'loading',
    emptyText: status === 'empty' ? messages.common.dataNotAvailable : null,
    errorText: status === 'error' ? messages.customer.disbursedDataFetchFailed : null,
    canRetry: snapshot.can({ type: 'data.retry' }),
    canLoadMore: snapshot.can({ type: 'rows.more' }),
    loadingMore: snapshot.matches({ data: { loaded: 'loadingMore' } }),
    moreErrorText: snapshot.matches({ data: { loaded: 'moreFailed' } })
      ? messages.customer.disbursedDataFetchFailed
      : null,
    canRetryMore: snapshot.can({ type: 'rows.retry' }),
  };
}

/** What the download control shows. Separate from the data so progress ticks stay cheap. */
export type DashboardDownloadModel = {
  status: DashboardDownloadStatus;
  /** 'Download All Loans' does something: export, or say there is nothing to download. */
  canStart: boolean;
  busy: boolean;
  canCancel: boolean;
  /** 0–100 while exporting, once the export has reported. */
  percent: number | null;
  progressText: string | null;
  /** Said after the button: nothing to download, or the file saved. */
  notice: string | null;
  errorText: string | null;
  canDismiss: boolean;
};

const DOWNLOAD_STATUSES: readonly DashboardDownloadStatus[] = [
  'idle',
  'nothingToDownload',
  'exporting',
  'done',
  'failed',
];

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

export function connectDashboardDownload(snapshot: Snapshot): DashboardDownloadModel {
  const { context } = snapshot;
  const status = DOWNLOAD_STATUSES.find((s) => snapshot.matches({ download: s })) ?? 'idle';
  const progress = status === 'exporting' ? context.progress : null;
  // Fetching the rows not loaded fills the first half of the bar, building the sheet the second.
  const percent =
    progress && progress.total > 0
      ? Math.min(
          100,
          (progress.phase === 'building' ? 50 : 0) +
            Math.floor((progress.done / progress.total) * 50),
        )
      : null;
  let notice: string | null = null;
  if (status === 'nothingToDownload') notice = messages.common.noDataToDownload;
  if (status === 'done' && context.exported) {
    notice = DOWNLOAD_TEXTS.saved(context.exported.fileName, context.exported.rows);
  }
  return {
    status,
    canStart: snapshot.can({ type: 'download.start' }),
    busy: status === 'exporting',
    canCancel: snapshot.can({ type: 'download.cancel' }),
    percent: status === 'exporting' ? (percent ?? 0) : null,
    progressText:
      status !== 'exporting'
        ? null
        : progress
          ? DOWNLOAD_TEXTS.progress(progress)
          : DOWNLOAD_TEXTS.preparing,
    notice,
    errorText: status === 'failed' ? messages.common.sorryTryAgain : null,
    canDismiss: snapshot.can({ type: 'download.dismiss' }),
  };
}
