// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Client } from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  createJobPaths,
  CREATE_JOB_SAMPLE as S,
} from '../../machines/createJob/createJob.paths.ts';
import { createJobShows } from '../../machines/createJob/createJob.shows.ts';
import {
  type CreateJobActors,
  connectCreateJob,
  CREATE_JOB_TEXTS as T,
} from '../../machines/createJob/index.ts';
import type { paths as MainPaths } from '../../openapi/generated/main.ts';
import { createQueryHooks } from '../../src/api/queryHooks.ts';
import { JobsScreen } from '../../src/features/jobs/index.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { testQueryClient } from '../support/fakeDashboardServer.tsx';
import { replayThroughView, type ViewDriver } from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<CreateJobActors>;

const DONE = {
  ...S.answer,
  id: 7,
  status: 'DONE',
  progress: 100,
  created_by: 'Recovery manager',
  created_by_me: false,
  started_at: '2026-11-29T06:00:01.000Z',
  finished_at: '2026-11-29T06:00:03.000Z',
  result: { summary: '12 unpaid instalments are 30 or more days overdue (₹4,800 due).', count: 12 },
};
const FAILED = {
  ...S.answer,
  id: 6,
  type: 'channel_message',
  params: { channel_name: 'credit-desk-old', message: 'Please clear the pending files today.' },
  status: 'FAILED',
  progress: 75,
  error: 'The channel "credit-desk-old" no longer exists.',
};
const RUNNING = { ...S.answer, id: 8, status: 'RUNNING', progress: 50 };
const ROWS = [RUNNING, DONE, FAILED];
const BY_STATUS = { QUEUED: 0, RUNNING: 1, DONE: 1, FAILED: 1 };

type Row = (typeof ROWS)[number];

/** A main client answering the list for any filter (filtered here) and one job's details. */
function fakeMain(rows: Row[] = ROWS, job?: () => Row) {
  const GET = vi.fn(
    async (
      path: string,
      init: { params: { query?: { status?: string; mine?: boolean }; path?: { job_id: number } } },
    ) => {
      if (path === '/jobs/job-details/{job_id}') {
        const id = init.params.path!.job_id;
        return {
          data: job ? job() : rows.find((r) => r.id === id),
          response: new Response(null, { status: 200 }),
        };
      }
      const { status, mine } = init.params.query ?? {};
      const results = rows.filter(
        (row) => (!status || row.status === status) && (!mine || row.created_by_me),
      );
      return {
        data: { results, count: results.length, page: 1, page_size: 20, by_status: BY_STATUS },
        response: new Response(null, { status: 200 }),
      };
    },
  );
  return { GET } as unknown as Client<MainPaths> & { GET: typeof GET };
}

const field = (name: string) => within(screen.getByRole('dialog')).getByLabelText(name);

function expectCreateState(state: AnyMachineSnapshot) {
  expectScreenShows(createJobShows as never, state, screen);
  const view = connectCreateJob(state as never);
  if (!view.open) return;
  // Every value of the chosen type stays on screen through every state: nothing typed is lost.
  expect(field(T.type)).toHaveValue(view.type);
  if (view.type === 'reminder_sweep') {
    expect(field(T.days)).toHaveValue(view.days);
  } else {
    expect(field(T.channel)).toHaveValue(view.channel);
    expect(field(T.message)).toHaveValue(view.message);
  }
  const alerts = within(screen.getByRole('dialog'))
    .queryAllByRole('alert')
    .map((node) => node.textContent);
  expect(alerts).toEqual(view.alert ? [view.alert] : []);
}

const retype = async (user: ReturnType<typeof userEvent.setup>, name: string, value: string) => {
  await user.clear(field(name));
  await user.type(field(name), value);
};

