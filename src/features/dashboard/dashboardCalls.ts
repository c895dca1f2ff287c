import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Client } from 'openapi-fetch';
import {
  type DashboardFilters,
  type DashboardLoanPage,
  type DashboardLoanRow,
  LOAN_SHEET_HEADER,
  type LoansDashboard,
  type LoansDashboardActors,
  loanSheetRow,
  toDashboardQuery,
} from '../../../machines/loansDashboard/index.ts';
import type { paths } from '../../../openapi/generated/main.ts';
import { unwrap } from '../../api/errors.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';
import { saveBlob } from '../../platform/download.ts';

export type DashboardCallDeps = {
  /** Where a finished file goes; the browser's download by default. */
  save?: (blob: Blob, fileName: string) => void;
};

/** Rows per page as the table scrolls (the server's default), and per page of an export. */
export const DASHBOARD_PAGE_ROWS = 100;
export const EXPORT_PAGE_ROWS = 1000;

/** A page of the dashboard's data: the answer (totals, chart, first rows), then further rows. */
export type DashboardDataPage = LoansDashboard | DashboardLoanPage;

/** The query options of the dashboard's data for some filters (see `createDashboardCalls`). */
export type DashboardLoansQuery = ReturnType<typeof loansQueryOf>;

export type DashboardCalls = {
  loans: (filters: DashboardFilters) => DashboardLoansQuery;
  exportLoans: LoansDashboardActors['exportLoans'];
};

type Main = Client<paths>;

const rowsAfter = async (
  main: Main,
  filters: DashboardFilters,
  after: string,
  entries: number,
  signal: AbortSignal,
) =>
  unwrap(
    await main.GET('/dashboard/loans/rows', {
      params: { query: { ...toDashboardQuery(filters), after, entries } },
      signal,
    }),
  );

/**
 * The dashboard's data as one infinite query: the answer, then the pages after its cursor. Two
 * operations serve it, which openapi-react-query's one-path infinite query cannot express, so
 * the options are made here over the same client; the key has its shape (method, path, every
 * query parameter), so each set of filters is its own cache entry. The query's `signal` goes
 * with each request: new filters or leaving the page abort the one in flight.
 */
function loansQueryOf(main: Main, filters: DashboardFilters) {
  const query = { ...toDashboardQuery(filters), entries: DASHBOARD_PAGE_ROWS };
  return infiniteQueryOptions({
    queryKey: ['get', '/dashboard/loans', { params: { query } }] as const,
    queryFn: async ({ pageParam, signal }): Promise<DashboardDataPage> =>
      pageParam === null
        ? unwrap(await main.GET('/dashboard/loans', { params: { query }, signal }))
        : rowsAfter(main, filters, pageParam, DASHBOARD_PAGE_ROWS, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: DashboardDataPage) => last.next,
  });
}

/**
 * The dashboard's calls over the v1 client (pass the plain client: the dashboard shows its own
 * failure text, 'Error in fetching Disbursed Data'): the data query, and the export, which
 * fetches the rows not loaded yet, builds the .xlsx (the library loads on first use) and saves it.
 */
export function createDashboardCalls(main: Main, deps: DashboardCallDeps = {}): DashboardCalls {
  const save = deps.save ?? saveBlob;
  return {
    loans: (filters) => loansQueryOf(main, filters),
    exportLoans: fromAbortable(async ({ input, signal }) => {
      const rows: DashboardLoanRow[] = [...input.rows];
      let next = input.next;
      while (next) {
        input.onProgress({ phase: 'fetching', done: rows.length, total: input.total });
        const page = await rowsAfter(main, input.filters, next, EXPORT_PAGE_ROWS, signal);
        rows.push(...page.rows);
        next = page.next;
      }
      // The sheet builder is an island of its own, loaded by the first export.
      const { buildXlsx } = await import('../../platform/xlsxExport.ts');
      const blob = await buildXlsx(
        { name: 'Loans', header: LOAN_SHEET_HEADER, rows, toCells: loanSheetRow },
        {
          signal,
          onProgress: (done, total) => input.onProgress({ phase: 'building', done, total }),
        },
      );
      signal.throwIfAborted();
      save(blob, input.fileName);
      return { fileName: input.fileName, rows: rows.length };
    }),
  };
}
