import type { StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { SnapshotFrom } from 'xstate';
import {
  connectDashboardDownload,
  connectDashboardFilters,
  type DashboardFilters,
  type DashboardLoanPage,
  dashboardFiltersProblem,
  type LoansDashboard,
  type LoansDashboardContext,
  loadedLoans,
  loansDashboardMachine,
  SAMPLE_FILTERS,
  SAMPLE_TODAY,
  sampleDashboard,
} from '../../machines/loansDashboard/index.ts';
import { loansDashboardShows } from '../../machines/loansDashboard/loansDashboard.shows.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { DashboardCalls } from '../../src/features/dashboard/dashboardCalls.ts';
import { LoansDashboardView } from '../../src/features/dashboard/LoansDashboardView.tsx';
import { useDashboardLoans } from '../../src/features/dashboard/useDashboardLoans.ts';
import { type Answer, fakeDashboardServer } from '../../tests/support/fakeDashboardServer.tsx';
import { renders } from '../../tests/support/storyState.ts';
import { type QuerySeed, seedFailure, withQueryClient } from '../support/withQueryClient.tsx';

/*
 * Stories made the way the route makes its props: the workflow's part is connect() of a machine
 * snapshot, the data's part is the query read from the story's own seeded cache.
 */

type Snapshot = SnapshotFrom<typeof loansDashboardMachine>;
type DownloadState = 'idle' | 'nothingToDownload' | 'exporting' | 'done' | 'failed';

/** 40 loans, 25 of them loaded (the rest come as the table scrolls). */
export const FORTY = sampleDashboard(40, SAMPLE_TODAY, 30, 25);
export const NO_LOANS: LoansDashboard = { ...sampleDashboard(0), total_amount: 0 };

function DashboardState({
  snapshot,
  loans,
}: {
  snapshot: Snapshot;
  loans: DashboardCalls['loans'];
}) {
  const filters = connectDashboardFilters(snapshot);
  return (
    <LoansDashboardView
      filters={filters}
      loans={useDashboardLoans(loans, filters)}
      download={connectDashboardDownload(snapshot)}
      onFiltersChange={fn()}
      onDownload={fn()}
      onCancelDownload={fn()}
      onDismissDownload={fn()}
    />
  );
}

export type DashboardStoryOptions = {
  download?: DownloadState;
  filters?: DashboardFilters;
  /** The server's answer in the cache; 'failed' seeds a failure, none leaves it loading. */
  answer?: LoansDashboard | 'failed';
  /** Further pages in the cache. */
  more?: readonly DashboardLoanPage[];
  context?: Partial<LoansDashboardContext>;
  /** What the story's server answers for what is not seeded (by default nothing, ever). */
  server?: () => Answer | Promise<Answer>;
};

/** The machine snapshot a story shows: the filters' state follows from the filters. */
export function dashboardSnapshot(options: DashboardStoryOptions = {}): Snapshot {
  const filters = options.filters ?? SAMPLE_FILTERS;
  const { answer } = options;
  return loansDashboardMachine.resolveState({
    value: {
      filters: dashboardFiltersProblem(filters) ? 'invalid' : 'valid',
      download: options.download ?? 'idle',
    },
    context: {
      filters,
      loaded: answer && answer !== 'failed' ? loadedLoans(answer, options.more) : null,
      progress: null,
      exported: null,
      exportError: null,
      ...options.context,
    },
  });
}

/**
 * One dashboard story: its snapshot (kept in its parameters: story coverage reads the states it
 * renders, and its screen is checked against the declaration), and its cache seeded with the
 * same answer.
 */
export function dashboardStory(options: DashboardStoryOptions = {}): StoryObj {
  const snapshot = dashboardSnapshot(options);
  const { calls } = fakeDashboardServer(options.server ?? (() => new Promise<never>(() => {})));
  const { answer, more = [] } = options;
  const key = calls.loans(snapshot.context.filters).queryKey;
  const seed: QuerySeed = (client) => {
    if (answer === 'failed') {
      seedFailure(client, key, new ApiError(500, { error: 'Internal Server Error' }));
    } else if (answer) {
      client.setQueryData(key, {
        pages: [answer, ...more],
        pageParams: [null, ...more.map((_, i) => (i ? more[i - 1]!.next : answer.next))],
      });
    }
  };
  return {
    decorators: [withQueryClient(seed)],
    render: () => <DashboardState snapshot={snapshot} loans={calls.loans} />,
    parameters: renders(loansDashboardShows as never, snapshot),
  };
}
