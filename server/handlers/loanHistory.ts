// Loan history of co-borrowers (customer 360, Loans tab → loan history panel): each share with its
// repayment figures, computed in SQL from its instalments as they stood at a date.
import type { components, operations } from '../../openapi/generated/main.ts';
import type { Ctx } from '../context.ts';
import { requireAccessibleCustomer } from '../customers.ts';
import type { Db } from '../db/database.ts';
import { all, one } from '../db/statements.ts';
import { isWithheld } from '../domain.ts';
import { badRequest, forbidden, NO_PERMISSION } from '../errors.ts';
import { staffOf } from '../http/security.ts';
import type { Handlers } from './types.ts';

type LoanwiseDetail = components['schemas']['LoanwiseDetail'];
type RepeatUserScore = components['schemas']['RepeatUserScore'];

/** The instant and the day a read is as of: a history_date, or now. */
export function asOf(historyDate: string | undefined): { at: string; day: string } {
  const at = historyDate ? new Date(historyDate) : new Date();
  if (Number.isNaN(at.getTime())) throw badRequest('history_date must be a date-time');
  return { at: at.toISOString(), day: at.toISOString().slice(0, 10) };
}

/** Instalments of share `:share` unpaid at `:at` (paid later counts as unpaid then). */
const UNPAID = '(i.paid_at IS NULL OR i.paid_at > :at)';
const PAID = '(i.paid_at IS NOT NULL AND i.paid_at <= :at)';
/** Days past the oldest instalment of `share` due by `:day` and unpaid at `:at`, else 0. */
export const dpdOf = (share: string) => `COALESCE((SELECT CAST(julianday(:day) -
  julianday(min(i.due_date)) AS INTEGER) FROM share_instalments i WHERE i.loan_share_id = ${share}
  AND i.due_date <= :day AND ${UNPAID}), 0)`;

const SHARES = `
  SELECT s.id AS share_id, l.id, s.status AS user_status, s.amount AS total_amount,
    CASE WHEN l.disbursal_date <= :day THEN l.disbursal_date END AS loanshare_disbursed_date,
    l.default_lender AS lender, l.emi_start_date,
    (SELECT count(*) FROM share_instalments i WHERE i.loan_share_id = s.id) AS tenure,
    (SELECT COALESCE(sum(i.amount), 0) FROM share_instalments i WHERE i.loan_share_id = s.id
      AND i.due_date <= :day AND ${UNPAID}) AS overdue,
    (SELECT COALESCE(sum(i.penalty_paid), 0) FROM share_instalments i
      WHERE i.loan_share_id = s.id AND ${PAID}) AS penalty_paid,
    (SELECT COALESCE(sum(i.amount), 0) FROM share_instalments i WHERE i.loan_share_id = s.id
      AND ${UNPAID}) AS individual_pending,
    (SELECT COALESCE(sum(i.paid_amount), 0) FROM share_instalments i
      WHERE i.loan_share_id = s.id AND ${PAID}) AS total_paid,
    (SELECT COALESCE(sum(i.amount), 0) FROM share_instalments i JOIN loan_shares o
      ON o.id = i.loan_share_id WHERE o.loan_id = l.id AND ${UNPAID}) AS total_pending,
    ${dpdOf('s.id')} AS dpd,
    (SELECT count(*) FROM share_instalments i WHERE i.loan_share_id = s.id AND ${PAID}
      AND date(i.paid_at) > i.due_date) AS late_payments,
    (SELECT count(*) FROM share_instalments i WHERE i.loan_share_id = s.id AND ${PAID}
      AND date(i.paid_at) <= i.due_date) AS timely_payments,
    (SELECT count(*) FROM share_instalments i WHERE i.loan_share_id = s.id AND ${PAID}
      AND i.mode = 'upi') AS upi_payment,
    (SELECT count(*) FROM share_instalments i WHERE i.loan_share_id = s.id AND ${PAID}
      AND i.mode = 'nach') AS nach_payment
  FROM loan_shares s JOIN loans l ON l.id = s.loan_id
  WHERE s.customer_id = :customer AND l.created_at <= :at AND l.status <> 'rejected'
  ORDER BY l.created_at DESC, l.id DESC`;

const COBORROWERS_DPD = `
  SELECT c.name, ${dpdOf('s.id')} AS dpd FROM loan_shares s JOIN customers c
    ON c.id = s.customer_id WHERE s.loan_id = :loan AND s.customer_id <> :customer ORDER BY c.name`;

/** Loans by outcome (spec part 1 §4): success, settled, rejected; every loan counts in total. */
export const LOAN_STATUS_COUNTS = `
  SELECT count(*) AS total,
    COALESCE(sum(l.status IN ('loan_disbursed', 'completed')), 0) AS success,
    COALESCE(sum(l.status IN ('settled', 'written_off')), 0) AS settled,
    COALESCE(sum(l.status = 'rejected'), 0) AS rejected
  FROM loan_shares s JOIN loans l ON l.id = s.loan_id
  WHERE s.customer_id = :customer AND l.created_at <= :at`;

