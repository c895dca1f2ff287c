// The issue tracker and channel tasks on the reference server: who has tasks (investors and the
// read-only login do not), the broader list for the managers only, paging by offset..offset+25,
// Assign Me once, and a channel task closed with a message (closed_by, closed_at) once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleFlag } from '../../server/domain.ts';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { type Harness, startServer } from './harness.ts';

const h = {} as Harness;
beforeAll(async () => {
  Object.assign(h, await startServer());
}, 120_000);
afterAll(() => h.close());

const REFUSED: RoleFlag[] = ['is_read_only', 'is_investors', 'is_investor'];
const AGENT: RoleFlag = 'is_recovery_agent';

/** An open task of the channel every demo login is in. */
const openTask = () =>
  h.db
    .prepare(
      `SELECT t.id, c.name AS channel FROM channel_tasks t JOIN chat_channels c ON c.id = t.channel_id
       WHERE t.state = 'Open' AND c.display_name = 'Attendance & requests' ORDER BY t.id LIMIT 1`,
    )
    .get() as { id: number; channel: string };
const window = { start_date: '01-01-2020', end_date: '31-12-2030' };

describe('tasks: who may', () => {
  it.each(REFUSED)('%s has no tasks: 403 with a clear error', async (flag) => {
    const token = h.tokenOf(flag);
    const task = openTask();
    for (const res of [
      await h.call('listMyTrackerIssues', { token }),
      await h.call('listTrackerProjects', { token }),
      await h.call('assignTrackerIssue', { token, body: { issue_id: 1 } }),
      await h.call('listChannelTasks', { token, query: { channel_name: task.channel, ...window } }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(JSON.stringify(res.json())).toMatch(/not available to your role|permission/);
    }
  });

  it('refuses the broader list to an agent, who uses the narrower one', async () => {
    const token = h.tokenOf(AGENT);
    const broader = await h.call('listTrackerIssues', { token, query: { all_task: 'true' } });
    expect(broader.statusCode).toBe(403);
    const mine = await h.call('listMyTrackerIssues', { token, query: { all_task: 'true' } });
    expect(mine.statusCode).toBe(200);
    const all = await h.call('listTrackerIssues', { query: { all_task: 'true' } });
    expect(all.json().total_count).toBeGreaterThan(mine.json().total_count);
  });

  it('pages by offset and limit = offset+25, and refuses a limit not past the offset', async () => {
    const page = await h.call('listTrackerIssues', {
      query: { all_task: 'true', offset: '25', limit: '50' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().issues).toHaveLength(25);
    expect(page.json().total_count).toBeGreaterThanOrEqual(300);
    const bad = await h.call('listTrackerIssues', { query: { offset: '25', limit: '25' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('limit must be greater than offset (offset+25).');
  });
});

describe('tasks: Assign Me', () => {
  it('gives an unassigned issue to the caller once, with the msg', async () => {
    const token = h.tokenOf(AGENT);
    const { issues } = (
      await h.call('listMyTrackerIssues', { token, query: { all_task: 'true', limit: '100' } })
    ).json() as { issues: { id: number; assigned_to: unknown }[] };
    const free = issues.find((issue) => issue.assigned_to === null)!;
    const first = await h.call('assignTrackerIssue', { token, body: { issue_id: free.id } });
    expect(first.statusCode).toBe(200);
    expect(first.json().msg).toBe(`Issue #${free.id} assigned to you.`);
    expect(first.json().issue.assigned_to.id).toBeGreaterThan(0);
    const again = await h.call('assignTrackerIssue', { body: { issue_id: free.id } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(`Issue #${free.id} is already assigned to`);
  });
});

describe('channel tasks', () => {
  it('closes a task with a message, filling closed_by and closed_at, once', async () => {
    const task = openTask();
    const token = h.tokenOf('is_credit_manager');
    const empty = await h.call('updateChannelTask', {
      token,
      body: { channel_name: task.channel, task_id: task.id, comments: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    const closed = await h.call('updateChannelTask', {
      token,
      body: { channel_name: task.channel, task_id: task.id, comments: 'Filed.' },
    });
    expect(closed.statusCode).toBe(200);
    const body = closed.json();
    expect(body.task).toMatchObject({
      state: 'Closed',
      closing_comment: 'Filed.',
      closed_by: { username: demoUser('is_credit_manager').username },
    });
    expect(body.task.closed_at).not.toBeNull();
    const twice = await h.call('updateChannelTask', {
      token,
      body: { channel_name: task.channel, task_id: task.id, comments: 'Again.' },
    });
    expect(twice.statusCode).toBe(409);
    const list = await h.call('listChannelTasks', {
      token,
      query: { channel_name: task.channel, status: 'Closed', ...window },
    });
    expect(list.json().tasks.map((t: { id: number }) => t.id)).toContain(task.id);
  });

  it('reassigns only to a member of the channel', async () => {
    const task = openTask();
    const outsider = await h.call('updateChannelTask', {
      body: { channel_name: task.channel, task_id: task.id, assignee: '1234567890' },
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().error).toBe('1234567890 is not a member of this channel.');
    const member = demoUser('is_recovery_agent').username;
    const moved = await h.call('updateChannelTask', {
      body: { channel_name: task.channel, task_id: task.id, assignee: member },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().task.assignee.username).toBe(member);
  });

  it("my_task lists only the caller's own tasks", async () => {
    const task = openTask();
    const agent = demoUser(AGENT);
    const moved = await h.call('updateChannelTask', {
      body: { channel_name: task.channel, task_id: task.id, assignee: agent.username },
    });
    expect(moved.statusCode).toBe(200);
    const list = async (my_task?: boolean) =>
      (
        await h.call('listChannelTasks', {
          token: h.tokenOf(AGENT),
          query: { channel_name: task.channel, ...window, ...(my_task ? { my_task: 'true' } : {}) },
        })
      ).json().tasks as { id: number; assignee: { username: string } | null }[];
    const mine = await list(true);
    expect(mine.map((t) => t.id)).toContain(task.id);
    expect(mine.every((t) => t.assignee?.username === agent.username)).toBe(true);
    expect((await list()).length).toBeGreaterThan(mine.length);
  });

  it('refuses a day that does not exist and a range that ends before it starts', async () => {
    const { channel } = openTask();
    for (const [start_date, end_date] of [
      ['31-02-2026', '01-03-2026'],
      ['02-03-2026', '01-03-2026'],
    ] as const) {
      const res = await h.call('listChannelTasks', {
        query: { channel_name: channel, start_date, end_date },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
  });
});
