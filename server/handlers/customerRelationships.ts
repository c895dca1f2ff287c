// The customers a customer is related to (customer 360, loan history panel): through loans they
// borrowed together, alternate contacts and phone books, as the links stood at a date.
import type { components, operations } from '../../openapi/generated/main.ts';
import type { Ctx } from '../context.ts';
import { BLACKLISTED_SQL, canAccessCustomer, requireAccessibleCustomer } from '../customers.ts';
import { all } from '../db/statements.ts';
import { isWithheld } from '../domain.ts';
import { forbidden, NO_PERMISSION } from '../errors.ts';
import { staffOf } from '../http/security.ts';
import { asOf } from './loanHistory.ts';
import type { Handlers } from './types.ts';

type Link = components['schemas']['CustomerRelationship']['links'][number];

/** One row per (related customer, way they are linked); loans count only for borrowing links. */
const LINKS = `
  WITH shared AS (
    SELECT o.customer_id AS kid, l.id AS loan_id, l.leader_id
    FROM loan_shares s JOIN loans l ON l.id = s.loan_id
      JOIN loan_shares o ON o.loan_id = l.id AND o.customer_id <> s.customer_id
    WHERE s.customer_id = :customer AND l.created_at <= :at AND l.status <> 'rejected'),
  links AS (
    SELECT kid, 'co_borrower' AS link, count(DISTINCT loan_id) AS loans FROM shared GROUP BY kid
    UNION ALL SELECT kid, 'group_leader', 0 FROM shared WHERE leader_id = kid GROUP BY kid
    UNION ALL SELECT k.id, 'alternate_contact', 0 FROM alternate_contacts a
      JOIN customers k ON k.username = a.contact
      WHERE a.customer_id = :customer AND a.added_on <= :at
    UNION ALL SELECT k.id, 'phone_contact', 0 FROM phone_contacts p
      JOIN customers k ON k.username = p.number
      WHERE p.customer_id = :customer AND p.synced_at <= :at
    UNION ALL SELECT p.customer_id, 'has_customer_in_contacts', 0 FROM phone_contacts p
      WHERE p.number = :username AND p.synced_at <= :at)
  SELECT c.id AS kid, c.username, c.name, links.link, links.loans, ${BLACKLISTED_SQL} AS blacklisted
  FROM links JOIN customers c ON c.id = links.kid
  WHERE c.id <> :customer`;

/** The order the links are listed in, strongest first. */
const LINK_ORDER: readonly Link[] = [
  'co_borrower',
  'group_leader',
  'alternate_contact',
  'phone_contact',
  'has_customer_in_contacts',
];

type Row = {
  kid: number;
  username: string;
  name: string;
  link: Link;
  loans: number;
  blacklisted: number;
};

export function customerRelationshipHandlers(
  ctx: Ctx,
): Handlers<operations, 'listCustomerRelationships'> {
  const { db } = ctx;
  return {
    async listCustomerRelationships(request) {
      const { roles } = staffOf(request);
      // Area sales managers are given no customer relationships (openapi/rules/customer-page.json).
      if (isWithheld(roles, 'contactLoanHistory')) throw forbidden(NO_PERMISSION);
      const customer = requireAccessibleCustomer(db, roles, request.params.username);
      const { at } = asOf(request.query.history_date);
      const rows = all<Row>(db, LINKS, { customer: customer.id, username: customer.username, at });
      const byCustomer = new Map<number, { row: Row; links: Set<Link>; loans: number }>();
      for (const row of rows) {
        const entry = byCustomer.get(row.kid) ?? { row, links: new Set<Link>(), loans: 0 };
        entry.links.add(row.link);
        entry.loans += row.loans;
        byCustomer.set(row.kid, entry);
      }
      return {
        results: [...byCustomer.values()]
          // A lender sees only the customers they may open.
          .filter(({ row }) => canAccessCustomer(db, roles, row.kid))
          .sort((a, b) => b.loans - a.loans || a.row.name.localeCompare(b.row.name))
          .map(({ row, links, loans }) => ({
            username: row.username,
            name: row.name,
            links: LINK_ORDER.filter((link) => links.has(link)),
            shared_loans: loans,
            blacklisted: row.blacklisted === 1,
          })),
      };
    },
  };
}
