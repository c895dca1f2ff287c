import { fn } from 'storybook/test';
import type { StateValue } from 'xstate';
import {
  connectDashboardData,
  connectDashboardDownload,
  type LoansDashboardContext,
  loansDashboardMachine,
  SAMPLE_FILTERS,
  SAMPLE_LOAN_TYPES,
  sampleDashboard,
} from '../../machines/loansDashboard/index.ts';
import type { LoansDashboardViewProps } from '../../src/features/dashboard/LoansDashboardView.tsx';

/* Story props made the way the route makes them: connect() of a machine snapshot. */

const defaults: LoansDashboardContext = {
  filters: SAMPLE_FILTERS,
  data: null,
  loanTypes: SAMPLE_LOAN_TYPES,
  error: null,
  progress: null,
  exported: null,
  exportError: null,
};

type DataState = 'loading' | 'loaded' | 'empty' | 'error' | 'invalid';
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
    onDownload: fn(),
    onCancelDownload: fn(),
    onDismissDownload: fn(),
  };
}

export const FORTY = sampleDashboard(40);
export const NO_LOANS = { ...sampleDashboard(0), total_amount: 0 };
