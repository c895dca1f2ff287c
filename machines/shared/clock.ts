/*
 * Time as the machines count it: countdown ticks and calendar days (YYYY-MM-DD). Plain Date
 * arithmetic in UTC, no date library: the session machine uses this on every signed-in screen's
 * critical path (ARCHITECTURE §7).
 */

export const SECOND_MS = 1000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * How long until the number shown changes: at most a second, aligned to the deadline so that a
 * late tick does not shift every later one; 0 once the deadline has passed.
 */
export function msUntilNextSecond(deadline: number, now: number): number {
  const left = deadline - now;
  if (left <= 0) return 0;
  return left % SECOND_MS || SECOND_MS;
}

/** The UTC midnight of a real calendar day written YYYY-MM-DD; null for 2025-02-30 or 'soon'. */
function utcDay(value: string): Date | null {
  const match = DAY.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const date = Number(match[3]);
  const day = new Date(0);
  // setUTCFullYear, not Date.UTC: years 0–99 stay themselves.
  day.setUTCFullYear(year, month - 1, date);
  const real =
    day.getUTCFullYear() === year && day.getUTCMonth() === month - 1 && day.getUTCDate() === date;
  return real ? day : null;
}

/** A real calendar day written YYYY-MM-DD (not 2025-02-30). */
export const isIsoDay = (value: string): boolean => utcDay(value) !== null;

/** The day `days` after `day` (calendar arithmetic: no time zone or daylight saving involved). */
export function addDays(day: string, days: number): string {
  const start = utcDay(day);
  if (!start) return 'Invalid Date';
  start.setUTCDate(start.getUTCDate() + days);
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(start.getUTCFullYear(), 4)}-${pad(start.getUTCMonth() + 1, 2)}-${pad(start.getUTCDate(), 2)}`;
}
