import type { Decorator, Loader } from '@storybook/react-vite';
import type { RoleFlags } from '../../src/domain/access/roles.ts';
import type { CustomerPageRouteProps } from '../../src/features/customer/CustomerPageRoute.tsx';
import { preloadCustomerTabs } from '../../src/features/customer/CustomerPageView.tsx';
import { customerPageQueries } from '../../src/features/customer/customerQueries.ts';
import {
  type Answer,
  type CustomerRequest,
  fakeCustomerServer,
} from '../../tests/support/fakeCustomerServer.ts';
import {
  SAMPLE_STAFF,
  SAMPLE_USERNAME,
  sampleActivity,
  sampleProfile,
  sampleVersions,
} from '../../tests/support/fixtures/customer.ts';
import { type QuerySeed, withQueryClient } from '../support/withQueryClient.tsx';

/** An answer that never comes: the read stays loading. */
export const never = () => new Promise<Answer>(() => {});

/**
 * A customer page story (by username unless `idOrUsername` says otherwise) over its server: what
 * is not seeded is asked of it, and it never answers unless told, so a read left out of the seed
 * shows its skeleton.
 */
export function customerStory(
  seed: QuerySeed,
  options: {
    answer?: (request: CustomerRequest) => Answer | Promise<Answer>;
    idOrUsername?: string;
    hash?: string;
    backHref?: string | null;
    staff?: { flags: RoleFlags; me: string };
  } = {},
): { decorators: Decorator[]; loaders: Loader[]; args: CustomerPageRouteProps } {
  const server = fakeCustomerServer(options.answer ?? never);
  return {
    decorators: [withQueryClient(seed)],
    // Each tab's chunk is here before the story renders, so a play sees the tab, not its fallback.
    loaders: [async () => ({ tabs: await preloadCustomerTabs() })],
    args: {
      queries: server.queries,
      idOrUsername: options.idOrUsername ?? SAMPLE_USERNAME,
      hash: options.hash ?? '#profile',
      onHashChange: () => {},
      backHref: options.backHref === undefined ? '/lender/admin/customers' : options.backHref,
      flags: (options.staff ?? SAMPLE_STAFF).flags,
      me: (options.staff ?? SAMPLE_STAFF).me,
    },
  };
}

/** The sample customer's reads, whose keys the seeds fill. */
export const reads = customerPageQueries(fakeCustomerServer().queries, SAMPLE_USERNAME);
export const allowed: QuerySeed = (client) =>
  client.setQueryData(reads.access.queryKey, { allowed: true });
/** The page open on the current profile with its versions (plus `more`). */
export const opened =
  (...more: QuerySeed[]): QuerySeed =>
  (client) => {
    allowed(client);
    client.setQueryData(reads.versions.queryKey, sampleVersions);
    client.setQueryData(reads.profile(null).queryKey, sampleProfile);
    for (const seed of more) seed(client);
  };
export const withActivity: QuerySeed = (client) =>
  client.setQueryData(reads.activity.queryKey, sampleActivity);
