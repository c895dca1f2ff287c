// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Client } from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  CLOSED_TASK,
  OPEN_TASK,
  TASK_CHANNEL,
  TASK_MEMBERS,
} from '../../machines/channelTask/channelTask.fixtures.ts';
import { channelTaskPaths } from '../../machines/channelTask/channelTask.paths.ts';
import { channelTaskShows } from '../../machines/channelTask/channelTask.shows.ts';
import {
  type ChannelTaskActors,
  connectChannelTask,
  CHANNEL_TASK_TEXTS as T,
} from '../../machines/channelTask/index.ts';
import type { paths as ChatPaths } from '../../openapi/generated/chat.ts';
import ChannelTasksDialog from '../../src/features/chat/tasks/ChannelTasksDialog.tsx';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { testQueryClient } from '../support/fakeDashboardServer.tsx';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<ChannelTaskActors>;

const member = (m: { username: string; name: string }, id: number) => ({
  id,
  username: m.username,
  name: m.name,
  display: m.name,
  image: null,
  admin: id === 1,
});

/** A chat client answering the channel's tasks (by status) and its members. */
function fakeChat(tasks = [OPEN_TASK, CLOSED_TASK]) {
  type Query = { status?: string; my_task?: boolean };
  const GET = vi.fn(async (path: string, init: { params: { query: Query } }) => {
    const ok = new Response(null, { status: 200 });
    if (path === '/acl/get-members') {
      const [admin, ...rest] = TASK_MEMBERS.map(member);
      return {
        data: { admins: [admin], normal_users: rest, current_member: admin },
        response: ok,
      };
    }
    const { status, my_task } = init.params.query;
    // None of the sample tasks is the user's own.
    const shown = tasks.filter(
      (t) => !my_task && (!status || status === 'All' || t.state === status),
    );
    return { data: { tasks: shown }, response: ok };
  });
  return { GET } as unknown as Client<ChatPaths> & { GET: typeof GET };
}

/** The topmost control of that name: a task's dialog opens over the Tasks dialog. */
const top = (role: 'button' | 'textbox' | 'combobox', name: string) =>
  screen.getAllByRole(role, { name }).at(-1)!;
const press =
  (name: string) =>
  async (_e: unknown, { user }: ReplayContext<Fakes>) =>
    user.click(top('button', name));

function expectTaskState(state: AnyMachineSnapshot) {
  expectScreenShows(channelTaskShows as never, state, screen);
  const view = connectChannelTask(state as never);
  // What was typed or chosen stays on screen through a refusal.
  if (view.dialog === 'close') expect(top('textbox', T.comment)).toHaveValue(view.comment);
  if (view.dialog === 'describe') {
    expect(top('textbox', T.description)).toHaveValue(view.description);
  }
  if (view.dialog === 'assign') expect(top('combobox', T.member)).toHaveValue(view.assignee);
}

function createDriver(): ViewDriver<Fakes> {
  return {
    fakes: () => deferredActors<ChannelTaskActors>(['updateChannelTask']),
    render: (fakes) => (
      <QueryClientProvider client={testQueryClient()}>
        <ChannelTasksDialog
          channel={TASK_CHANNEL}
          chat={fakeChat()}
          onClosed={() => {}}
          actors={fakes.actors}
        />
      </QueryClientProvider>
    ),
    gestures: {
      'close.open': press(T.closeTask(OPEN_TASK.id)),
      'describe.open': press(T.describeTask(OPEN_TASK.id)),
      'assign.open': press(T.assignTask(OPEN_TASK.id)),
      'comment.change': async (e, { user }) => {
        await user.clear(top('textbox', T.comment));
        await user.type(top('textbox', T.comment), e.value);
      },
      'description.change': async (e, { user }) => {
        await user.clear(top('textbox', T.description));
        await user.type(top('textbox', T.description), e.value);
      },
      'assignee.change': (e, { user }) => user.selectOptions(top('combobox', T.member), e.value),
      'change.save': press(T.save),
      'change.cancel': press(T.cancel),
    },
    expectState: async (state) => {
      await screen.findByRole('list', { name: T.list, hidden: true });
      expectTaskState(state);
    },
  };
}

describe("a channel task's changes through the Tasks dialog", () => {
  it.each(viewCases(channelTaskPaths))(
    '$title',
    async ({ path }) => {
      await replayThroughView(path, createDriver());
    },
    30_000,
  );
});

describe("the channel's Tasks dialog", () => {
  const renderDialog = (tasks = [OPEN_TASK, CLOSED_TASK]) => {
    const chat = fakeChat(tasks);
    render(
      <QueryClientProvider client={testQueryClient()}>
        <ChannelTasksDialog
          channel={TASK_CHANNEL}
          chat={chat}
          onClosed={() => {}}
          actors={deferredActors<ChannelTaskActors>(['updateChannelTask']).actors}
        />
      </QueryClientProvider>,
    );
    return chat;
  };

  it('asks for the open tasks of the last 90 days, dates as DD-MM-YYYY', async () => {
    const chat = renderDialog();
    await screen.findByRole('list', { name: T.list });
    const query = chat.GET.mock.calls.find(([path]) => path === '/chat/channel-tasks')![1].params
      .query as Record<string, string>;
    expect(query.status).toBe('Open');
    expect(query.channel_name).toBe(TASK_CHANNEL);
    expect(query.start_date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    const day = (text: string) => Date.parse(text.split('-').reverse().join('-'));
    expect((day(query.end_date!) - day(query.start_date!)) / 86_400_000).toBe(90);
  });

  it('shows a closed task with who closed it, as number and name, under Closed', async () => {
    renderDialog();
    await screen.findByRole('list', { name: T.list });
    await userEvent.setup().selectOptions(screen.getByLabelText(T.filter), 'Closed');
    const list = await screen.findByRole('list', { name: T.list });
    await within(list).findByText(CLOSED_TASK.title);
    expect(within(list).getByText('9123456780 Ravi Kumar')).toBeVisible();
    expect(within(list).queryByRole('button', { name: T.closeTask(CLOSED_TASK.id) })).toBeNull();
  });

  it('Only my tasks asks for the tasks assigned to the user (my_task), and unticked, for all again', async () => {
    const chat = renderDialog();
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: T.list });
    await within(list).findByText(OPEN_TASK.title);
    const queries = () =>
      chat.GET.mock.calls
        .filter(([path]) => path === '/chat/channel-tasks')
        .map(([, init]) => init.params.query);
    expect(queries()[0]).not.toHaveProperty('my_task');
    await user.click(screen.getByRole('checkbox', { name: T.mine }));
    expect(await screen.findByText('No tasks found.')).toBeVisible();
    expect(queries().at(-1)).toMatchObject({ my_task: true, status: 'Open' });
    await user.click(screen.getByRole('checkbox', { name: T.mine }));
    expect(await screen.findByText(OPEN_TASK.title)).toBeVisible();
  });

  it("says 'No tasks found.' when there are none", async () => {
    renderDialog([]);
    expect(await screen.findByText('No tasks found.')).toBeVisible();
  });
});
