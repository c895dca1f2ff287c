import type { Client } from 'openapi-fetch';
import type { LoanDecisionActors } from '../../../machines/loanDecision/index.ts';
import { type LoanListActors, toLoanListQuery } from '../../../machines/loanList/index.ts';
import type { paths } from '../../../openapi/generated/main.ts';
import { unwrap } from '../../api/errors.ts';
import { intentKey } from '../../api/intentKey.ts';
import { fetchPagesAtOnce } from '../../api/pagesAtOnce.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';

const LIST_PATHS = {
  'search-loan': '/loans/search',
  'loan-applications': '/loans/applications',
  'approved-loans': '/loans/approved',
  'disbursed-loans': '/loans/disbursed',
} as const;

/**
 * The loan lists' calls over the v1 client. Pass the plain client: the list shows its own
 * failure text and the decision dialog the server's words, so no alert should pop up as well.
 */
export function createLoanActors(main: Client<paths>): LoanListActors & LoanDecisionActors {
  return {
    fetchPages: fromAbortable(({ input, signal }) =>
      fetchPagesAtOnce(input, signal, async (start, pageSignal) =>
        unwrap(
          await main.GET(LIST_PATHS[input.scope.page], {
            params: { query: toLoanListQuery({ ...input, start }) },
            signal: pageSignal,
          }),
        ),
      ),
    ),
    decideLoan: fromAbortable(async ({ input, signal }) => {
      const { loan_id, ...body } = input;
      return unwrap(
        await main.POST('/loans/{loan_id}/decision', {
          // A loan takes each decision once: the key is the loan and the decision.
          params: {
            path: { loan_id },
            header: { 'Idempotency-Key': intentKey('decision', { loan_id, ...body }) },
          },
          body,
          signal,
        }),
      );
    }),
  };
}
