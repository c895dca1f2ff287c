// The tab's writes over the v1 query hooks (same middleware as every call: bearer, refresh,
// read-only guard), each failing with an ApiError carrying the server's words.
import type { LoanshareChecksActors } from '../../../../machines/loanshareChecks/index.ts';
import type { LoanshareVideoActors } from '../../../../machines/loanshareVideo/index.ts';
import { intentKey } from '../../../api/intentKey.ts';
import { runQueryOptions as call } from '../../../api/queryHooks.ts';
import { fromAbortable } from '../../../platform/abortableActor.ts';
import type { MainQueries } from '../../documents/index.ts';

export type StatusActors = LoanshareChecksActors & LoanshareVideoActors;

// Each click is its own intent: ticking a box back and forth sends the same body again, and a
// key per body would have the server answer the later click with the first one's result.
let intents = 0;

export function createStatusActors(queries: MainQueries): StatusActors {
  return {
    setLoanshareCheck: fromAbortable(({ input, signal }) =>
      call(
        queries.queryOptions('post', '/loanshare-checks', {
          params: {
            header: { 'Idempotency-Key': intentKey('loanshare-check', { ...input, n: ++intents }) },
          },
          body: input,
        }),
        signal,
      ),
    ),
    assignLoanshareVideo: fromAbortable(({ input, signal }) =>
      call(
        queries.queryOptions('post', '/loanshare-videos', {
          params: {
            header: { 'Idempotency-Key': intentKey('loanshare-video', { ...input, n: ++intents }) },
          },
          body: input,
        }),
        signal,
      ),
    ),
  };
}
