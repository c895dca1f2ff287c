import type { PromiseActorLogic } from 'xstate';
import type { ExportLoansInput, ExportLoansOutput } from './loansDashboard.types.ts';

/**
 * The call the dashboard's workflow makes. The app backs `exportLoans` with the remaining pages,
 * the spreadsheet builder and the file download (honouring the `signal`: Cancel aborts it);
 * tests and stories pass fakes. The data is read by the view's query, not by the machine.
 */
export type LoansDashboardActors = {
  exportLoans: PromiseActorLogic<ExportLoansOutput, ExportLoansInput>;
};
