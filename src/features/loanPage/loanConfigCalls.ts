import type { LoanConfigActors } from '../../../machines/loanConfig/index.ts';
import { intentKey } from '../../api/intentKey.ts';
import { runQueryOptions } from '../../api/queryHooks.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';
import type { MainQueries } from './loanQueries.ts';

/** updateLoanConfig over the v1 client: a save is made once, a retry of it repeats its key. */
export function createLoanConfigActors(queries: MainQueries): LoanConfigActors {
  return {
    saveLoanConfig: fromAbortable(({ input, signal }) =>
      runQueryOptions(
        queries.queryOptions('put', '/loans/{loan_id}/config', {
          params: {
            path: { loan_id: input.loanId },
            header: { 'Idempotency-Key': intentKey('loan-config', input) },
          },
          body: { default_lender: input.default_lender, emi_start_date: input.emi_start_date },
        }),
        signal,
      ),
    ),
  };
}
