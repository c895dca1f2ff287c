import type { Decorator } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import type { AddLoanCommentInput, LoanCommentActors } from '../../machines/loanComment/index.ts';
import { ApiError } from '../../src/api/errors.ts';
import { type RoleFlag, roleFlagsOf } from '../../src/domain/access/roles.ts';
import type { LoanRecord } from '../../src/domain/loanPage.ts';
import type { MainQueries } from '../../src/features/customer/index.ts';
import {
  type Answer,
  type CustomerRequest,
  fail,
  fakeCustomerServer,
} from '../../tests/support/fakeCustomerServer.ts';
import {
  LOAN_ID,
  loanTabAnswer,
  sampleLoanRecord,
  UNDERWRITER,
} from '../../tests/support/fixtures/loanProfiles.ts';
import { withQueryClient } from '../support/withQueryClient.tsx';

export const PROFILES = `loans/${LOAN_ID}/profiles`;

/** How the story's server answers: as the reference server, never, or refusing the profiles. */
export type ServerMood = 'answers' | 'silent' | 'failing';

/** The comment save: stored, or refused (403) in the server's words. */
export function commentActors(outcome: 'stored' | 'refused'): LoanCommentActors {
  return {
    addLoanComment: fromPromise<unknown, AddLoanCommentInput>(async () => {
      if (outcome === 'refused')
        throw new ApiError(403, { error: 'You may not post this comment' });
      return { message: 'Comment added successfully' };
    }),
  };
}

/** A story's args and decorators: the loan with `count` co-borrowers, seen by `role`. */
export function loanTabStory(
  options: { count?: number; role?: RoleFlag; mood?: ServerMood } = {},
): {
  decorators: Decorator[];
  args: {
    loan: LoanRecord;
    me: typeof UNDERWRITER;
    flags: ReturnType<typeof roleFlagsOf>;
    queries: MainQueries;
  };
} {
  const loan = sampleLoanRecord(options.count ?? 2);
  const answer = loanTabAnswer(loan);
  const mood = options.mood ?? 'answers';
  const server = fakeCustomerServer((request: CustomerRequest): Answer | Promise<Answer> => {
    if (mood === 'silent') return new Promise<Answer>(() => {});
    if (mood === 'failing' && request.read === PROFILES) return fail(400, 'Unknown co-borrower');
    return answer(request);
  });
  return {
    decorators: [withQueryClient()],
    args: {
      loan,
      me: UNDERWRITER,
      flags: roleFlagsOf(options.role ?? 'is_credit_underwriter'),
      queries: server.queries,
    },
  };
}
