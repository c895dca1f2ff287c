// Alternate contacts of a customer: the list with what is known of each contact, add, edit one
// field at a time, and the relations a contact may have.
import type { components, operations } from '../../openapi/generated/main.ts';
import { record } from '../activity.ts';
import type { Ctx } from '../context.ts';
import { canAccessCustomer, requireAccessibleCustomer } from '../customers.ts';
import { type Db, transaction } from '../db/database.ts';
import { all, one, run } from '../db/statements.ts';
import {
  BLACKLIST_FEATURES,
  CONTACT_RELATIONS,
  canEditAlternateContacts,
  canSetReferenceCheck,
  isValidContactName,
  type RoleFlags,
} from '../domain.ts';
import { badRequest, forbidden, NO_PERMISSION, notFound } from '../errors.ts';
import { once } from '../http/idempotency.ts';
import { staffOf } from '../http/security.ts';
import { nowIso } from '../time.ts';
import type { Handlers } from './types.ts';

type AlternateContact = components['schemas']['AlternateContact'];
type ContactOps =
  | 'listAlternateContacts'
  | 'addAlternateContact'
  | 'updateAlternateContact'
  | 'listContactRelations';
type Field = 'contact' | 'name' | 'relation' | 'reference_check';

/** The spec's text for a name the dialog would not accept (§5); the contract refuses most first. */
const INVALID_CONTACT = 'Invalid contact/name, please enter valid value.';
export const DUPLICATE_CONTACT = 'This number is already an alternate contact of this customer.';
export const OWN_NUMBER = "A customer's own number cannot be their alternate contact.";

type ContactRow = {
  id: number;
  contact: string;
  name: string;
  relation: AlternateContact['relation'];
  added_by: string;
  added_on: string;
  reference_check: AlternateContact['reference_check'];
  /** The contact's own customer id, when the number is a customer's. */
  kid: number | null;
  kusername: string | null;
  loan_id: number | null;
  share_status: string | null;
  dpd: number | null;
  overdue_amount: number | null;
  has_blacklist: number;
} & Record<(typeof BLACKLIST_FEATURES)[number], number | null>;

/**
 * Contacts with the contact-as-customer facts beside them: the latest loan share (newest share,
 * then highest id), the latest soft-call record (last updated, then highest id), the blacklist row.
 */
const contactsWhere = (where: string) => `
  WITH picked AS (
    SELECT a.*, k.id AS kid, k.username AS kusername,
      (SELECT s.id FROM loan_shares s WHERE s.customer_id = k.id
        ORDER BY s.created_at DESC, s.id DESC LIMIT 1) AS share_id,
      (SELECT sc.id FROM soft_calls sc WHERE sc.customer_id = k.id
        ORDER BY sc.last_updated DESC, sc.id DESC LIMIT 1) AS call_id
    FROM alternate_contacts a LEFT JOIN customers k ON k.username = a.contact
    WHERE ${where})
  SELECT p.id, p.contact, p.name, p.relation, p.added_by, p.added_on, p.reference_check, p.kid,
    p.kusername, ls.loan_id, ls.status AS share_status, sc.dpd, sc.overdue_amount,
    b.customer_id IS NOT NULL AS has_blacklist,
    ${BLACKLIST_FEATURES.map((f) => `b.${f}`).join(', ')}
  FROM picked p
    LEFT JOIN loan_shares ls ON ls.id = p.share_id
    LEFT JOIN soft_calls sc ON sc.id = p.call_id
    LEFT JOIN blacklist b ON b.customer_id = p.kid
  ORDER BY p.added_on DESC, p.id DESC`;
const OF_CUSTOMER = contactsWhere('a.customer_id = ?');
const BY_ID = contactsWhere('a.id = ?');

/**
 * A row as the contract sends it. What is known of a contact who is a customer is shown only when
 * the caller may open that customer (a lender sees their borrowers only), so the list leaks nothing
 * the customer page would refuse.
 */
