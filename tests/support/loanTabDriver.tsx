import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { LoanCommentActors } from '../../machines/loanComment/index.ts';
import { createQueryClient } from '../../src/app/queryClient.ts';
import { type RoleFlag, roleFlagsOf } from '../../src/domain/access/roles.ts';
import type { LoanRecord } from '../../src/domain/loanPage.ts';
import { CreditCommentsView } from '../../src/features/loanPage/comments/CreditCommentsView.tsx';
import { ProfileTabView } from '../../src/features/loanPage/profile/ProfileTabView.tsx';
import { type DeferredActors, deferredActors } from './deferred.ts';
import { type Answer, type CustomerRequest, fakeCustomerServer } from './fakeCustomerServer.ts';
import { loanTabAnswer, sampleLoanRecord, UNDERWRITER } from './fixtures/loanProfiles.ts';

export type LoanTabOptions = {
  role?: RoleFlag;
  loan?: LoanRecord;
  answer?: (request: CustomerRequest) => Answer | Promise<Answer>;
};

export type CommentFakes = DeferredActors<LoanCommentActors>;
export const commentFakes = () => deferredActors<LoanCommentActors>(['addLoanComment']);

/** The tab over the fake server (the loan's reads answered as the server would) and fakes. */
export function loanTabElement(
  tab: 'profile' | 'credit',
  fakes: CommentFakes,
  { role = 'is_credit_underwriter', loan = sampleLoanRecord(), answer }: LoanTabOptions = {},
) {
  const server = fakeCustomerServer(answer ?? loanTabAnswer(loan));
  const client = createQueryClient({ retryDelay: 0 });
  const props = { loan, me: UNDERWRITER, flags: roleFlagsOf(role), queries: server.queries };
  const element: ReactElement = (
    <QueryClientProvider client={client}>
      {tab === 'profile' ? (
        <ProfileTabView {...props} commentActors={fakes.actors} />
      ) : (
        <CreditCommentsView {...props} actors={fakes.actors} />
      )}
    </QueryClientProvider>
  );
  return { server, client, element };
}

/** Renders the tab; returns the fake server, the comment fakes and a user. */
export function openLoanTab(tab: 'profile' | 'credit', options: LoanTabOptions = {}) {
  const fakes = commentFakes();
  const { server, element } = loanTabElement(tab, fakes, options);
  render(element);
  return { server, fakes, user: userEvent.setup() };
}