function createDriver(): ViewDriver<Fakes> {
  return {
    fakes: () => deferredActors<CreateJobActors>(['createJob']),
    render: (fakes) => (
      <QueryClientProvider client={testQueryClient()}>
        <JobsScreen queries={createQueryHooks(fakeMain([DONE, FAILED]))} actors={fakes.actors} />
      </QueryClientProvider>
    ),
    gestures: {
      'dialog.open': (_e, { user }) => user.click(screen.getByRole('button', { name: T.open })),
      'dialog.close': (_e, { user }) => user.click(screen.getByRole('button', { name: T.cancel })),
      'type.change': (e, { user }) => user.selectOptions(field(T.type), e.value),
      'days.change': (e, { user }) => retype(user, T.days, e.value),
      'channel.change': (e, { user }) => retype(user, T.channel, e.value),
      'message.change': (e, { user }) => retype(user, T.message, e.value),
      'job.create': (_e, { user }) => user.click(screen.getByRole('button', { name: T.create })),
    },
    expectState: async (state) => {
      await screen.findByRole('table', { name: 'Jobs', hidden: true });
      expectCreateState(state);
    },
  };
}

describe('creating a job through JobsScreen', () => {
  it.each(viewCases(createJobPaths))(
    '$title',
    async ({ path }) => {
      await replayThroughView(path, createDriver());
    },
    30_000,
  );
});

describe('the jobs list and a job', () => {
  const renderList = (rows: Row[] = ROWS, job?: () => Row) => {
    const main = fakeMain(rows, job);
    render(
      <QueryClientProvider client={testQueryClient()}>
        <JobsScreen
          queries={createQueryHooks(main)}
          actors={deferredActors<CreateJobActors>(['createJob']).actors}
        />
      </QueryClientProvider>,
    );
    return main;
  };

  it('shows the columns, the counts per status, and filters by status and by creator', async () => {
    const main = renderList();
    const table = await screen.findByRole('table', { name: 'Jobs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Job', 'Type', 'Status', 'Created by', 'Created', 'Result', 'Details']);
    expect(within(table).getByText('Running 50%')).toBeVisible();
    expect(within(table).getByText(DONE.result.summary)).toBeVisible();
    expect(within(table).getByText(FAILED.error)).toBeVisible();
    const filter = screen.getByRole('group', { name: 'Show jobs' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All (3)', 'Queued (0)', 'Running (1)', 'Done (1)', 'Failed (1)']);
    const user = userEvent.setup();
    await user.click(within(filter).getByRole('button', { name: 'Failed (1)' }));
    expect(main.GET).toHaveBeenLastCalledWith(
      '/jobs/job-details',
      expect.objectContaining({ params: { query: { status: 'FAILED', page: 1 } } }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Created by me' }));
    expect(main.GET).toHaveBeenLastCalledWith(
      '/jobs/job-details',
      expect.objectContaining({ params: { query: { status: 'FAILED', mine: true, page: 1 } } }),
    );
  });

  it("opens a job's details, follows its progress to DONE, and gives focus back on Close", async () => {
    let calls = 0;
    const job = () => {
      calls += 1;
      return calls < 2 ? RUNNING : { ...DONE, id: RUNNING.id };
    };
    renderList(ROWS, job);
    const user = userEvent.setup();
    const open = await screen.findByRole('button', { name: 'Details of job 8' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Job 8' });
    expect(within(dialog).getByRole('progressbar', { name: 'Progress' })).toBeVisible();
    expect(
      await within(dialog).findByText(DONE.result.summary, {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(within(dialog).getByRole('progressbar', { name: 'Progress' })).toHaveValue(100);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
  });

  it('says the reason a job failed in its details', async () => {
    renderList();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Details of job 6' }));
    const dialog = await screen.findByRole('dialog', { name: 'Job 6' });
    expect(within(dialog).getByText('Error')).toBeVisible();
    expect(within(dialog).getByText(FAILED.error)).toBeVisible();
    expect(
      within(dialog).getByText('In "credit-desk-old": Please clear the pending files today.'),
    ).toBeVisible();
  });

  it('says there are no jobs, and none of mine', async () => {
    renderList([]);
    expect(await screen.findByText('No jobs yet.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Created by me' }));
    expect(await screen.findByText('You have created no jobs.')).toBeVisible();
  });
});
