// Loan lists (applications, approved, disbursed, search) and loan decisions.
import type { components, operations } from '../../openapi/generated/main.ts';
import { record } from '../activity.ts';
import type { Ctx } from '../context.ts';
import { type Db, transaction } from '../db/database.ts';
import { all, one, run } from '../db/statements.ts';
import {
  canDecideLoans,
  canTakeDecision,
  DECISION_NEEDS_LOAN_CONFIG,
  DECISION_RULES,
  DISBURSED_FAMILY,
  hasLoanConfigValue,
  isAdmin,
  isInvestorOnly,
  isLender,
  LIST_DEFAULT_STATUSES,
  type LoanDecision,
  type LoanList,
  type LoanStatus,
  nextLoanStatus,
  type RoleFlags,
} from '../domain.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { once } from '../http/idempotency.ts';
import { staffOf } from '../http/security.ts';
import { addDaysToDay, indiaDay, nowIso } from '../time.ts';
import type { Handlers, RequestOf } from './types.ts';

type LoanSummary = components['schemas']['LoanSummary'];
type ListQuery = NonNullable<operations['searchLoans']['parameters']['query']>;
type LoanOps =
  | 'listLoanApplications'
  | 'listApprovedLoans'
  | 'listDisbursedLoans'
  | 'searchLoans'
  | 'decideLoan';

type LoanRow = Omit<LoanSummary, 'leader'> & { leader_username: string; leader_name: string };

const SUMMARY_COLUMNS = `l.id, l.status, l.amount, l.created_at, l.approved_at, l.disbursed_at,
    l.rejected_at, l.default_lender, l.emi_start_date, l.disbursal_date, l.loan_type,
    c.username AS leader_username, c.name AS leader_name,
    (SELECT count(*) FROM loan_shares s WHERE s.loan_id = l.id) AS co_borrower_count`;

function toSummary(row: LoanRow): LoanSummary {
  const { leader_username, leader_name, ...loan } = row;
  return { ...loan, leader: { username: leader_username, name: leader_name } };
}

/** The statuses a caller may see in a list: the filter (or the list's default), lenders less. */
function visibleStatuses(list: LoanList, filter: LoanStatus[] | undefined, roles: RoleFlags) {
  let statuses: readonly LoanStatus[] | null = filter?.length
    ? filter
    : LIST_DEFAULT_STATUSES[list];
  if (isLender(roles) && !isAdmin(roles)) {
    statuses = (statuses ?? DISBURSED_FAMILY).filter((s) => DISBURSED_FAMILY.includes(s));
  }
  return statuses;
}

export function listLoans(db: Db, list: LoanList, query: ListQuery, roles: RoleFlags) {
  const statuses = visibleStatuses(list, query.status, roles);
  if (statuses !== null && statuses.length === 0) return { count: 0, results: [] };
  const where: string[] = [];
  const params: (string | number)[] = [];
  if (statuses !== null) {
    where.push(`l.status IN (${statuses.map(() => '?').join(', ')})`);
    params.push(...statuses);
  }
  if (query.team_lead) {
    where.push('l.team_lead = ?');
    params.push(query.team_lead);
  }
  if (query.from_date) {
    where.push('l.created_at >= ?');
    params.push(query.from_date);
  }
  if (query.to_date) {
    // to_date is inclusive: everything before the next day.
    where.push('l.created_at < ?');
    params.push(addDaysToDay(query.to_date, 1));
  }
  if (query.loan_id !== undefined) {
    where.push('l.id = ?');
    params.push(query.loan_id);
  }
  const clause = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  const count = Number(
    one<{ n: number }>(db, `SELECT count(*) AS n FROM loans l${clause}`, ...params)?.n,
  );
  // The page is chosen on the indexes alone; only its rows are joined and counted (at ten times
  // the demo data, joining before the limit made the disbursed list's first page take 240 ms).
  // CROSS JOIN keeps the page the outer loop: with a bound LIMIT the planner cannot tell it is
  // small and would walk every loan probing it (550 ms).
  const rows = all<LoanRow>(
    db,
    `WITH page AS (SELECT l.id FROM loans l${clause}
       ORDER BY l.created_at DESC, l.id DESC LIMIT ? OFFSET ?)
     SELECT ${SUMMARY_COLUMNS} FROM page CROSS JOIN loans l ON l.id = page.id
       CROSS JOIN customers c ON c.id = l.leader_id
     ORDER BY l.created_at DESC, l.id DESC`,
    ...params,
    query.entries ?? 8,
    query.start ?? 0,
  );
  return { count, results: rows.map(toSummary) };
}

