import type { Decorator } from '@storybook/react-vite';
import { SAMPLE_PROFILE } from '../../machines/appSession/index.ts';
import { type RoleFlag, roleFlagsOf } from '../../src/domain/access/roles.ts';
import type { LoanRecord } from '../../src/domain/loanPage.ts';
import { LoanQueriesProvider } from '../../src/features/loanPage/loanPageContext.tsx';
import { loanPageQueries } from '../../src/features/loanPage/loanQueries.ts';
import type { LoanTabProps } from '../../src/features/loanPage/loanTabTypes.ts';
import {
  type Answer,
  type CustomerRequest,
  fakeCustomerServer,
} from '../../tests/support/fakeCustomerServer.ts';
import {
  loanPageAnswer,
  SAMPLE_LOAN_ID,
  sampleLoan,
} from '../../tests/support/fixtures/loanPage.ts';
import { type QuerySeed, withQueryClient } from '../support/withQueryClient.tsx';

/** The loan page's reads, whose keys the seeds fill. */
export const loanReads = (loanId = SAMPLE_LOAN_ID) =>
  loanPageQueries(fakeCustomerServer().queries, loanId);

/** A request the story's server never answers: the read stays loading. */
export const never = () => new Promise<Answer>(() => {});

/**
 * A story of a loan-page tab: its props ({ loan, me, flags }), its cache seeded with the state it
 * shows, and the fake server's queries for what is not seeded (the sample answers unless told).
 */
export function tabStory(
  seed: QuerySeed,
  options: {
    role?: RoleFlag;
    loan?: LoanRecord;
    answer?: (request: CustomerRequest) => Answer | Promise<Answer>;
  } = {},
): { decorators: Decorator[]; args: LoanTabProps } {
  const server = fakeCustomerServer(options.answer ?? loanPageAnswer(options.loan));
  return {
    decorators: [
      (Story) => (
        <LoanQueriesProvider queries={server.queries}>
          <Story />
        </LoanQueriesProvider>
      ),
      withQueryClient(seed),
    ],
    args: {
      loan: options.loan ?? sampleLoan(),
      me: SAMPLE_PROFILE,
      flags: roleFlagsOf(options.role ?? 'is_credit_underwriter'),
    },
  };
}
