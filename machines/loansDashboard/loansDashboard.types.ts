import type { components, operations } from '../../openapi/generated/main.ts';

/** The dashboard's answer (openapi/main.yaml `LoansDashboard`). */
export type LoansDashboard = components['schemas']['LoansDashboard'];
/** One loan row of the dashboard (spec part 1 §3 'Dashboard loan row'). */
export type DashboardLoanRow = components['schemas']['DashboardLoanRow'];
/** The status filter (spec part 1 §4 'Dashboard status filter'). */
export type DashboardStatusFilter = components['schemas']['DashboardStatusFilter'];
/** The group a status falls in: the chart's series. */
export type DashboardStatusGroup = components['schemas']['DashboardStatusGroup'];
export type DashboardQuery = operations['getLoansDashboard']['parameters']['query'];

/** What narrows the dashboard: loan type, creation-date range (inclusive) and status group. */
export type DashboardFilters = {
  /** null: every loan type. */
  loan_type: string | null;
  /** YYYY-MM-DD; null while the field is cleared. */
  from_date: string | null;
  to_date: string | null;
  status: DashboardStatusFilter;
};

/** What the export call gets: the rows shown, the file name, and where to report progress. */
export type ExportLoansInput = {
  rows: readonly DashboardLoanRow[];
  fileName: string;
  /** Called as the sheet is built, `done` of `total` rows so far. */
  onProgress: (done: number, total: number) => void;
};

export type ExportLoansOutput = { fileName: string; rows: number };

export type ExportProgress = { done: number; total: number };
