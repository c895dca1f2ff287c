// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Client } from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  connectRegisterComplaint,
  type RegisterComplaintActors,
  REGISTER_COMPLAINT_TEXTS as T,
} from '../../machines/registerComplaint/index.ts';
import {
  registerComplaintPaths,
  REGISTER_COMPLAINT_SAMPLE as S,
} from '../../machines/registerComplaint/registerComplaint.paths.ts';
import { registerComplaintShows } from '../../machines/registerComplaint/registerComplaint.shows.ts';
import type { paths as MainPaths } from '../../openapi/generated/main.ts';
import { createQueryHooks } from '../../src/api/queryHooks.ts';
import { ComplaintsScreen } from '../../src/features/complaints/index.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { testQueryClient } from '../support/fakeDashboardServer.tsx';
import { replayThroughView, type ViewDriver } from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<RegisterComplaintActors>;

const ROWS = [
  {
    ...S.answer,
    id: 7,
    username: '8000000007',
    customer_name: 'Rekha Kumari',
    complaint: 'Leader collected money and did not deposit it',
    category: 'collection',
    status: 'IN_PROGRESS',
    registered_by: null,
  },
  {
    ...S.answer,
    id: 6,
    username: '8000000006',
    customer_name: 'Meena Devi',
    complaint: 'Customer is not reachable after disbursal',
    category: 'contact',
    status: 'RESOLVED',
  },
];
const BY_STATUS = { OPEN: 0, IN_PROGRESS: 1, RESOLVED: 1, CLOSED: 0 };

/** A main client that answers a page of complaints for any filter (status filtered here). */
function fakeMain(rows = ROWS) {
  const GET = vi.fn(async (_path: string, init: { params: { query: { status?: string } } }) => {
    const status = init.params.query.status;
    const results = rows.filter((row) => !status || row.status === status);
    return {
      data: { results, count: results.length, page: 1, page_size: 20, by_status: BY_STATUS },
      response: new Response(null, { status: 200 }),
    };
  });
  return { GET } as unknown as Client<MainPaths> & { GET: typeof GET };
}

const field = (name: string) => within(screen.getByRole('dialog')).getByLabelText(name);

function expectRegisterState(state: AnyMachineSnapshot) {
  expectScreenShows(registerComplaintShows as never, state, screen);
  const view = connectRegisterComplaint(state as never);
  if (!view.open) return;
  // Every value stays on screen through every state of the dialog: nothing typed is lost.
  expect(field(T.mobile)).toHaveValue(view.username);
  expect(field(T.complaint)).toHaveValue(view.complaint);
  expect(field(T.category)).toHaveValue(view.category);
  const alerts = within(screen.getByRole('dialog'))
    .queryAllByRole('alert')
    .map((node) => node.textContent);
  expect(alerts).toEqual(view.alert ? [view.alert] : []);
}

function createDriver(): ViewDriver<Fakes> {
  return {
    fakes: () => deferredActors<RegisterComplaintActors>(['registerComplaint']),
    render: (fakes) => (
      <QueryClientProvider client={testQueryClient()}>
        <ComplaintsScreen
          queries={createQueryHooks(fakeMain())}
          actors={fakes.actors}
          move={vi.fn()}
          canManage
        />
      </QueryClientProvider>
    ),
    gestures: {
      'dialog.open': (_e, { user }) => user.click(screen.getByRole('button', { name: T.open })),
      'dialog.close': (_e, { user }) => user.click(screen.getByRole('button', { name: T.cancel })),
      'mobile.change': async (e, { user }) => {
        await user.clear(field(T.mobile));
        await user.type(field(T.mobile), e.value);
      },
      'complaint.change': async (e, { user }) => {
        await user.clear(field(T.complaint));
        await user.type(field(T.complaint), e.value);
      },
      'category.change': (e, { user }) => user.selectOptions(field(T.category), e.value),
      'complaint.register': (_e, { user }) =>
        user.click(screen.getByRole('button', { name: T.register })),
    },
    expectState: async (state) => {
      await screen.findByRole('table', { name: 'Complaints', hidden: true });
      expectRegisterState(state);
    },
  };
}

describe('registering a complaint through ComplaintsScreen', () => {
  it.each(viewCases(registerComplaintPaths))(
    '$title',
    async ({ path }) => {
      await replayThroughView(path, createDriver());
      // Typing the whole complaint letter by letter, on a shared machine, takes a while.
    },
    30_000,
  );
});

describe('the complaints list', () => {
  const renderList = (props: { canManage?: boolean; rows?: typeof ROWS } = {}) => {
    const main = fakeMain(props.rows);
    const move = vi.fn(async (id: number, status: string) => ({ ...ROWS[0]!, id, status }));
    render(
      <QueryClientProvider client={testQueryClient()}>
        <ComplaintsScreen
          queries={createQueryHooks(main)}
          actors={deferredActors<RegisterComplaintActors>(['registerComplaint']).actors}
          move={move as never}
          canManage={props.canManage ?? true}
        />
      </QueryClientProvider>,
    );
    return { main, move };
  };

  it('shows the columns, the counts per status, and filters by status from page 1', async () => {
    const { main } = renderList();
    const table = await screen.findByRole('table', { name: 'Complaints' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Status',
      'Complaint',
      'Complaint Raised On',
      'Customer',
      'Category',
      'Registered by',
      'Move to',
    ]);
    const filter = screen.getByRole('group', { name: 'Show complaints' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All (2)', 'Open (0)', 'In progress (1)', 'Resolved (1)', 'Closed (0)']);
    await userEvent.setup().click(within(filter).getByRole('button', { name: 'Resolved (1)' }));
    expect(main.GET).toHaveBeenLastCalledWith(
      '/complaint/complaints',
      expect.objectContaining({ params: { query: { status: 'RESOLVED', page: 1 } } }),
    );
    expect(await screen.findAllByRole('row')).toHaveLength(2);
    expect(within(filter).getByRole('button', { name: 'Resolved (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('moves a complaint along with the move its status allows, and says so', async () => {
    const { move } = renderList();
    await screen.findByRole('table', { name: 'Complaints' });
    expect(screen.getByRole('button', { name: 'Resolve complaint 7' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Close complaint 6' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reopen complaint 6' })).toBeEnabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resolve complaint 7' }));
    expect(move).toHaveBeenCalledWith(7, 'RESOLVED');
    expect(await screen.findByText('Complaint 7 is now Resolved.')).toBeVisible();
  });

  it("shows the server's words when a move is refused", async () => {
    const { move } = renderList();
    move.mockRejectedValueOnce(new Error('A complaint that is RESOLVED cannot move to CLOSED.'));
    await screen.findByRole('table', { name: 'Complaints' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close complaint 6' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A complaint that is RESOLVED cannot move to CLOSED.',
    );
  });

  it('offers neither Register complaint nor moves to a reader', async () => {
    renderList({ canManage: false });
    await screen.findByRole('table', { name: 'Complaints' });
    expect(screen.queryByRole('button', { name: T.open })).toBeNull();
    expect(screen.queryByRole('button', { name: /complaint 7/ })).toBeNull();
  });

  it("says 'No Complaints' when there are none", async () => {
    renderList({ rows: [] });
    expect(await screen.findByText('No Complaints')).toBeVisible();
  });
});
