import type { PromiseActorLogic } from 'xstate';
import type {
  DashboardFilters,
  ExportLoansInput,
  ExportLoansOutput,
  LoansDashboard,
} from './loansDashboard.types.ts';

/**
 * The calls the dashboard makes. The app backs `fetchLoansDashboard` with the API client and
 * `exportLoans` with the spreadsheet builder and the file download (both honour the `signal`:
 * a new filter aborts the fetch, Cancel aborts the export); tests and stories pass fakes.
 */
export type LoansDashboardActors = {
  fetchLoansDashboard: PromiseActorLogic<LoansDashboard, DashboardFilters>;
  exportLoans: PromiseActorLogic<ExportLoansOutput, ExportLoansInput>;
};
