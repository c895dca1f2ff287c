// Jobs as the list shows them: one SQL shape for the page and the detail, and a created job.
import type { components } from '../../openapi/generated/main.ts';
import type { Db } from '../db/database.ts';
import { all, one, run } from '../db/statements.ts';
import { badRequest, notFound } from '../errors.ts';
import { nowIso } from '../time.ts';
import { JOB_TYPES } from './access.ts';

type Row = components['schemas']['JobRow'];
type Status = components['schemas']['JobStatus'];
type Page = components['schemas']['JobPage'];
export type JobType = components['schemas']['JobType'];
export type JobParams = components['schemas']['JobParams'];

export const JOB_PAGE_SIZE = 20;
const STATUSES: Status[] = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'];

type DbRow = Omit<Row, 'params' | 'result' | 'created_by_me'> & {
  params: string;
  result: string | null;
  creator_id: number;
};

const SELECT = `SELECT j.id, j.type, j.params, j.status, j.progress, u.name AS created_by,
    j.created_by AS creator_id, j.created_at, j.started_at, j.finished_at, j.result, j.error
  FROM jobs j JOIN users u ON u.id = j.created_by`;

const rowOf = (row: DbRow, viewerId: number): Row => {
  const { creator_id, params, result, ...rest } = row;
  return {
    ...rest,
    params: JSON.parse(params) as JobParams,
    result: result === null ? null : (JSON.parse(result) as Row['result']),
    created_by_me: creator_id === viewerId,
  };
};

export function listJobs(
  db: Db,
  viewerId: number,
  query: { status?: Status; mine?: boolean; page?: number },
): Page {
  const page = query.page ?? 1;
  const where: string[] = [];
  const params: (string | number)[] = [];
  if (query.mine) {
    where.push('j.created_by = ?');
    params.push(viewerId);
  }
  const countWhere = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const countParams = [...params];
  if (query.status) {
    where.push('j.status = ?');
    params.push(query.status);
  }
  const results = all<DbRow>(
    db,
    `${SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY j.created_at DESC, j.id DESC LIMIT ? OFFSET ?`,
    ...params,
    JOB_PAGE_SIZE,
    (page - 1) * JOB_PAGE_SIZE,
  ).map((row) => rowOf(row, viewerId));
  const counts = all<{ status: Status; n: number }>(
    db,
    `SELECT j.status, count(*) AS n FROM jobs j ${countWhere} GROUP BY j.status`,
    ...countParams,
  );
  const by_status = Object.fromEntries(
    STATUSES.map((s) => [s, counts.find((c) => c.status === s)?.n ?? 0]),
  ) as Page['by_status'];
  const count = query.status
    ? by_status[query.status]
    : STATUSES.reduce((sum, s) => sum + by_status[s], 0);
  return { results, count, page, page_size: JOB_PAGE_SIZE, by_status };
}

export function jobRow(db: Db, id: number, viewerId: number): Row {
  const row = one<DbRow>(db, `${SELECT} WHERE j.id = ?`, id);
  if (!row) throw notFound(`No job has the id ${id}.`);
  return rowOf(row, viewerId);
}

const channelOf = (db: Db, name: string) =>
  one<{ id: number }>(db, 'SELECT id FROM chat_channels WHERE name = ?', name);
const isMember = (db: Db, channelId: number, userId: number) =>
  one(db, 'SELECT 1 FROM chat_members WHERE channel_id = ? AND user_id = ?', channelId, userId) !==
  undefined;

/** The parameters a type needs, and only those; the reason in words when they do not fit. */
export function checkParams(db: Db, userId: number, type: JobType, params: JobParams): JobParams {
  if (type === 'reminder_sweep') {
    const { daysOverdueMin: min, daysOverdueMax: max } = JOB_TYPES.reminder_sweep;
    const days = params.days_overdue;
    if (days === undefined || days < min || days > max) {
      throw badRequest(`A reminder sweep needs the days overdue, from ${min} to ${max}.`);
    }
    return { days_overdue: days };
  }
  const name = params.channel_name?.trim() ?? '';
  const message = params.message?.trim() ?? '';
  if (!name) throw badRequest('A channel message needs the channel name.');
  if (!message) throw badRequest('A channel message needs the message.');
  const channel = channelOf(db, name);
  if (!channel) throw badRequest(`No channel is named "${name}".`);
  if (!isMember(db, channel.id, userId)) {
    throw badRequest(`You are not a member of the channel "${name}".`);
  }
  return { channel_name: name, message };
}

/** A new job, QUEUED: the runner picks it up on its next tick. */
export function createJob(db: Db, userId: number, type: JobType, params: JobParams): Row {
  const checked = checkParams(db, userId, type, params);
  const { id } = run(
    db,
    'INSERT INTO jobs (type, params, created_by, created_at) VALUES (?, ?, ?, ?)',
    type,
    JSON.stringify(checked),
    userId,
    nowIso(),
  );
  return jobRow(db, id, userId);
}

export { channelOf, isMember };
