import type { ChannelTask } from './channelTask.actors.ts';

/* Sample tasks and members for the channel tasks' paths, tests and stories. Deterministic. */

export const TASK_CHANNEL = 'kosh/team/1000050';

export const TASK_MEMBERS = [
  { username: '9000000001', name: 'Admin' },
  { username: '9988776655', name: 'Meena Iyer' },
  { username: '9123456780', name: 'Ravi Kumar' },
] as const;

export const OPEN_TASK: ChannelTask = {
  id: 41,
  state: 'Open',
  title: 'Collect the signed agreements',
  description: 'Collect the signed agreements before the end of the week.',
  closing_comment: null,
  channel_name: TASK_CHANNEL,
  assignee: { ...TASK_MEMBERS[1] },
  opened_at: '2026-11-20T05:30:00.000Z',
  opened_by: { ...TASK_MEMBERS[0] },
  closed_at: null,
  closed_by: null,
  created_on: '2026-11-20T05:30:00.000Z',
};

export const CLOSED_TASK: ChannelTask = {
  ...OPEN_TASK,
  id: 40,
  state: 'Closed',
  title: 'Share the training slides',
  description: 'Share the training slides before the end of the week.',
  closing_comment: 'Shared in the channel.',
  assignee: null,
  opened_at: '2026-11-18T05:30:00.000Z',
  created_on: '2026-11-18T05:30:00.000Z',
  closed_at: '2026-11-19T09:00:00.000Z',
  closed_by: { ...TASK_MEMBERS[2] },
};

/** What the paths type, and the server's answers. */
export const CHANNEL_TASK_SAMPLE = {
  comment: 'Agreements collected and filed.',
  blank: '   ',
  description: 'Collect and scan the signed agreements.',
  member: TASK_MEMBERS[2].username,
  refused: 'Task 41 is already closed.',
  closed: { msg: 'Task closed.', task: { ...OPEN_TASK, state: 'Closed' as const } },
} as const;
