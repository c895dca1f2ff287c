import type { SnapshotFrom } from 'xstate';
import { messages } from '../../src/domain/messages.ts';
import type { loansDashboardMachine } from './loansDashboard.machine.ts';
import { dashboardFiltersProblem } from './loansDashboard.rules.ts';
import { DOWNLOAD_TEXTS, FILTER_PROBLEMS } from './loansDashboard.texts.ts';
import type { DashboardFilters } from './loansDashboard.types.ts';

export { DOWNLOAD_TEXTS, FILTER_PROBLEMS } from './loansDashboard.texts.ts';

type Snapshot = SnapshotFrom<typeof loansDashboardMachine>;

export type DashboardDownloadStatus =
  | 'idle'
  | 'nothingToDownload'
  | 'exporting'
  | 'done'
  | 'failed';

/** The filters in force, and whether the data can be asked for them. */
export type DashboardFiltersModel = {
  filters: DashboardFilters;
  /** False while the range is incomplete or reversed: no query runs. */
  canAsk: boolean;
  problemText: string | null;
};

export function connectDashboardFilters(snapshot: Snapshot): DashboardFiltersModel {
  const { filters } = snapshot.context;
  const invalid = snapshot.matches({ filters: 'invalid' });
  const problem = invalid ? dashboardFiltersProblem(filters) : null;
  return {
    filters,
    canAsk: !invalid,
    problemText: problem ? FILTER_PROBLEMS[problem] : null,
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
