// The customer's phone-book contacts as the loan history panel and the Social tab read them: the
// loans of contacts who are customers, the co-borrowers and how they are saved, the contacts list.
import type { components, operations } from '../../openapi/generated/main.ts';
import type { Ctx } from '../context.ts';
import { type CustomerRow, canAccessCustomer, requireAccessibleCustomer } from '../customers.ts';
import type { Db } from '../db/database.ts';
import { all, one } from '../db/statements.ts';
import { BLACKLIST_FEATURES, isWithheld, type RoleFlags } from '../domain.ts';
import { forbidden, NO_PERMISSION, notFound } from '../errors.ts';
import { staffOf } from '../http/security.ts';
import { asOf, repeatUserScore } from './loanHistory.ts';
import type { Handlers } from './types.ts';

type Ops = 'listContactsLoanHistory' | 'listCoborrowerContacts' | 'listPhoneContacts';
type ContactLoanHistoryRow = components['schemas']['ContactLoanHistoryRow'];
type Flags = NonNullable<ContactLoanHistoryRow['blacklist_flags']>;

const FLAG_COLUMNS = BLACKLIST_FEATURES.map((f) => `b.${f}`).join(', ');
const BLOCKED = BLACKLIST_FEATURES.map((f) => `b.${f} = 0`).join(' OR ');

/** Leaves out the co-borrowers of `:loan` (0: none). */
const NOT_IN_LOAN = 'c.id NOT IN (SELECT customer_id FROM loan_shares WHERE loan_id = :loan)';

const CONTACT_LOANS = `
  SELECT p.name, c.id AS kid, c.username, l.id AS loan_id, l.status,
    COALESCE(b.blacklist_level, 0) AS blacklist_level, b.blacklist_reason,
    b.customer_id IS NOT NULL AS has_blacklist, ${FLAG_COLUMNS}
  FROM phone_contacts p
    JOIN customers c ON c.username = p.number
    JOIN loan_shares s ON s.customer_id = c.id
    JOIN loans l ON l.id = s.loan_id AND l.created_at <= :at
    LEFT JOIN blacklist b ON b.customer_id = c.id
  WHERE p.customer_id = :customer AND p.synced_at <= :at AND c.id <> :customer AND ${NOT_IN_LOAN}
  ORDER BY p.name, c.id, l.created_at DESC, l.id DESC`;

const COBORROWER_CONTACTS = `
  SELECT l.id AS loan_id, c.id AS kid, c.username, c.name, p.name AS contact_name
  FROM loan_shares mine
    JOIN loans l ON l.id = mine.loan_id AND l.status <> 'rejected' AND l.created_at <= :at
    JOIN loan_shares s ON s.loan_id = l.id AND s.customer_id <> mine.customer_id
    JOIN customers c ON c.id = s.customer_id
    LEFT JOIN phone_contacts p ON p.customer_id = mine.customer_id AND p.number = c.username
      AND p.synced_at <= :at
  WHERE mine.customer_id = :customer AND (:loan = 0 OR l.id = :loan)
  ORDER BY l.created_at DESC, l.id DESC, c.name, c.id`;

const PHONE_CONTACTS = `
  SELECT p.name, p.number, c.id AS kid, c.username,
    COALESCE((SELECT ${BLOCKED} FROM blacklist b WHERE b.customer_id = c.id), 0) AS blacklisted
  FROM phone_contacts p LEFT JOIN customers c ON c.username = p.number
  WHERE p.customer_id = :customer AND p.synced_at <= :at
  ORDER BY p.name, p.id`;

type ContactLoanRow = {
  name: string;
  kid: number;
  username: string;
  loan_id: number;
  status: ContactLoanHistoryRow['status'];
  blacklist_level: number;
  blacklist_reason: string | null;
  has_blacklist: number;
} & Record<(typeof BLACKLIST_FEATURES)[number], number | null>;

/** A loan_id the customer has a share in, or 0 for none asked. */
function loanOf(db: Db, customer: CustomerRow, loanId: number | undefined): number {
  if (loanId === undefined) return 0;
  const share = one(
    db,
    'SELECT 1 FROM loan_shares WHERE loan_id = ? AND customer_id = ?',
    loanId,
    customer.id,
  );
  if (!share) throw notFound('Loan not found for this customer');
  return loanId;
}

/** A lender sees only what they may open: other contacts' facts are left out. */
const visible = (db: Db, roles: RoleFlags) => (row: { kid: number | null }) =>
  row.kid !== null && canAccessCustomer(db, roles, row.kid);

export function contactsHistoryHandlers(ctx: Ctx): Handlers<operations, Ops> {
  const { db } = ctx;
  return {
    async listContactsLoanHistory(request) {
      const { roles } = staffOf(request);
      // Area sales managers are given no contact loan history (openapi/rules/customer-page.json).
      if (isWithheld(roles, 'contactLoanHistory')) throw forbidden(NO_PERMISSION);
      const customer = requireAccessibleCustomer(db, roles, request.params.username);
      const { at, day } = asOf(request.query.history_date);
      const loan = loanOf(db, customer, request.query.loan_id);
      const rows = all<ContactLoanRow>(db, CONTACT_LOANS, { customer: customer.id, at, loan });
      const scores = new Map<number, ContactLoanHistoryRow['repeat_user_score']>();
      const scoreOf = (kid: number) => {
        const known = scores.get(kid) ?? repeatUserScore(db, kid, at, day);
        scores.set(kid, known);
        return known;
      };
      return {
        results: rows.filter(visible(db, roles)).map((row) => ({
          name: row.name,
          username: row.username,
          loan_id: row.loan_id,
          status: row.status,
          blacklist_level: row.blacklist_level,
          blacklist_flags: Object.fromEntries(
            BLACKLIST_FEATURES.map((f) => [f, !row.has_blacklist || row[f] === 1]),
          ) as Flags,
          blacklist_reason: row.blacklist_reason,
          repeat_user_score: scoreOf(row.kid),
        })),
      };
    },

    async listCoborrowerContacts(request) {
      const { roles } = staffOf(request);
      const customer = requireAccessibleCustomer(db, roles, request.params.username);
      const { at } = asOf(request.query.history_date);
      const loan = loanOf(db, customer, request.query.loan_id);
      const rows = all<{
        loan_id: number;
        kid: number;
        username: string;
        name: string;
        contact_name: string | null;
      }>(db, COBORROWER_CONTACTS, { customer: customer.id, at, loan });
      return {
        results: rows.map(({ kid: _kid, ...row }) => row),
      };
    },

    async listPhoneContacts(request) {
      const { roles } = staffOf(request);
      const customer = requireAccessibleCustomer(db, roles, request.params.username);
      const { at } = asOf(request.query.history_date);
      const rows = all<{
        name: string;
        number: string;
        kid: number | null;
        username: string | null;
        blacklisted: number;
      }>(db, PHONE_CONTACTS, { customer: customer.id, at });
      const known = visible(db, roles);
      return {
        results: rows.map((row) => ({
          name: row.name,
          number: row.number,
          username: known(row) ? row.username : null,
          blacklisted: known(row) && row.blacklisted === 1,
        })),
      };
    },
  };
}
