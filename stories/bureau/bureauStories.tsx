import type { Decorator } from '@storybook/react-vite';
import { type RoleFlag, roleFlagsOf } from '../../src/domain/access/roles.ts';
import { bureauQueries } from '../../src/features/bureau/bureauQueries.ts';
import type { BureauPanelProps } from '../../src/features/bureau/index.ts';
import {
  type Answer,
  type CustomerRequest,
  fakeCustomerServer,
} from '../../tests/support/fakeCustomerServer.ts';
import { SAMPLE_USERNAME } from '../../tests/support/fixtures/customer.ts';
import { type QuerySeed, withQueryClient } from '../support/withQueryClient.tsx';

/** An answer that never comes: a read left out of the seed stays loading. */
const never = () => new Promise<Answer>(() => {});

/** The two panels' reads for the sample customer at a version, whose keys the seeds fill. */
export const bureauReads = (historyDate: string | null = null) =>
  bureauQueries(fakeCustomerServer().queries, SAMPLE_USERNAME, historyDate);

/** A story of a bureau panel, seeded with its state (a credit underwriter unless told). */
export function bureauStory(
  seed: QuerySeed,
  options: {
    role?: RoleFlag;
    historyDate?: string | null;
    answer?: (request: CustomerRequest) => Answer | Promise<Answer>;
  } = {},
): { decorators: Decorator[]; args: BureauPanelProps } {
  const server = fakeCustomerServer(options.answer ?? never);
  return {
    decorators: [withQueryClient(seed)],
    args: {
      queries: server.queries,
      username: SAMPLE_USERNAME,
      historyDate: options.historyDate ?? null,
      flags: roleFlagsOf(options.role ?? 'is_credit_underwriter'),
    },
  };
}
