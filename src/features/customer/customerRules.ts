import { CUSTOMER_TABS, type CustomerTab } from './customerTypes.ts';

/** The spec's default tab (part 1 §2). */
export const DEFAULT_CUSTOMER_TAB: CustomerTab = 'loans';

export function isCustomerTab(value: unknown): value is CustomerTab {
  return typeof value === 'string' && (CUSTOMER_TABS as readonly string[]).includes(value);
}

/** The tab a location hash deep-links to ('#activity' → 'activity'); unknown hashes → default. */
export function tabFromHash(hash: string | null | undefined): CustomerTab {
  const name = (hash ?? '').replace(/^#/, '');
  return isCustomerTab(name) ? name : DEFAULT_CUSTOMER_TAB;
}

/** The hash that deep-links to `tab`. */
export function hashOfTab(tab: CustomerTab): string {
  return `#${tab}`;
}

/**
 * The Aadhaar number with every digit but the last 4 hidden, whatever the server sent (it may
 * already be masked; a full number must never reach the screen).
 */
export function maskAadhaar(value: string | null): string | null {
  if (value === null) return null;
  const digits = value.replace(/\D/g, '');
  const last4 = digits.slice(-4);
  if (!last4) return 'XXXX XXXX XXXX';
  return `XXXX XXXX ${last4.padStart(4, 'X')}`;
}

/** A customer id as the contract writes it (Username): ten digits. */
const CUSTOMER_ID = /^[0-9]{10}$/;

/**
 * Whether `username` can be a customer's id. One that cannot (a mistyped address) is not found
 * without asking: the contract has no such request.
 */
export function isCustomerId(username: string): boolean {
  return CUSTOMER_ID.test(username);
}

/** A user id as the page's address may carry it: a positive whole number, exact in JavaScript. */
const USER_ID = /^[1-9][0-9]*$/;

/** What /lender/user/{segment} names: a customer by username, by user id, or nobody. */
export type CustomerRef =
  | { kind: 'username'; username: string }
  | { kind: 'userId'; userId: number }
  | { kind: 'invalid' };

/**
 * Ten digits are a username (usernames are ten-digit mobile numbers), any other positive whole
 * number a user id; anything else cannot name a customer and is not found without asking.
 */
export function customerRef(segment: string): CustomerRef {
  if (isCustomerId(segment)) return { kind: 'username', username: segment };
  if (USER_ID.test(segment) && Number.isSafeInteger(Number(segment))) {
    return { kind: 'userId', userId: Number(segment) };
  }
  return { kind: 'invalid' };
}

/** Whether a failed call says there is no such customer (404), or no such id could be one (400). */
export function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    ((error as { status: unknown }).status === 404 || (error as { status: unknown }).status === 400)
  );
}

/** Whether a failed call was refused for lack of permission. */
export function isForbidden(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    (error as { status: unknown }).status === 403
  );
}

/** The page of the customer `username` (this page's own address, so the feature names it). */
export function customerPageHref(username: string): string {
  return `/lender/user/${username}`;
}
