import { EMPTY } from '../../domain/format.ts';

/**
 * The card's joining date, day-month-year (spec: "joining date day-month-year"), e.g.
 * 2024-03-05 → 05-03-2024. Read from the text, not through Date, so no time zone can move the day.
 */
export function formatJoiningDate(isoDate: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate ?? '');
  if (!match) return EMPTY;
  const [, year, month, day] = match;
  return `${day}-${month}-${year}`;
}

/** A dialable form of a phone text, or null when it holds no digits. */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^0-9+]/g, '');
  return digits ? `tel:${digits}` : null;
}
