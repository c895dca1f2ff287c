// The issue tracker's issues and projects (spec part 2 §3 'Issue-tracker task', §7): the broader
// list sees every project, the narrower one the projects of the caller's chat channels.
import type { components } from '../../openapi/generated/main.ts';
import type { Db } from '../db/database.ts';
import { all, one, run } from '../db/statements.ts';
import { badRequest, HttpError, notFound } from '../errors.ts';

type Schemas = components['schemas'];
export type TrackerIssue = Schemas['TrackerIssue'];

export const PRIORITIES = ['Immediate', 'Urgent', 'High', 'Normal', 'Low'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** Whose issues a list shows: every project, or those whose channel the user is in. */
export type Reach = { all: true } | { all: false; userId: number };

export type IssueQuery = {
  offset?: number;
  limit?: number;
  all_task?: boolean;
  author?: boolean;
  project_id?: number;
  sort?: 'priority';
};

type IssueRow = {
  id: number;
  subject: string;
  description: string;
  priority: Priority;
  status: string;
  author_id: number;
  author_name: string;
  assigned_to_id: number | null;
  assignee_name: string | null;
  project_id: number;
  project_name: string;
  channel_name: string | null;
};

const ISSUE_SELECT = `SELECT i.id, i.subject, i.description, i.priority, i.status,
  i.author_id, au.name AS author_name, i.assigned_to_id, asg.name AS assignee_name,
  p.id AS project_id, p.name AS project_name, c.name AS channel_name
  FROM tracker_issues i
  JOIN tracker_projects p ON p.id = i.project_id
  JOIN users au ON au.id = i.author_id
  LEFT JOIN users asg ON asg.id = i.assigned_to_id
  LEFT JOIN chat_channels c ON c.id = p.channel_id`;

// The projects of the channels a user is a member of.
const MY_PROJECTS = `p.channel_id IN (SELECT channel_id FROM chat_members WHERE user_id = ?)`;

const issueOf = (row: IssueRow): TrackerIssue => ({
  id: row.id,
  subject: row.subject,
  description: row.description,
  priority: row.priority,
  status: row.status,
  author: { id: row.author_id, name: row.author_name },
  assigned_to:
    row.assigned_to_id === null ? null : { id: row.assigned_to_id, name: row.assignee_name ?? '' },
  project_id: row.project_id,
  project_name: row.project_name,
  channel_name: row.channel_name,
});

const MAX_PAGE = 100;

/** One page: `limit` is one past the page's last issue (the spec's offset+25). */
export function listIssues(db: Db, reach: Reach, viewerId: number, q: IssueQuery, page: number) {
  const offset = q.offset ?? 0;
  const limit = q.limit ?? offset + page;
  if (q.all_task && q.author) throw badRequest('Ask for all_task or author, not both.');
  if (limit <= offset) throw badRequest('limit must be greater than offset (offset+25).');
  if (limit - offset > MAX_PAGE) throw badRequest(`At most ${MAX_PAGE} issues a page.`);
  const where: string[] = [];
  const params: (number | string)[] = [];
  if (!reach.all) {
    where.push(MY_PROJECTS);
    params.push(reach.userId);
  }
  if (q.author) {
    where.push('i.author_id = ?');
    params.push(viewerId);
  } else if (!q.all_task) {
    where.push('i.assigned_to_id = ?');
    params.push(viewerId);
  }
  if (q.project_id !== undefined) {
    where.push('i.project_id = ?');
    params.push(q.project_id);
  }
  const clause = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  const order = q.sort === 'priority' ? 'i.priority_rank, i.id DESC' : 'i.id DESC';
  const total = one<{ n: number }>(
    db,
    `SELECT count(*) AS n FROM tracker_issues i JOIN tracker_projects p ON p.id = i.project_id${clause}`,
    ...params,
  );
  const rows = all<IssueRow>(
    db,
    `${ISSUE_SELECT}${clause} ORDER BY ${order} LIMIT ? OFFSET ?`,
    ...params,
    limit - offset,
    offset,
  );
  return { issues: rows.map(issueOf), total_count: total?.n ?? 0, offset, limit };
}

export function listProjects(db: Db, reach: Reach) {
  const sql = `SELECT p.id, p.name, c.name AS channel_name FROM tracker_projects p
    LEFT JOIN chat_channels c ON c.id = p.channel_id`;
  const projects = reach.all
    ? all<Schemas['TrackerProject']>(db, `${sql} ORDER BY p.name, p.id`)
    : all<Schemas['TrackerProject']>(
        db,
        `${sql} WHERE ${MY_PROJECTS} ORDER BY p.name, p.id`,
        reach.userId,
      );
  return { projects };
}

/** Assign Me: the issue becomes the caller's when nobody has it yet. */
export function assignToSelf(db: Db, reach: Reach, userId: number, issueId: number) {
  const scope = reach.all ? '' : ` AND ${MY_PROJECTS}`;
  const found = one<IssueRow>(
    db,
    `${ISSUE_SELECT} WHERE i.id = ?${scope}`,
    issueId,
    ...(reach.all ? [] : [reach.userId]),
  );
  if (!found) throw notFound(`Issue #${issueId} not found.`);
  if (found.assigned_to_id !== null) {
    throw new HttpError(409, {
      error: `Issue #${issueId} is already assigned to ${found.assignee_name}.`,
    });
  }
  // Only while still unassigned: two Assign Me at once give the issue to one of them.
  const { changes } = run(
    db,
    'UPDATE tracker_issues SET assigned_to_id = ? WHERE id = ? AND assigned_to_id IS NULL',
    userId,
    issueId,
  );
  if (changes === 0) throw new HttpError(409, { error: `Issue #${issueId} is already assigned.` });
  const issue = issueOf(one<IssueRow>(db, `${ISSUE_SELECT} WHERE i.id = ?`, issueId) as IssueRow);
  return { msg: `Issue #${issueId} assigned to you.`, issue };
}
