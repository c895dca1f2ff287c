import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../src/api/errors.ts';
import type { SupportAdminTab } from '../../src/domain/access/supportCalls.ts';
import {
  CustomerSupportTabs,
  SupportTabPanel,
  type SupportTabPanelProps,
  supportQueries,
} from '../../src/features/supportAdmin/index.ts';
import { type Answer, fakeCustomerServer } from '../../tests/support/fakeCustomerServer.ts';
import { SUPPORT_TODAY } from '../../tests/support/fixtures/supportCalls.ts';
import { seedFailure } from '../support/withQueryClient.tsx';

/** A server that never answers: what a story does not seed shows its skeleton. */
export const silent = fakeCustomerServer(() => new Promise<Answer>(() => {}));
export const reads = supportQueries(silent.queries);
export const failure = new ApiError(403, {
  error: 'You do not have permission to perform this action',
});
export const BASE = '/lender/admin/callingDetails';
export const ALL_TABS: readonly SupportAdminTab[] = ['search', 'assigned', 'analytics'];

export type Seed = (client: QueryClient) => void;

/** Seeds each query with its answer, or its failure when the answer is an Error. */
export const seed =
  (...entries: [queryKey: readonly unknown[], answer: unknown][]): Seed =>
  (client) => {
    for (const [queryKey, answer] of entries) {
      if (answer instanceof Error) seedFailure(client, queryKey, answer);
      else client.setQueryData(queryKey, answer);
    }
  };

/** The tabs' panel over the story's server (what the app's lazy panel is, with its queries). */
const StoryPanel = (props: SupportTabPanelProps) => (
  <SupportTabPanel {...props} queries={silent.queries} />
);

/** Customer Support at an address, its navigation kept in the story (tabs, pages, searches). */
export function SupportScreen({
  start,
  offered = ALL_TABS,
}: {
  start: string;
  offered?: readonly SupportAdminTab[];
}) {
  const [href, setHref] = useState(start);
  const url = new URL(href, 'http://story.test');
  return (
    <CustomerSupportTabs
      pathname={url.pathname}
      search={url.search}
      navigate={setHref}
      offered={offered}
      TabPanel={StoryPanel}
      callTab={<p data-testid="call-desk">The call desk of the first tab.</p>}
      today={SUPPORT_TODAY}
    />
  );
}
