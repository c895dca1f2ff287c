// Customers as the handlers need them: lookup, who may open them, blacklist state.
import type { Db } from './db/database.ts';
import { containsPattern, one } from './db/statements.ts';
import { isAdmin, isInvestorOnly, isLender, type RoleFlags } from './domain.ts';
import { forbidden, notFound } from './errors.ts';

export type CustomerRow = {
  id: number;
  username: string;
  name: string;
  mobile: string;
  city: string;
  profile: string;
  first_login: string | null;
  last_login: string | null;
  last_latitude: number | null;
  last_longitude: number | null;
};

const CUSTOMER_COLUMNS = `id, username, name, mobile, city, profile, first_login, last_login,
  last_latitude, last_longitude`;

export function findCustomer(db: Db, username: string): CustomerRow | undefined {
  return one<CustomerRow>(
    db,
    `SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE username = ?`,
    username,
  );
}

/** By the customer's user id (the id of the page's /lender/user/{user_id}). */
export function findCustomerById(db: Db, id: number): CustomerRow | undefined {
  return one<CustomerRow>(db, `SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE id = ?`, id);
}

function found(customer: CustomerRow | undefined): CustomerRow {
  if (!customer) throw notFound('Customer not found');
  return customer;
}

export function requireCustomer(db: Db, username: string): CustomerRow {
  return found(findCustomer(db, username));
}

/**
 * Investors have no customer access; lenders only see people in loans that were disbursed
 * (`funded_customers`, kept by triggers from the loans and their shares: migration 007).
 */
export function canAccessCustomer(db: Db, roles: RoleFlags, customerId: number): boolean {
  if (isAdmin(roles)) return true;
  if (isInvestorOnly(roles)) return false;
  if (!isLender(roles)) return true;
  return one(db, 'SELECT 1 FROM funded_customers WHERE customer_id = ?', customerId) !== undefined;
}

export const NO_ACCESS = "Sorry! You don't have access to see this page";

/**
 * The one access rule of every customer-scoped operation: the customer exists (404) and the
 * caller may open them (403 with the spec's words), whatever the operation reads or changes.
 */
export function requireAccessibleCustomer(db: Db, roles: RoleFlags, username: string): CustomerRow {
  return accessible(db, roles, requireCustomer(db, username));
}

/** The same rule for a customer named by user id. */
export function requireAccessibleCustomerById(db: Db, roles: RoleFlags, id: number): CustomerRow {
  return accessible(db, roles, found(findCustomerById(db, id)));
}

function accessible(db: Db, roles: RoleFlags, customer: CustomerRow): CustomerRow {
  if (!canAccessCustomer(db, roles, customer.id)) throw forbidden(NO_ACCESS);
  return customer;
}

/**
 * The same rule as a filter on `customers c` for lists: null when the caller sees every customer,
 * 'none' when they see none (investors), else a condition on c.id.
 */
export function customerListFilter(roles: RoleFlags): null | 'none' | string {
  if (isAdmin(roles)) return null;
  if (isInvestorOnly(roles)) return 'none';
  if (!isLender(roles)) return null;
  // EXISTS, not IN: the list walks customers newest first and stops at a page.
  return 'EXISTS (SELECT 1 FROM funded_customers f WHERE f.customer_id = c.id)';
}

/** Blacklisted: any of the five features switched off (spec §4). */
export const BLACKLISTED_SQL = `EXISTS (SELECT 1 FROM blacklist b WHERE b.customer_id = c.id
  AND (b.refer_loan = 0 OR b.apply_loan = 0 OR b.enable_chat = 0 OR b.enable_wallet = 0
       OR b.enable_profile = 0))`;

/**
 * Strings starting with `prefix` as a range of the column's (binary) index: `LIKE` is
 * case-insensitive and cannot use it. Identifiers are stored upper-case, so the search is too.
 */
export const startsWith = (column: string) => `(${column} >= ? AND ${column} < ?)`;
export const prefixBounds = (prefix: string) => [prefix, `${prefix}\u{10FFFF}`];

/**
 * The customers whose name contains `text`: three characters or more through the trigram index
 * (a quoted FTS phrase matches a substring, case-insensitively); shorter ones scan the names.
 */
export function nameContains(text: string): [sql: string, param: string] {
  if ([...text].length >= 3) {
    return [
      'SELECT rowid FROM customer_names WHERE customer_names MATCH ?',
      `"${text.replaceAll('"', '""')}"`,
    ];
  }
  return ["SELECT id FROM customers WHERE name LIKE ? ESCAPE '\\'", containsPattern(text)];
}
