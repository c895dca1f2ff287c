// The loans dashboard: totals, counts per day and status group, and its rows page by page.
import type { components, operations } from '../../openapi/generated/main.ts';
import type { Ctx } from '../context.ts';
import type { Db } from '../db/database.ts';
import { all, one } from '../db/statements.ts';
import {
  DISBURSED_FAMILY,
  isAdmin,
  isInvestorOnly,
  isLender,
  LOAN_STATUSES,
  type LoanStatus,
  type RoleFlags,
} from '../domain.ts';
import { badRequest, forbidden } from '../errors.ts';
import { staffOf } from '../http/security.ts';
import { addDaysToDay } from '../time.ts';
import type { Handlers } from './types.ts';

type StatusFilter = components['schemas']['DashboardStatusFilter'];
type StatusGroup = components['schemas']['DashboardStatusGroup'];
type DashboardRow = components['schemas']['DashboardLoanRow'];

/** The statuses of each group; `other` is every status no named group holds. */
const NAMED_GROUPS = {
  approved_loans: [
    'loan_approved',
    'nach_submitted',
    'agreement_created',
    'e_signature_submitted',
    'video_uploaded',
    'ready_for_disbursal',
    'ready_for_disbursal_review',
  ],
  disbursed_loans: DISBURSED_FAMILY,
  rejected_loans: ['rejected'],
} as const satisfies Record<Exclude<StatusGroup, 'other'>, readonly LoanStatus[]>;

const GROUPED = new Set<LoanStatus>(Object.values(NAMED_GROUPS).flat());

export const DASHBOARD_GROUPS: Readonly<Record<StatusGroup, readonly LoanStatus[]>> = {
  ...NAMED_GROUPS,
  other: LOAN_STATUSES.filter((status) => !GROUPED.has(status)),
};

const quoted = (statuses: readonly string[]) => statuses.map((s) => `'${s}'`).join(', ');

/** The group of `status`, in SQL (the statuses are constants, not user input). */
const GROUP_SQL = `CASE
    WHEN status IN (${quoted(NAMED_GROUPS.approved_loans)}) THEN 'approved_loans'
    WHEN status IN (${quoted(NAMED_GROUPS.disbursed_loans)}) THEN 'disbursed_loans'
    WHEN status IN (${quoted(NAMED_GROUPS.rejected_loans)}) THEN 'rejected_loans'
    ELSE 'other' END`;

/**
 * Business days are Indian days: a loan created at 20:00 UTC belongs to the next day. The
 * per-day totals (`loan_day_totals`, migration 007) are kept by triggers with the same offset.
 */
const indiaMidnightIso = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString();

/** The statuses a caller sees for a filter: lenders (without admin) the disbursed group only. */
function statusesFor(filter: StatusFilter, roles: RoleFlags) {
  let statuses: readonly LoanStatus[] =
    filter === 'all_loans' ? LOAN_STATUSES : DASHBOARD_GROUPS[filter];
  if (isLender(roles) && !isAdmin(roles)) {
    statuses = statuses.filter((status) => DISBURSED_FAMILY.includes(status));
  }
  return statuses;
}

type Query = NonNullable<operations['listDashboardLoans']['parameters']['query']>;
type Filters = {
  from_date: string;
  to_date: string;
  loan_type?: string;
  statuses: readonly LoanStatus[];
};

function filtersOf(query: Omit<Query, 'after' | 'entries'>, roles: RoleFlags): Filters {
  const { from_date, to_date, loan_type, status = 'all_loans' } = query;
  if (from_date > to_date) throw badRequest('from_date must not be after to_date');
  return { from_date, to_date, loan_type, statuses: statusesFor(status, roles) };
}

/** The filters as SQL over a table with status and loan_type columns, and their parameters. */
function filterSql(filters: Filters): [sql: string, params: string[]] {
  const where = [`status IN (${filters.statuses.map(() => '?').join(', ') || 'NULL'})`];
  const params: string[] = [...filters.statuses];
  if (filters.loan_type) {
    where.push('loan_type = ?');
    params.push(filters.loan_type);
  }
  return [where.join(' AND '), params];
}

/** A row's position as the opaque `next`: its creation time and id, which order the rows. */
export const cursorOf = (row: { created_at: string; loan_id: number }) =>
  Buffer.from(`${row.created_at}|${row.loan_id}`).toString('base64url');

