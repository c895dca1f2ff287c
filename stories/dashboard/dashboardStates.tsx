import { fn } from 'storybook/test';
import type { StateValue } from 'xstate';
import {
  connectDashboardData,
  connectDashboardDownload,
  type LoansDashboardContext,
  loansDashboardMachine,
  SAMPLE_FILTERS,
  SAMPLE_LOAN_TYPES,
  SAMPLE_TODAY,
  sampleDashboard,
} from '../../machines/loansDashboard/index.ts';
import type { LoansDashboardViewProps } from '../../src/features/dashboard/LoansDashboardView.tsx';

/* Story props made the way the route makes them: connect() of a machine snapshot. */

const defaults: LoansDashboardContext = {
  filters: SAMPLE_FILTERS,
  data: null,
  loanTypes: SAMPLE_LOAN_TYPES,
  error: null,
  moreError: null,
  progress: null,
  exported: null,
  exportError: null,
};

type DataState =
  | 'loading'
  | 'loaded'
  | { loaded: 'loadingMore' | 'moreFailed' }
  | 'empty'
  | 'error'
  | 'invalid';
type DownloadState = 'idle' | 'nothingToDownload' | 'exporting' | 'done' | 'failed';

export function dashboardArgs(
  data: DataState,
  download: DownloadState,
  context: Partial<LoansDashboardContext> = {},
): LoansDashboardViewProps {
  const value: StateValue = { data, download };
  const state = loansDashboardMachine.resolveState({ value, context: { ...defaults, ...context } });
  return {
    data: connectDashboardData(state),
    download: connectDashboardDownload(state),
    onFiltersChange: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
    onRetryMore: fn(),
    onDownload: fn(),
    onCancelDownload: fn(),
    onDismissDownload: fn(),
  };
}

/** 40 loans, 25 of them loaded (the rest come as the table scrolls). */
export const FORTY = sampleDashboard(40, SAMPLE_TODAY, 30, 25);
export const NO_LOANS = { ...sampleDashboard(0), total_amount: 0 };