type ShareRow = Omit<LoanwiseDetail, 'perc_compl' | 'coborrowers_dpd' | 'tenure'> & {
  share_id: number;
  tenure: number;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

function loanwiseDetails(db: Db, customer: number, at: string, day: string): LoanwiseDetail[] {
  return all<ShareRow>(db, SHARES, { customer, at, day }).map(({ share_id, ...row }) => ({
    ...row,
    tenure: row.tenure > 0 ? row.tenure : null,
    perc_compl:
      row.total_amount > 0 ? Math.min(100, round2((row.total_paid / row.total_amount) * 100)) : 0,
    coborrowers_dpd: Object.fromEntries(
      all<{ name: string; dpd: number }>(db, COBORROWERS_DPD, {
        loan: row.id,
        customer,
        at,
        day,
      }).map((c) => [c.name, c.dpd]),
    ),
  }));
}

const REPEAT_SCORE = `
  WITH mine AS (SELECT s.id, l.status, l.id AS loan FROM loan_shares s JOIN loans l
      ON l.id = s.loan_id WHERE s.customer_id = :customer AND l.created_at <= :at
      AND l.status IN ('loan_disbursed', 'completed', 'settled', 'written_off')),
    inst AS (SELECT i.* FROM share_instalments i WHERE i.loan_share_id IN (SELECT id FROM mine))
  SELECT
    (SELECT count(*) FROM mine) AS loans,
    (SELECT count(*) FROM mine WHERE status = 'completed') AS completed,
    (SELECT count(*) FROM inst i WHERE ${PAID}) AS no_of_repayments,
    (SELECT count(*) FROM inst i WHERE ${PAID} AND date(i.paid_at) <= i.due_date) AS timely,
    (SELECT count(*) FROM inst i WHERE ${PAID} AND i.mode = 'nach') AS nach,
    (SELECT COALESCE(sum(i.amount), 0) FROM inst i WHERE i.due_date <= :day) AS due,
    (SELECT COALESCE(sum(i.amount), 0) FROM inst i WHERE i.due_date <= :day AND ${UNPAID})
      AS overdue,
    (SELECT COALESCE(max(${dpdOf('m.id')}), 0) FROM mine m) AS borrower_dpd,
    (SELECT COALESCE(avg(${dpdOf('o.id')}), 0) FROM loan_shares o
      WHERE o.loan_id IN (SELECT loan FROM mine) AND o.customer_id <> :customer)
      AS avg_coborrowers_dpd`;

const perc = (part: number, whole: number) => (whole > 0 ? round2((part / whole) * 100) : 0);

/** Repeated-customer figures of a person over their disbursed shares as of a date (spec §3). */
export function repeatUserScore(
  db: Db,
  customer: number,
  at: string,
  day: string,
): RepeatUserScore {
  const r = one<Record<string, number>>(db, REPEAT_SCORE, { customer, at, day }) as Record<
    string,
    number
  >;
  return {
    percentage_loan_completed: perc(r.completed ?? 0, r.loans ?? 0),
    no_of_repayments: r.no_of_repayments ?? 0,
    overdue_perc: perc(r.overdue ?? 0, r.due ?? 0),
    borrower_dpd: r.borrower_dpd ?? 0,
    timely_payments_perc: perc(r.timely ?? 0, r.no_of_repayments ?? 0),
    nach_payment_perc: perc(r.nach ?? 0, r.no_of_repayments ?? 0),
    avg_coborrowers_dpd: round2(r.avg_coborrowers_dpd ?? 0),
  };
}

export function loanHistoryHandlers(ctx: Ctx): Handlers<operations, 'listLoanHistory'> {
  const { db } = ctx;
  return {
    async listLoanHistory(request) {
      const { roles } = staffOf(request);
      // B2B is given no loan history or borrower status (openapi/rules/customer-page.json).
      if (isWithheld(roles, 'loanHistory')) throw forbidden(NO_PERMISSION);
      const asked = request.query.username;
      const usernames = [...new Set(Array.isArray(asked) ? asked : [asked])];
      const { at, day } = asOf(request.query.history_date);
      const people = usernames.map((u) => requireAccessibleCustomer(db, roles, u));
      return {
        results: people.map((person) => ({
          name: person.name,
          user: person.username,
          loanwise_details: loanwiseDetails(db, person.id, at, day),
          loan_status: one(db, LOAN_STATUS_COUNTS, { customer: person.id, at }) as {
            total: number;
            success: number;
            settled: number;
            rejected: number;
          },
        })),
      };
    },
  };
}
