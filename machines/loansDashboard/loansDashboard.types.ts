import type { components, operations } from '../../openapi/generated/main.ts';
import type { ExportProgress } from '../shared/download.ts';

/** The dashboard's answer (openapi/main.yaml `LoansDashboard`). */
export type LoansDashboard = components['schemas']['LoansDashboard'];
/** One loan row of the dashboard (spec part 1 §3 'Dashboard loan row'). */
export type DashboardLoanRow = components['schemas']['DashboardLoanRow'];
/** The status filter (spec part 1 §4 'Dashboard status filter'). */
export type DashboardStatusFilter = components['schemas']['DashboardStatusFilter'];
/** The group a status falls in: the chart's series. */
export type DashboardStatusGroup = components['schemas']['DashboardStatusGroup'];
export type DashboardQuery = operations['getLoansDashboard']['parameters']['query'];
/** A further page of rows (openapi/main.yaml `DashboardLoanPage`). */
export type DashboardLoanPage = components['schemas']['DashboardLoanPage'];

/**
 * The loans the dashboard shows for the filters in force, as its query has loaded them: every
 * row loaded so far, where the rest start (null: all loaded) and the server's count.
 */
export type LoadedLoans = {
  rows: readonly DashboardLoanRow[];
  next: string | null;
  total: number;
};

/** What narrows the dashboard: loan type, creation-date range (inclusive) and status group. */
export type DashboardFilters = {
  /** null: every loan type. */
  loan_type: string | null;
  /** YYYY-MM-DD; null while the field is cleared. */
  from_date: string | null;
  to_date: string | null;
  status: DashboardStatusFilter;
};

/**
 * What the export call gets: the rows loaded so far and where the rest start (it fetches them),
 * the filters and total they belong to, the file name, and where to report progress.
 */
export type ExportLoansInput = {
  filters: DashboardFilters;
  rows: readonly DashboardLoanRow[];
  next: string | null;
  total: number;
  fileName: string;
  onProgress: (progress: ExportProgress) => void;
};

export type ExportLoansOutput = { fileName: string; rows: number };

export type { ExportProgress } from '../shared/download.ts';
