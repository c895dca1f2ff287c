import type { Client } from 'openapi-fetch';
import type { LoanCommentActors } from '../../../machines/loanComment/index.ts';
import type { paths } from '../../../openapi/generated/main.ts';
import { unwrap } from '../../api/errors.ts';
import { intentKey } from '../../api/intentKey.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';

/** The box's save over the plain v1 client: the box shows the server's words itself. */
export function createLoanCommentActors(main: Client<paths>): LoanCommentActors {
  return {
    addLoanComment: fromAbortable(async ({ input, signal }) =>
      unwrap(
        await main.POST('/loan-comments', {
          // Saved once: a retry of the same comment is answered with the first result.
          params: { header: { 'Idempotency-Key': intentKey('loan-comment', input) } },
          body: input,
          signal,
        }),
      ),
    ),
  };
}
