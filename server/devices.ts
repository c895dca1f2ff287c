// Devices and their messages (spec part 1 §2-§4): what the handlers and the seed share — the best
// device rule, the message filters, and the numbers found in messages.
import type { components } from '../openapi/generated/main.ts';

type Category = components['schemas']['MessageCategory'];
type Filter = components['schemas']['MessageFilter'];
type Findings = components['schemas']['MessageFindings'];

export const MESSAGE_CATEGORIES: readonly Category[] = [
  'Banking',
  'Aadhaar',
  'ITDC',
  'EPFO',
  'Telecom',
  'Others',
];

/** Verification percentages are shown and compared with 2 decimals (spec part 1 §9). */
export const twoDecimals = (n: number) => Math.round(n * 100) / 100;

/**
 * The best device (spec part 1 §4): the highest verification percentage; the first of equals
 * (devices come newest login first). Null for no devices.
 */
export function bestDeviceIndex(percentages: readonly number[]): number | null {
  let best: number | null = null;
  percentages.forEach((p, i) => {
    if (best === null || twoDecimals(p) > twoDecimals(percentages[best]!)) best = i;
  });
  return best;
}

/** A 10-digit Indian mobile number inside a text. */
const MOBILE = /(?<!\d)[6-9]\d{9}(?!\d)/g;
const ACCOUNT = /(?:A\/c|Acct|account)\s*(?:no\.?\s*)?[X*]*(\d{4,})/gi;
const AADHAAR = /(?<!\d)(?:X{4}\s?X{4}\s?|\d{4}\s?\d{4}\s?)(\d{4})(?!\d)/g;
const PAN = /\b[A-Z]{5}\d{4}[A-Z]\b/g;

/** The SQL condition of a filter on `m` (device_messages): the part after WHERE device_id = ?. */
export function filterCondition(filter: Filter | undefined): string {
  if (!filter) return '';
  if (filter === 'Negative') return ' AND m.negative = 1';
  if (filter === 'ContainsMobile')
    return " AND m.body GLOB '*[6-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]*'";
  return ' AND m.category = :category';
}

type Variant = components['schemas']['MessageVariant'];

/** The variant's further condition (spec part 1 §9): positive = no negative keywords. */
export function variantCondition(variant: Variant | undefined): string {
  if (variant === 'positive') return ' AND m.negative = 0';
  if (variant === 'negative') return ' AND m.negative = 1';
  return '';
}

/** Whether a message body holds a mobile number (the ContainsMobile filter, exactly). */
export const containsMobile = (body: string) => new RegExp(MOBILE.source).test(body);

export type Owned = {
  account: string;
  alternateAccount: string;
  pan: string;
  contacts: readonly string[];
};

const unique = (items: Iterable<string>) => [...new Set(items)].sort();

/**
 * Numbers seen in messages (spec 'showing account, alternate account, Aadhaar, PAN, mobile and
 * alternate contacts'): accounts are matched to the customer's by their last 4 digits.
 */
export function findingsOf(bodies: readonly string[], owned: Owned): Findings {
  const accounts = new Set<string>();
  const aadhaar = new Set<string>();
  const pan = new Set<string>();
  const mobiles = new Set<string>();
  for (const body of bodies) {
    for (const m of body.matchAll(ACCOUNT)) accounts.add(m[1]!.slice(-4));
    for (const m of body.matchAll(AADHAAR))
      if (/aadhaar/i.test(body)) aadhaar.add(`XXXX XXXX ${m[1]}`);
    for (const m of body.matchAll(PAN)) pan.add(m[0]);
    for (const m of body.matchAll(MOBILE)) mobiles.add(m[0]);
  }
  const last4 = (n: string) => n.slice(-4);
  const contacts = new Set(owned.contacts);
  return {
    account: unique([...accounts].filter((a) => a === last4(owned.account)).map((a) => `XXXX${a}`)),
    alternate_account: unique(
      [...accounts]
        .filter((a) => owned.alternateAccount && a === last4(owned.alternateAccount))
        .map((a) => `XXXX${a}`),
    ),
    aadhaar: unique(aadhaar),
    pan: unique(pan),
    mobile: unique(mobiles),
    alternate_contacts: unique([...mobiles].filter((m) => contacts.has(m))),
  };
}
