import type { Client } from 'openapi-fetch';
import {
  type DashboardFilters,
  type DashboardLoanRow,
  LOAN_SHEET_HEADER,
  type LoansDashboardActors,
  loanSheetRow,
  toDashboardQuery,
} from '../../../machines/loansDashboard/index.ts';
import type { paths } from '../../../openapi/generated/main.ts';
import { unwrap } from '../../api/errors.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';
import { saveBlob } from '../../platform/download.ts';
import { buildXlsx } from '../../platform/xlsxExport.ts';

export type DashboardCallDeps = {
  /** Where a finished file goes; the browser's download by default. */
  save?: (blob: Blob, fileName: string) => void;
};

/** Rows per page as the table scrolls (the server's default), and per page of an export. */
export const DASHBOARD_PAGE_ROWS = 100;
export const EXPORT_PAGE_ROWS = 1000;

/**
 * The dashboard's calls: the data over the v1 client (pass the plain client: the dashboard shows
 * its own failure text, 'Error in fetching Disbursed Data'), its further pages, and the export,
 * which fetches the rows not loaded yet, builds the .xlsx (the library loads on first use) and
 * saves it.
 */
export function createDashboardActors(
  main: Client<paths>,
  deps: DashboardCallDeps = {},
): LoansDashboardActors {
  const save = deps.save ?? saveBlob;
  const rowsAfter = async (
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
  return {
    fetchLoansDashboard: fromAbortable(async ({ input, signal }) =>
      unwrap(
        await main.GET('/dashboard/loans', {
          params: { query: { ...toDashboardQuery(input), entries: DASHBOARD_PAGE_ROWS } },
          signal,
        }),
      ),
    ),
    fetchDashboardRows: fromAbortable(async ({ input, signal }) =>
      rowsAfter(input.filters, input.after, DASHBOARD_PAGE_ROWS, signal),
    ),
    exportLoans: fromAbortable(async ({ input, signal }) => {
      const rows: DashboardLoanRow[] = [...input.rows];
      let next = input.next;
      while (next) {
        input.onProgress({ phase: 'fetching', done: rows.length, total: input.total });
        const page = await rowsAfter(input.filters, next, EXPORT_PAGE_ROWS, signal);
        rows.push(...page.rows);
        next = page.next;
      }
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