export function loanSummary(db: Db, loanId: number): LoanSummary | undefined {
  const row = one<LoanRow>(
    db,
    `SELECT ${SUMMARY_COLUMNS} FROM loans l JOIN customers c ON c.id = l.leader_id WHERE l.id = ?`,
    loanId,
  );
  return row && toSummary(row);
}

function applyDecision(db: Db, loanId: number, decision: LoanDecision, to: LoanStatus): void {
  const now = nowIso();
  const today = indiaDay();
  switch (decision) {
    case 'approve':
      run(
        db,
        'UPDATE loans SET status = ?, approved_at = ?, updated_at = ? WHERE id = ?',
        to,
        now,
        now,
        loanId,
      );
      break;
    case 'reject':
      run(
        db,
        'UPDATE loans SET status = ?, rejected_at = ?, updated_at = ? WHERE id = ?',
        to,
        now,
        now,
        loanId,
      );
      run(db, "UPDATE loan_shares SET status = 'rejected' WHERE loan_id = ?", loanId);
      break;
    case 'ready_for_disbursal':
      run(db, 'UPDATE loans SET status = ?, updated_at = ? WHERE id = ?', to, now, loanId);
      break;
    case 'disburse':
      run(
        db,
        // The loan config (default lender, EMI start date) is checked before: never made up here.
        `UPDATE loans SET status = ?, disbursed_at = ?, disbursal_date = ?, updated_at = ?
           WHERE id = ?`,
        to,
        now,
        today,
        now,
        loanId,
      );
      run(
        db,
        "UPDATE loan_shares SET status = 'loan_disbursed' WHERE loan_id = ? AND status <> 'rejected'",
        loanId,
      );
      break;
  }
}

export function loanHandlers(ctx: Ctx): Handlers<operations, LoanOps> {
  const { db } = ctx;
  const list = (name: LoanList) => async (request: RequestOf<operations['searchLoans']>) => {
    const { roles } = staffOf(request);
    if (isInvestorOnly(roles)) throw forbidden();
    return listLoans(db, name, request.query, roles);
  };
  return {
    listLoanApplications: list('applications'),
    listApprovedLoans: list('approved'),
    listDisbursedLoans: list('disbursed'),
    searchLoans: list('search'),

    async decideLoan(request) {
      const user = staffOf(request);
      if (!canDecideLoans(user.roles)) {
        throw forbidden('Only credit, disbursal and admin staff may decide loans');
      }
      const { loan_id } = request.params;
      const { decision, comment } = request.body;
      return once(db, request, user.id, 'decideLoan', () =>
        transaction(db, () => {
          const loan = one<{
            status: LoanStatus;
            default_lender: string | null;
            emi_start_date: string | null;
          }>(db, 'SELECT status, default_lender, emi_start_date FROM loans WHERE id = ?', loan_id);
          if (!loan) throw notFound('Loan not found');
          if (!canTakeDecision(user.roles, decision)) {
            throw forbidden(`Your role may not take the decision '${decision}'`);
          }
          const to = nextLoanStatus(decision, loan.status);
          if (!to) throw badRequest(`Cannot ${decision} a loan in status ${loan.status}`);
          const missing = DECISION_RULES[decision].requires.filter(
            (field) => !hasLoanConfigValue(loan[field]),
          );
          if (missing.length) throw badRequest(DECISION_NEEDS_LOAN_CONFIG);
          applyDecision(db, loan_id, decision, to);
          run(
            db,
            `INSERT INTO loan_decisions (loan_id, decision, from_status, to_status, comment, decided_by,
             decided_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
            loan_id,
            decision,
            loan.status,
            to,
            comment ?? null,
            user.id,
            nowIso(),
          );
          record(db, user.id, `loan.${decision}`, `loan:${loan_id}`, { from: loan.status, to });
          return loanSummary(db, loan_id)!;
        }),
      );
    },
  };
}
