// Support-call rows (spec part 2 §3 'Support call row') for the search and the assigned list:
// one query for the page (customer and assignee joined, no query per row) and one for the count.
import type { components } from '../../openapi/generated/main.ts';
import type { Db } from '../db/database.ts';
import { all, one } from '../db/statements.ts';

type SupportCallRow = components['schemas']['SupportCallRow'];
type SupportCallPage = components['schemas']['SupportCallPage'];

export const SUPPORT_PAGE_SIZE = 10;

type Row = {
  id: number;
  name: string | null;
  username: string;
  created_at: string;
  last_updated: string;
  loan_related: number;
  status: SupportCallRow['status'];
  raised_count: number;
  feedback_count: number;
  traceability: 'RNR' | 'NC' | 'CON' | null;
  assignee_username: string | null;
  assignee_name: string | null;
};

const SELECT = `SELECT s.id, c.name, c.username, s.created_at, s.last_updated, s.loan_related,
    s.status, s.raised_count, s.feedback_count, s.traceability,
    u.username AS assignee_username, u.name AS assignee_name
  FROM support_calls s
  JOIN customers c ON c.id = s.customer_id
  LEFT JOIN users u ON u.id = s.assigned_to`;

const toRow = (r: Row): SupportCallRow => ({
  id: r.id,
  name: r.name?.trim() ? r.name : 'N/A',
  username: r.username,
  created_at: r.created_at,
  last_updated: r.last_updated,
  loan_related: r.loan_related ? 'Yes' : 'No',
  status: r.status,
  raised_count: r.raised_count,
  feedback_count: r.feedback_count,
  traceability: r.traceability ?? 'None',
  assigned_to:
    r.assignee_username === null
      ? null
      : { username: r.assignee_username, name: r.assignee_name ?? '' },
});

/**
 * The usernames that begin with `prefix` as a range (digits only: ':' sorts right after '9'),
 * so the unique index on customers.username serves it, which LIKE would not.
 */
const prefixRange = (prefix: string) => [prefix, `${prefix}:`] as const;

function page(
  db: Db,
  where: string,
  params: (string | number)[],
  pageNumber: number,
): SupportCallPage {
  const offset = (pageNumber - 1) * SUPPORT_PAGE_SIZE;
  const rows = all<Row>(
    db,
    `${SELECT} WHERE ${where} ORDER BY s.created_at DESC, s.id DESC LIMIT ? OFFSET ?`,
    ...params,
    SUPPORT_PAGE_SIZE,
    offset,
  );
  const count = one<{ n: number }>(
    db,
    `SELECT count(*) AS n FROM support_calls s JOIN customers c ON c.id = s.customer_id
     WHERE ${where}`,
    ...params,
  );
  return {
    results: rows.map(toRow),
    count: Number(count?.n ?? 0),
    page: pageNumber,
    page_size: SUPPORT_PAGE_SIZE,
  };
}

/** Support calls of the customers whose number is `prefix` or begins with it, newest first. */
export function searchSupportCalls(db: Db, prefix: string, pageNumber: number): SupportCallPage {
  return page(db, 'c.username >= ? AND c.username < ?', [...prefixRange(prefix)], pageNumber);
}

/** Support calls assigned to `agentId`, or to anyone when it is null, newest first. */
export function assignedSupportCalls(
  db: Db,
  agentId: number | null,
  pageNumber: number,
): SupportCallPage {
  return agentId === null
    ? page(db, 's.assigned_to IS NOT NULL', [], pageNumber)
    : page(db, 's.assigned_to = ?', [agentId], pageNumber);
}
