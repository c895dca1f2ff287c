import type { Client } from 'openapi-fetch';
import {
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

/**
 * The dashboard's calls: the data over the v1 client (pass the plain client: the dashboard shows
 * its own failure text, 'Error in fetching Disbursed Data'), and the export, which builds the
 * .xlsx (the library loads on first use) and saves it.
 */
export function createDashboardActors(
  main: Client<paths>,
  deps: DashboardCallDeps = {},
): LoansDashboardActors {
  const save = deps.save ?? saveBlob;
  return {
    fetchLoansDashboard: fromAbortable(async ({ input, signal }) =>
      unwrap(
        await main.GET('/dashboard/loans', { params: { query: toDashboardQuery(input) }, signal }),
      ),
    ),
    exportLoans: fromAbortable(async ({ input, signal }) => {
      const blob = await buildXlsx(
        { name: 'Loans', header: LOAN_SHEET_HEADER, rows: input.rows, toCells: loanSheetRow },
        { signal, onProgress: input.onProgress },
      );
      signal.throwIfAborted();
      save(blob, input.fileName);
      return { fileName: input.fileName, rows: input.rows.length };
    }),
  };
}
