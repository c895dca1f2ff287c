// The loan page (part 1 §2-§7): a loan with its co-borrowers, their profiles and comments, the
// loan's extras, its configuration (default lender, EMI start date), loan-share data checks and
// videos. Who may do which is the loan-page rule table's (openapi/rules/loan-page.json).
import type { components, operations } from '../../openapi/generated/main.ts';
import { record } from '../activity.ts';
import type { Ctx } from '../context.ts';
import { transaction } from '../db/database.ts';
import { all, one, run } from '../db/statements.ts';
import type { RoleFlags } from '../domain.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { once } from '../http/idempotency.ts';
import { staffOf } from '../http/security.ts';
import { configEditable, opensLoan, opensLoans, requireGrant } from '../loanPage/access.ts';
import { loanProfiles } from '../loanPage/profiles.ts';
import { findLoan, type LoanRow, loanRecord } from '../loanPage/records.ts';
import { addDaysToDay, indiaDay, nowIso } from '../time.ts';
import type { Handlers } from './types.ts';

type Schemas = components['schemas'];
type Ops =
  | 'getLoan'
  | 'getLoanProfiles'
  | 'getLoanExtras'
  | 'updateLoanConfig'
  | 'listLenders'
  | 'setLoanshareCheck'
  | 'assignLoanshareVideo';

/** The furthest ahead an EMI start date may be set. */
export const EMI_START_MAX_DAYS = 366;

