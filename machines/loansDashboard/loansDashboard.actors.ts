import type { PromiseActorLogic } from 'xstate';
import type {
  DashboardFilters,
  DashboardLoanPage,
  DashboardRowsInput,
  ExportLoansInput,
  ExportLoansOutput,
  LoansDashboard,
} from './loansDashboard.types.ts';

/**
 * The calls the dashboard makes. The app backs `fetchLoansDashboard` (totals, chart, first page)
 * and `fetchDashboardRows` (the page after a cursor) with the API client, and `exportLoans` with
 * the remaining pages, the spreadsheet builder and the file download (all honour the `signal`:
 * a new filter aborts the fetch, Cancel aborts the export); tests and stories pass fakes.
 */
export type LoansDashboardActors = {
  fetchLoansDashboard: PromiseActorLogic<LoansDashboard, DashboardFilters>;
  fetchDashboardRows: PromiseActorLogic<DashboardLoanPage, DashboardRowsInput>;
  exportLoans: PromiseActorLogic<ExportLoansOutput, ExportLoansInput>;
};
