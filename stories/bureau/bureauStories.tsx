import { bureauQueries } from '../../src/features/bureau/bureauQueries.ts';
import { fakeCustomerServer } from '../../tests/support/fakeCustomerServer.ts';
import { SAMPLE_USERNAME } from '../../tests/support/fixtures/customer.ts';
import { panelStory } from '../customer/loanHistoryStories.tsx';

/** The two panels' reads for the sample customer at a version, whose keys the seeds fill. */
export const bureauReads = (historyDate: string | null = null) =>
  bureauQueries(fakeCustomerServer().queries, SAMPLE_USERNAME, historyDate);

/** A story of a bureau panel: a customer-tab panel story (a credit underwriter unless told). */
export const bureauStory = panelStory;
