import type { SnapshotFrom } from 'xstate';
import {
  DOWNLOAD_STATUSES,
  type DownloadModel,
  type DownloadStatus,
  downloadModel,
} from '../shared/download.ts';
import type { loansDashboardMachine } from './loansDashboard.machine.ts';
import { dashboardFiltersProblem } from './loansDashboard.rules.ts';
import { DOWNLOAD_TEXTS, FILTER_PROBLEMS } from './loansDashboard.texts.ts';
import type { DashboardFilters } from './loansDashboard.types.ts';

export { DOWNLOAD_TEXTS, FILTER_PROBLEMS } from './loansDashboard.texts.ts';

type Snapshot = SnapshotFrom<typeof loansDashboardMachine>;

export type DashboardDownloadStatus = DownloadStatus;

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

/** What the download control shows (the shared download model). */
export type DashboardDownloadModel = DownloadModel;

export function connectDashboardDownload(snapshot: Snapshot): DashboardDownloadModel {
  const { context } = snapshot;
  const status = DOWNLOAD_STATUSES.find((s) => snapshot.matches({ download: s })) ?? 'idle';
  return downloadModel({
    status,
    progress: status === 'exporting' ? context.progress : null,
    progressText: (progress) =>
      progress ? DOWNLOAD_TEXTS.progress(progress) : DOWNLOAD_TEXTS.preparing,
    saved: context.exported
      ? DOWNLOAD_TEXTS.saved(context.exported.fileName, context.exported.rows)
      : null,
    can: {
      start: snapshot.can({ type: 'download.start' }),
      cancel: snapshot.can({ type: 'download.cancel' }),
      dismiss: snapshot.can({ type: 'download.dismiss' }),
    },
  });
}
