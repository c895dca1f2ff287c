// The loans dashboard: totals, counts per day and status group, and every matching row.
import type { components, operations } from '../../openapi/generated/main.ts';
import type { Ctx } from '../context.ts';
import { all, one } from '../db/statements.ts';
import {
  DISBURSED_FAMILY,
  isAdmin,
  isInvestorOnly,
  isLender,
  LOAN_STATUSES,
  type LoanStatus,
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

/** The group of `l.status`, in SQL (the statuses are constants, not user input). */
const GROUP_SQL = `CASE
    WHEN l.status IN (${quoted(NAMED_GROUPS.approved_loans)}) THEN 'approved_loans'
    WHEN l.status IN (${quoted(NAMED_GROUPS.disbursed_loans)}) THEN 'disbursed_loans'
    WHEN l.status IN (${quoted(NAMED_GROUPS.rejected_loans)}) THEN 'rejected_loans'
    ELSE 'other' END`;

/** Business days are Indian days: a loan created at 20:00 UTC belongs to the next day. */
const INDIA_OFFSET_MINUTES = 330;
const indiaMidnightIso = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString();

/** The statuses a caller sees for a filter: lenders (without admin) the disbursed group only. */
function statusesFor(filter: StatusFilter, roles: Parameters<typeof isLender>[0]) {
  let statuses: readonly LoanStatus[] =
    filter === 'all_loans' ? LOAN_STATUSES : DASHBOARD_GROUPS[filter];
  if (isLender(roles) && !isAdmin(roles)) {
    statuses = statuses.filter((status) => DISBURSED_FAMILY.includes(status));
  }
  return statuses;
}

export function dashboardHandlers(ctx: Ctx): Handlers<operations, 'getLoansDashboard'> {
  const { db } = ctx;
  return {
    async getLoansDashboard(request) {
      const { roles } = staffOf(request);
      if (isInvestorOnly(roles)) throw forbidden();
      const { from_date, to_date, loan_type, status = 'all_loans' } = request.query;
      if (from_date > to_date) throw badRequest('from_date must not be after to_date');

      const loanTypes = all<{ loan_type: string }>(
        db,
        'SELECT DISTINCT loan_type FROM loans ORDER BY loan_type',
      ).map((row) => row.loan_type);
      const statuses = statusesFor(status, roles);
      const where = [
        'l.created_at >= ?',
        'l.created_at < ?',
        `l.status IN (${statuses.map(() => '?').join(', ') || 'NULL'})`,
      ];
      const params: string[] = [
        indiaMidnightIso(from_date),
        indiaMidnightIso(addDaysToDay(to_date, 1)),
        ...statuses,
      ];
      if (loan_type) {
        where.push('l.loan_type = ?');
        params.push(loan_type);
      }
      const clause = ` FROM loans l WHERE ${where.join(' AND ')}`;

      const totals = one<{ n: number; amount: number | null }>(
        db,
        `SELECT count(*) AS n, sum(l.amount) AS amount${clause}`,
        ...params,
      );
      const perDay = all<{ date: string; status: StatusGroup; count: number }>(
        db,
        `SELECT date(l.created_at, '+${INDIA_OFFSET_MINUTES} minutes') AS date, ${GROUP_SQL} AS status,
           count(*) AS count${clause} GROUP BY 1, 2 ORDER BY 1, 2`,
        ...params,
      );
      const rows = all<DashboardRow>(
        db,
        `SELECT l.id AS loan_id, l.status, l.amount, l.created_at, l.approved_at, l.disbursed_at,
           l.rejected_at${clause} ORDER BY l.created_at DESC, l.id DESC`,
        ...params,
      );
      return {
        total_loans: Number(totals?.n ?? 0),
        total_amount: Number(totals?.amount ?? 0),
        loan_types: loanTypes,
        per_day: perDay.map((row) => ({ date: row.date, status: row.status, count: row.count })),
        rows: rows.map((row) => ({
          loan_id: row.loan_id,
          status: row.status,
          amount: row.amount,
          created_at: row.created_at,
          approved_at: row.approved_at,
          disbursed_at: row.disbursed_at,
          rejected_at: row.rejected_at,
        })),
      };
    },
  };
}