export function loanPageHandlers(ctx: Ctx): Handlers<operations, Ops> {
  const { db } = ctx;

  /** The loan (404) if the caller may open it (403). */
  function openLoan(roles: RoleFlags, loanId: number): LoanRow {
    if (!opensLoans(roles)) throw forbidden();
    const loan = findLoan(db, loanId);
    if (!loan) throw notFound('Loan not found');
    if (!opensLoan(roles, loan.status)) throw forbidden();
    return loan;
  }

  /** The share the customer holds in the loan: 404 unknown customer, 400 no share. */
  function shareOf(loanId: number, username: string) {
    const customer = one<{ id: number }>(
      db,
      'SELECT id FROM customers WHERE username = ?',
      username,
    );
    if (!customer) throw notFound('Customer not found');
    const share = one<{ id: number }>(
      db,
      'SELECT id FROM loan_shares WHERE loan_id = ? AND customer_id = ?',
      loanId,
      customer.id,
    );
    if (!share) throw badRequest(`${username} holds no share of loan ${loanId}`);
    return { customerId: customer.id, shareId: share.id };
  }

  return {
    async getLoan(request) {
      const { roles } = staffOf(request);
      return loanRecord(db, openLoan(roles, request.params.loan_id));
    },

    async getLoanProfiles(request) {
      const { roles } = staffOf(request);
      const loan = openLoan(roles, request.params.loan_id);
      const { username, history_date } = request.query;
      let at: string | null = null;
      if (history_date) {
        const date = new Date(history_date);
        if (Number.isNaN(date.getTime())) throw badRequest('history_date must be a date-time');
        at = date.toISOString();
      }
      const wanted = [...new Set(username)];
      const people = all<{ id: number; username: string }>(
        db,
        `SELECT c.id, c.username FROM customers c WHERE c.id = ?
         UNION SELECT c.id, c.username FROM loan_shares s JOIN customers c ON c.id = s.customer_id
           WHERE s.loan_id = ?`,
        loan.leader_id,
        loan.id,
      );
      const idOf = new Map(people.map((p) => [p.username, p.id]));
      const strangers = wanted.filter((name) => !idOf.has(name));
      if (strangers.length) {
        throw badRequest(
          `Not a co-borrower or the leader of loan ${loan.id}: ${strangers.join(', ')}`,
        );
      }
      const ids = wanted.map((name) => idOf.get(name)!);
      const profiles = loanProfiles(db, ids, at);
      return { profiles: ids.map((id) => profiles.get(id)!) };
    },

    async getLoanExtras(request) {
      const { roles } = staffOf(request);
      const loan = openLoan(roles, request.params.loan_id);
      const tags = all<{ tag: string }>(
        db,
        'SELECT tag FROM loan_tags WHERE loan_id = ? ORDER BY position',
        loan.id,
      ).map((t) => t.tag);
      const valuation = one<Schemas['PropertyValuation']>(
        db,
        `SELECT property_type, address, market_value, valuation_date, valuer, ownership, remarks
         FROM property_valuations WHERE loan_id = ?`,
        loan.id,
      );
      const family = all<Omit<Schemas['FamilyMember'], 'is_customer'> & { is_customer: number }>(
        db,
        `SELECT c.username, f.name, f.relation, f.phone, f.customer_id IS NOT NULL AS is_customer,
           (SELECT l.status FROM loan_shares s JOIN loans l ON l.id = s.loan_id
             WHERE s.customer_id = f.customer_id ORDER BY l.created_at DESC, l.id DESC LIMIT 1)
             AS loan_status
         FROM loan_family_members f LEFT JOIN customers c ON c.id = f.customer_id
         WHERE f.loan_id = ? ORDER BY f.id`,
        loan.id,
      );
      return {
        tags,
        property_valuation: valuation ?? null,
        family_data: family.map((f) => ({ ...f, is_customer: f.is_customer === 1 })),
      };
    },

    async updateLoanConfig(request) {
      const user = staffOf(request);
      requireGrant(user.roles, 'editLoanConfig');
      const loanId = request.params.loan_id;
      const { default_lender, emi_start_date } = request.body;
      return once(db, request, user.id, 'updateLoanConfig', () =>
        transaction(db, () => {
          const loan = openLoan(user.roles, loanId);
          if (!configEditable(loan.status)) {
            throw badRequest(
              `Loan ${loan.id} is ${loan.status}: its lender and EMI start date can no longer change`,
            );
          }
          const lender = one<{ name: string }>(
            db,
            'SELECT name FROM lenders WHERE name = ?',
            default_lender.trim(),
          );
          if (!lender) throw badRequest(`Unknown lender: ${default_lender}`);
          const today = indiaDay();
          const latest = addDaysToDay(today, EMI_START_MAX_DAYS);
          if (!isRealDay(emi_start_date)) {
            throw badRequest('emi_start_date must be a real day (YYYY-MM-DD)');
          }
          if (emi_start_date < today || emi_start_date > latest) {
            throw badRequest(`emi_start_date must be between ${today} and ${latest}`);
          }
          run(
            db,
            'UPDATE loans SET default_lender = ?, emi_start_date = ?, updated_at = ? WHERE id = ?',
            lender.name,
            emi_start_date,
            nowIso(),
            loan.id,
          );
          record(db, user.id, 'loan.config', `loan:${loan.id}`, {
            from: { default_lender: loan.default_lender, emi_start_date: loan.emi_start_date },
            to: { default_lender: lender.name, emi_start_date },
          });
          return loanRecord(db, findLoan(db, loan.id)!);
        }),
      );
    },

    async listLenders(request) {
      if (!opensLoans(staffOf(request).roles)) throw forbidden();
      return {
        lenders: all<{ id: number; name: string }>(
          db,
          'SELECT id, name FROM lenders ORDER BY name',
        ),
      };
    },

    async setLoanshareCheck(request) {
      const user = staffOf(request);
      requireGrant(user.roles, 'setLoanshareCheck');
      const { username, check_type, loan_id, checked } = request.body;
      return once(db, request, user.id, 'setLoanshareCheck', () =>
        transaction(db, () => {
          openLoan(user.roles, loan_id);
          const { shareId } = shareOf(loan_id, username);
          run(
            db,
            `INSERT INTO loan_share_checks (loan_share_id, check_type, checked, set_by, set_at)
             VALUES (?, ?, ?, ?, ?)
             ON CONFLICT (loan_share_id, check_type) DO UPDATE SET checked = excluded.checked,
               set_by = excluded.set_by, set_at = excluded.set_at`,
            shareId,
            check_type,
            checked ? 1 : 0,
            user.id,
            nowIso(),
          );
          record(db, user.id, 'loanshare.check', `loan:${loan_id}`, {
            username,
            check_type,
            checked,
          });
          return { check_type, checked };
        }),
      );
    },

    async assignLoanshareVideo(request) {
      const user = staffOf(request);
      requireGrant(user.roles, 'assignLoanshareVideo');
      const { username, doc_id, loan_id } = request.body;
      return once(db, request, user.id, 'assignLoanshareVideo', () =>
        transaction(db, () => {
          openLoan(user.roles, loan_id);
          const { customerId, shareId } = shareOf(loan_id, username);
          const video = one(
            db,
            `SELECT 1 FROM documents WHERE id = ? AND customer_id = ? AND kind = 'video'
               AND group_id IS NOT NULL`,
            doc_id,
            customerId,
          );
          if (!video) throw badRequest(`Document ${doc_id} is not a video of ${username}`);
          run(db, 'UPDATE loan_shares SET video_doc_id = ? WHERE id = ?', doc_id, shareId);
          record(db, user.id, 'loanshare.video', `loan:${loan_id}`, { username, doc_id });
          return { video_doc_id: doc_id };
        }),
      );
    },
  };
}

/** YYYY-MM-DD naming a day that exists (not 2026-02-30). */
function isRealDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}
