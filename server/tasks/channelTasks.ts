// A channel's tasks (spec part 2 §3 'Channel task', §4: Open to Closed; closing needs a message
// and fills closed_by and closed_at), listed by state within a date range (§5: DD-MM-YYYY).
import type { components } from '../../openapi/generated/chat.ts';
import type { Db } from '../db/database.ts';
import { all, one, run } from '../db/statements.ts';
import { badRequest, HttpError, notFound } from '../errors.ts';

export type ChannelTask = components['schemas']['ChannelTask'];
export type TaskStatusFilter = 'All' | 'Open' | 'Closed';

type TaskRow = {
  id: number;
  state: 'Open' | 'Closed';
  title: string;
  description: string;
  closing_comment: string | null;
  channel_name: string;
  assignee_username: string | null;
  assignee_name: string | null;
  opened_at: string;
  opener_username: string;
  opener_name: string;
  closed_at: string | null;
  closer_username: string | null;
  closer_name: string | null;
  created_on: string;
};

const TASK_SELECT = `SELECT t.id, t.state, t.title, t.description, t.closing_comment,
  c.name AS channel_name, a.username AS assignee_username, a.name AS assignee_name,
  t.opened_at, o.username AS opener_username, o.name AS opener_name,
  t.closed_at, x.username AS closer_username, x.name AS closer_name, t.created_on
  FROM channel_tasks t
  JOIN chat_channels c ON c.id = t.channel_id
  JOIN users o ON o.id = t.opened_by_id
  LEFT JOIN users a ON a.id = t.assignee_id
  LEFT JOIN users x ON x.id = t.closed_by_id`;

const person = (username: string | null, name: string | null) =>
  username === null ? null : { username, name: name ?? '' };

const taskOf = (row: TaskRow): ChannelTask => ({
  id: row.id,
  state: row.state,
  title: row.title,
  description: row.description,
  closing_comment: row.closing_comment,
  channel_name: row.channel_name,
  assignee: person(row.assignee_username, row.assignee_name),
  opened_at: row.opened_at,
  opened_by: { username: row.opener_username, name: row.opener_name },
  closed_at: row.closed_at,
  closed_by: person(row.closer_username, row.closer_name),
  created_on: row.created_on,
});

/** DD-MM-YYYY as an ISO day; 400 for a day that does not exist. */
export function isoDayOf(field: string, value: string): string {
  const [dd, mm, yyyy] = value.split('-');
  const iso = `${yyyy}-${mm}-${dd}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
    throw badRequest(`${field} '${value}' is not a date (DD-MM-YYYY).`);
  }
  return iso;
}

export type TaskListQuery = {
  status?: TaskStatusFilter;
  start_date: string;
  end_date: string;
  my_task?: boolean;
};

/** The tasks opened within the range (whole days, India time is close enough to UTC days here). */
export function listChannelTasks(db: Db, channelId: number, viewerId: number, q: TaskListQuery) {
  const start = isoDayOf('start_date', q.start_date);
  const end = isoDayOf('end_date', q.end_date);
  if (start > end) throw badRequest('start_date must not be after end_date.');
  const where = ['t.channel_id = ?', 't.opened_at >= ?', 't.opened_at < ?'];
  const nextDay = new Date(Date.parse(`${end}T00:00:00Z`) + 86_400_000).toISOString();
  const params: (string | number)[] = [channelId, `${start}T00:00:00.000Z`, nextDay];
  if (q.status && q.status !== 'All') {
    where.push('t.state = ?');
    params.push(q.status);
  }
  if (q.my_task) {
    where.push('t.assignee_id = ?');
    params.push(viewerId);
  }
  const rows = all<TaskRow>(
    db,
    `${TASK_SELECT} WHERE ${where.join(' AND ')} ORDER BY t.opened_at DESC, t.id DESC`,
    ...params,
  );
  return { tasks: rows.map(taskOf) };
}

export function taskIn(db: Db, channelId: number, taskId: number): ChannelTask {
  const row = one<TaskRow>(
    db,
    `${TASK_SELECT} WHERE t.id = ? AND t.channel_id = ?`,
    taskId,
    channelId,
  );
  if (!row) throw notFound(`Task ${taskId} not found in this channel.`);
  return taskOf(row);
}

export type TaskChange =
  | { kind: 'close'; comments: string }
  | { kind: 'describe'; description: string }
  | { kind: 'assign'; assigneeId: number };

export const TASK_MESSAGES = {
  close: 'Task closed.',
  describe: 'Description updated.',
  assign: 'Assignee updated.',
} as const;

export function changeTask(
  db: Db,
  channelId: number,
  taskId: number,
  by: number,
  change: TaskChange,
  now: string,
): ChannelTask {
  const task = taskIn(db, channelId, taskId);
  if (change.kind === 'close') {
    const { changes } = run(
      db,
      `UPDATE channel_tasks SET state = 'Closed', closing_comment = ?, closed_by_id = ?, closed_at = ?
       WHERE id = ? AND state = 'Open'`,
      change.comments,
      by,
      now,
      taskId,
    );
    if (changes === 0) throw new HttpError(409, { error: `Task ${task.id} is already closed.` });
  } else if (change.kind === 'describe') {
    run(db, 'UPDATE channel_tasks SET description = ? WHERE id = ?', change.description, taskId);
  } else {
    run(db, 'UPDATE channel_tasks SET assignee_id = ? WHERE id = ?', change.assigneeId, taskId);
  }
  return taskIn(db, channelId, taskId);
}
