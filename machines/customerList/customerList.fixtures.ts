import type { CustomerPage, CustomerQuery, CustomerSummary } from './customerList.types.ts';

/* Sample customers the path specs, tests and stories share. Deterministic: the same number
   always gives the same customer. */

const FIRST = ['Asha', 'Ravi', 'Meena', 'Farhan', 'Lakshmi', 'Arjun', 'Kavya', 'Imran', 'Neha'];
const LAST = ['Verma', 'Kumar', 'Iyer', 'Shaikh', 'Nair', 'Reddy', 'Das', 'Gill', 'Joshi'];
const CITIES = ['Pune', 'Jaipur', 'Lucknow', 'Indore', 'Nagpur', 'Surat', null];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const letter = (n: number) => LETTERS[n % 26]!;

/** Customer `n` (1-based): a 10-digit username, a PAN-shaped PAN, some without PAN or city. */
export function sampleCustomer(
  n: number,
  overrides: Partial<CustomerSummary> = {},
): CustomerSummary {
  const username = String(7_000_000_000 + n * 7_919);
  const pan = `${letter(n)}${letter(n * 3)}${letter(n * 7)}P${letter(n * 11)}${String(n % 10_000).padStart(4, '0')}${letter(n * 13)}`;
  return {
    username,
    name: `${FIRST[n % FIRST.length]} ${LAST[(n * 5) % LAST.length]}`,
    mobile: username,
    pan_number: n % 17 === 0 ? null : pan,
    bank_account: n % 13 === 0 ? null : String(300_000_000_000 + n * 104_729),
    city: CITIES[n % CITIES.length]!,
    blacklisted: n % 6 === 0,
    ...overrides,
  };
}

/** Customers `first` … `first + n - 1`. */
export function sampleCustomers(n: number, first = 1): CustomerSummary[] {
  return Array.from({ length: n }, (_, i) => sampleCustomer(first + i));
}

/** The page a server holding `count` sample customers answers for `start` and `entries`. */
export function sampleCustomerPage(start: number, entries: number, count: number): CustomerPage {
  const n = Math.max(0, Math.min(entries, count - start));
  return { count, results: sampleCustomers(n, start + 1) };
}

/** The one sample customer a PAN search finds. */
export const PAN_SEARCH: CustomerQuery = { type: 'pan', value: sampleCustomer(3).pan_number! };