function positionOf(cursor: string): [createdAt: string, id: number] {
  const [createdAt = '', id = ''] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (Number.isNaN(Date.parse(createdAt)) || !/^[1-9][0-9]{0,15}$/.test(id)) {
    throw badRequest('after must be the next of an earlier dashboard answer');
  }
  return [createdAt, Number(id)];
}

/**
 * One page of rows, newest first, after `after`. The page is chosen inside an index of
 * (created_at, status, loan_type), then only its rows are read; one row more tells if there is
 * a next page.
 */
function rowsPage(db: Db, filters: Filters, entries: number, after?: string) {
  const [where, params] = filterSql(filters);
  const from = indiaMidnightIso(filters.from_date);
  const until = indiaMidnightIso(addDaysToDay(filters.to_date, 1));
  let range = 'created_at >= ? AND created_at < ?';
  let rangeParams: (string | number)[] = [from, until];
  if (after) {
    // One upper bound only (the index range takes one): the cursor's time, with the row value
    // breaking ties within it.
    const [createdAt, id] = positionOf(after);
    range = 'created_at >= ? AND created_at <= ? AND (created_at, id) < (?, ?)';
    rangeParams = [from, createdAt < until ? createdAt : until, createdAt, id];
  }
  const rows = all<DashboardRow>(
    db,
    `WITH page AS (SELECT id FROM loans INDEXED BY loans_created_filters
       WHERE ${range} AND ${where}
       ORDER BY created_at DESC, id DESC LIMIT ?)
     SELECT l.id AS loan_id, l.status, l.amount, l.created_at, l.approved_at, l.disbursed_at,
       l.rejected_at FROM page CROSS JOIN loans l ON l.id = page.id
     ORDER BY l.created_at DESC, l.id DESC`,
    ...rangeParams,
    ...params,
    entries + 1,
  ).map((row) => ({
    loan_id: row.loan_id,
    status: row.status,
    amount: row.amount,
    created_at: row.created_at,
    approved_at: row.approved_at,
    disbursed_at: row.disbursed_at,
    rejected_at: row.rejected_at,
  }));
  const more = rows.length > entries;
  if (more) rows.pop();
  return { rows, next: more ? cursorOf(rows[rows.length - 1]!) : null };
}

/** Every loan type on record: one index step per type (a loose index scan), not every loan. */
const LOAN_TYPES_SQL = `WITH RECURSIVE types (loan_type) AS (
    SELECT min(loan_type) FROM loans
    UNION ALL SELECT (SELECT min(loan_type) FROM loans WHERE loan_type > types.loan_type)
      FROM types WHERE types.loan_type IS NOT NULL)
  SELECT loan_type FROM types WHERE loan_type IS NOT NULL`;

/** Totals and counts per day and group, from the per-day totals. */
function aggregates(db: Db, filters: Filters) {
  const [where, params] = filterSql(filters);
  const clause = ` FROM loan_day_totals WHERE day >= ? AND day <= ? AND ${where} AND loans > 0`;
  const allParams = [filters.from_date, filters.to_date, ...params];
  const totals = one<{ n: number | null; amount: number | null }>(
    db,
    `SELECT sum(loans) AS n, sum(amount) AS amount${clause}`,
    ...allParams,
  );
  const perDay = all<{ date: string; status: StatusGroup; count: number }>(
    db,
    `SELECT day AS date, ${GROUP_SQL} AS status, sum(loans) AS count${clause}
     GROUP BY 1, 2 ORDER BY 1, 2`,
    ...allParams,
  );
  return {
    total_loans: Number(totals?.n ?? 0),
    total_amount: Number(totals?.amount ?? 0),
    per_day: perDay.map((row) => ({ date: row.date, status: row.status, count: row.count })),
  };
}

export function dashboardHandlers(
  ctx: Ctx,
): Handlers<operations, 'getLoansDashboard' | 'listDashboardLoans'> {
  const { db } = ctx;
  const rolesOf = (request: Parameters<typeof staffOf>[0]) => {
    const { roles } = staffOf(request);
    if (isInvestorOnly(roles)) throw forbidden();
    return roles;
  };
  return {
    async getLoansDashboard(request) {
      const filters = filtersOf(request.query, rolesOf(request));
      return {
        ...aggregates(db, filters),
        loan_types: all<{ loan_type: string }>(db, LOAN_TYPES_SQL).map((row) => row.loan_type),
        ...rowsPage(db, filters, request.query.entries ?? 100),
      };
    },

    async listDashboardLoans(request) {
      const filters = filtersOf(request.query, rolesOf(request));
      return rowsPage(db, filters, request.query.entries ?? 100, request.query.after);
    },
  };
}
