import { isCustomerId, isForbidden, isNotFound } from './customerRules.ts';

/** What stands in for the customer page: nothing (it opens), no such customer, or a refusal. */
export type CustomerGate = 'open' | 'notFound' | 'refused' | 'pending';

/**
 * Derived from the page's reads: an id that cannot be a customer's, or a 404/400 on the access
 * check, is not found (a retry cannot help); `allowed: false` or a 403 on the access check or on
 * the profile is the refusal. Until the access check answers the page is pending; its other
 * failures are the access panel's to show.
 */
export function customerGate(input: {
  username: string;
  access: { data?: { allowed: boolean } | undefined; error: unknown };
  profileError: unknown;
}): CustomerGate {
  const { access } = input;
  if (!isCustomerId(input.username) || isNotFound(access.error)) return 'notFound';
  if (isForbidden(access.error) || access.data?.allowed === false) return 'refused';
  if (isForbidden(input.profileError)) return 'refused';
  return access.data?.allowed === true ? 'open' : 'pending';
}
