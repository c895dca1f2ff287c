// Contract cases of the issue tracker (main service) and a channel's tasks (chat service).
import type { Harness } from '../harness.ts';
import type { Case } from './shared.ts';

export function trackerTaskCases(h: Harness): Record<string, Case> {
  const unassigned = () =>
    (
      h.db
        .prepare('SELECT id FROM tracker_issues WHERE assigned_to_id IS NULL ORDER BY id LIMIT 1')
        .get() as { id: number }
    ).id;
  /** An open task of a channel that manages tasks, and the channel. */
  const openTask = () =>
    h.db
      .prepare(
        `SELECT t.id, c.name AS channel FROM channel_tasks t JOIN chat_channels c ON c.id = t.channel_id
         WHERE t.state = 'Open' ORDER BY t.id LIMIT 1`,
      )
      .get() as { id: number; channel: string };
  return {
    listTrackerIssues: {
      valid: async () => [
        await h.call('listTrackerIssues', { query: { offset: 0, limit: 25, all_task: 'true' } }),
        200,
      ],
      invalid: async () => [
        await h.call('listTrackerIssues', { query: { offset: 25, limit: 25 } }),
        400,
      ],
    },
    listMyTrackerIssues: {
      valid: async () => [
        await h.call('listMyTrackerIssues', {
          token: h.tokenOf('is_recovery_agent'),
          query: { offset: 0, limit: 25, author: 'true', sort: 'priority' },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('listMyTrackerIssues', { query: { sort: 'status' } }),
        400,
      ],
    },
    listTrackerProjects: {
      valid: async () => [await h.call('listTrackerProjects'), 200],
      invalid: async () => [
        await h.call('listTrackerProjects', { token: h.tokenOf('is_investor') }),
        403,
      ],
    },
    assignTrackerIssue: {
      valid: async () => [
        await h.call('assignTrackerIssue', { body: { issue_id: unassigned() } }),
        200,
      ],
      invalid: async () => [await h.call('assignTrackerIssue', { body: { issue_id: 'one' } }), 400],
    },
    listChannelTasks: {
      valid: async () => [
        await h.call('listChannelTasks', {
          query: {
            channel_name: openTask().channel,
            status: 'Open',
            start_date: '01-01-2020',
            end_date: '31-12-2030',
          },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('listChannelTasks', {
          query: {
            channel_name: openTask().channel,
            start_date: '2020-01-01',
            end_date: '31-12-2030',
          },
        }),
        400,
      ],
    },
    updateChannelTask: {
      valid: async () => {
        const task = openTask();
        return [
          await h.call('updateChannelTask', {
            body: { channel_name: task.channel, task_id: task.id, description: 'Checked twice.' },
          }),
          200,
        ];
      },
      invalid: async () => {
        const task = openTask();
        return [
          await h.call('updateChannelTask', {
            body: { channel_name: task.channel, task_id: task.id, comments: 'x', assignee: '1' },
          }),
          400,
        ];
      },
    },
  };
}
