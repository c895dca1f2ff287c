import { PAGE_SIZES } from '../../src/domain/loans.ts';
import type {
  CustomerListQuery,
  CustomerQuery,
  FetchCustomerPagesInput,
} from './customerList.types.ts';

/** Rows per request (spec part 1 §9: customers 14). */
export const CUSTOMER_PAGE_SIZE = PAGE_SIZES.customers;

/** The contract's limit on search_string. */
export const SEARCH_MAX_LENGTH = 100;

/**
 * Whether the header's customer search may run for `value`: some non-blank text within the
 * contract's limit.
 *
 * Part 2 §5 reports the old screen searched only for a value "non-empty and not 10 characters
 * long", and says itself that the source condition is unclear. We do not copy the length rule:
 * a PAN is 10 characters and a username is a 10-digit mobile number, so it would refuse exactly
 * the searches this page exists for (the issue asks only for "runs on a non-empty value").
 */
export function canSearchCustomers(value: string): boolean {
  const text = value.trim();
  return text.length > 0 && text.length <= SEARCH_MAX_LENGTH;
}

/**
 * Whether the header's Search may be pressed: for a searchable value, or for an empty box, which
 * lists every customer again (clearing the box and pressing Enter must not keep an old result).
 */
export function canSubmitCustomerSearch(value: string): boolean {
  return value.trim() === '' || canSearchCustomers(value);
}

/** The search as sent: trimmed; null (or blank text) lists every customer. */
export function normaliseQuery(query: CustomerQuery | null): CustomerQuery | null {
  if (!query || !canSearchCustomers(query.value)) return null;
  return { type: query.type, value: query.value.trim() };
}

export function sameQuery(a: CustomerQuery | null, b: CustomerQuery | null): boolean {
  if (a === null || b === null) return a === b;
  return a.type === b.type && a.value === b.value;
}

/** The listCustomers query of a request: no search fields when listing everyone. */
export function toCustomerListQuery(
  input: Pick<FetchCustomerPagesInput, 'filters' | 'start' | 'entries'>,
): CustomerListQuery {
  const { filters: query, start, entries } = input;
  return {
    start,
    entries,
    ...(query ? { search_string: query.value, search_type: query.type } : {}),
  };
}