function present(db: Db, roles: RoleFlags, row: ContactRow): AlternateContact {
  const known = row.kid !== null && canAccessCustomer(db, roles, row.kid);
  const flags = Object.fromEntries(
    BLACKLIST_FEATURES.map((f) => [f, !row.has_blacklist || row[f] === 1]),
  ) as NonNullable<AlternateContact['blacklist_level']>;
  return {
    id: row.id,
    contact: row.contact,
    name: row.name,
    relation: row.relation,
    username: known ? row.kusername : null,
    latest_loan:
      known && row.loan_id !== null
        ? ({ [String(row.loan_id)]: row.share_status } as AlternateContact['latest_loan'])
        : null,
    dpd: known ? row.dpd : null,
    overdue: known ? row.overdue_amount : null,
    blacklist_level: known ? flags : null,
    added_by: row.added_by,
    added_on: row.added_on,
    reference_check: row.reference_check,
  };
}

function contactById(db: Db, roles: RoleFlags, id: number): AlternateContact {
  const row = one<ContactRow>(db, BY_ID, id);
  if (!row) throw notFound('Alternate contact not found');
  return present(db, roles, row);
}

/** The number is neither the customer's own nor already one of their other contacts. */
function checkNumber(
  db: Db,
  customer: { id: number; username: string; mobile: string },
  contact: string,
  exceptId = 0,
): void {
  if (contact === customer.username || contact === customer.mobile) throw badRequest(OWN_NUMBER);
  const taken = one(
    db,
    'SELECT 1 FROM alternate_contacts WHERE customer_id = ? AND contact = ? AND id <> ?',
    customer.id,
    contact,
    exceptId,
  );
  if (taken) throw badRequest(DUPLICATE_CONTACT);
}

export function alternateContactHandlers(ctx: Ctx): Handlers<operations, ContactOps> {
  const { db } = ctx;
  return {
    async listContactRelations() {
      return { relations: [...CONTACT_RELATIONS] };
    },

    async listAlternateContacts(request) {
      const { roles } = staffOf(request);
      const customer = requireAccessibleCustomer(db, roles, request.params.username);
      const rows = all<ContactRow>(db, OF_CUSTOMER, customer.id);
      return { results: rows.map((row) => present(db, roles, row)) };
    },

    async addAlternateContact(request) {
      const user = staffOf(request);
      if (!canEditAlternateContacts(user.roles)) throw forbidden(NO_PERMISSION);
      const { contact, relation, username, added_by } = request.body;
      if (added_by !== user.username) {
        throw badRequest('added_by must be the username of the signed-in user.');
      }
      const name = request.body.name.trim();
      if (!isValidContactName(name)) throw badRequest(INVALID_CONTACT);
      const customer = requireAccessibleCustomer(db, user.roles, username);
      return once(db, request, user.id, 'addAlternateContact', () =>
        transaction(db, () => {
          checkNumber(db, customer, contact);
          const { id } = run(
            db,
            `INSERT INTO alternate_contacts (customer_id, contact, name, relation, added_by, added_on)
             VALUES (?, ?, ?, ?, ?, ?)`,
            customer.id,
            contact,
            name,
            relation,
            user.username,
            nowIso(),
          );
          record(db, user.id, 'alternate_contact.add', `customer:${customer.username}`, {
            id,
            contact,
            name,
            relation,
          });
          return contactById(db, user.roles, id);
        }),
      );
    },

    async updateAlternateContact(request) {
      const user = staffOf(request);
      if (!canEditAlternateContacts(user.roles)) throw forbidden(NO_PERMISSION);
      const { id, ...change } = request.body;
      // The contract allows exactly one field beside id.
      const [field, given] = Object.entries(change)[0] as [Field, string];
      if (field === 'reference_check' && !canSetReferenceCheck(user.roles)) {
        throw forbidden(NO_PERMISSION);
      }
      const current = one<{ username: string } & Record<Field, string | null>>(
        db,
        `SELECT c.username, a.contact, a.name, a.relation, a.reference_check
         FROM alternate_contacts a JOIN customers c ON c.id = a.customer_id WHERE a.id = ?`,
        id,
      );
      if (!current) throw notFound('Alternate contact not found');
      const customer = requireAccessibleCustomer(db, user.roles, current.username);
      const value = field === 'name' ? given.trim() : given;
      if (field === 'name' && !isValidContactName(value)) throw badRequest(INVALID_CONTACT);
      return transaction(db, () => {
        if (field === 'contact') checkNumber(db, customer, value, id);
        run(db, `UPDATE alternate_contacts SET ${field} = ? WHERE id = ?`, value, id);
        record(db, user.id, 'alternate_contact.update', `customer:${customer.username}`, {
          id,
          field,
          from: current[field],
          to: value,
        });
        return contactById(db, user.roles, id);
      });
    },
  };
}
