import type { Decorator } from '@storybook/react-vite';
import { type RoleFlag, roleFlagsOf } from '../../src/domain/access/roles.ts';
import type { CustomerTabProps } from '../../src/features/customer/customerTypes.ts';
import { loanHistoryQueries } from '../../src/features/customer/loanHistory/loanHistoryQueries.ts';
import {
  type Answer,
  type CustomerRequest,
  fakeCustomerServer,
} from '../../tests/support/fakeCustomerServer.ts';
import { SAMPLE_USERNAME } from '../../tests/support/fixtures/customer.ts';
import { type QuerySeed, withQueryClient } from '../support/withQueryClient.tsx';

/** An answer that never comes: a read left out of the seed stays loading. */
const never = () => new Promise<Answer>(() => {});

/** The panel reads of the sample customer as of `historyDate`, whose keys the seeds fill. */
export const panelReads = (historyDate: string | null = null) =>
  loanHistoryQueries(fakeCustomerServer().queries, SAMPLE_USERNAME, historyDate);

/** A story of a panel that reads its own queries (CustomerTabProps), seeded with its state. */
export function panelStory(
  seed: QuerySeed,
  options: {
    role?: RoleFlag;
    historyDate?: string | null;
    answer?: (request: CustomerRequest) => Answer | Promise<Answer>;
  } = {},
): { decorators: Decorator[]; args: CustomerTabProps } {
  const server = fakeCustomerServer(options.answer ?? never);
  return {
    decorators: [withQueryClient(seed)],
    args: {
      queries: server.queries,
      username: SAMPLE_USERNAME,
      historyDate: options.historyDate ?? null,
      flags: roleFlagsOf(options.role ?? 'is_credit_underwriter'),
      me: '9000000006',
    },
  };
}
