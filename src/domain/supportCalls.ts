// Support-call admin rules (part 2 §2, §5, §9): the search box, paging, analytics ranges and the
// supervisor grid's hours.
import dayjs from 'dayjs';

/** Search call results show 10 per page (part 2 §5, §9). */
export const SUPPORT_PAGE_SIZE = 10;
/** A customer's mobile number: the search box keeps digits only, at most 10. */
export const MOBILE_MAX_DIGITS = 10;
/** The analytics open on the last 30 days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 30;
/** The contract's longest range: the end at most 366 days after the start. */
export const ANALYTICS_MAX_SPAN_DAYS = 366;
/** The supervisor grid's working hours (India), 8:00 to the 20:00 hour. */
export const SUPERVISION_HOURS: readonly number[] = Array.from({ length: 13 }, (_, i) => 8 + i);

/** What a person typed into the mobile-number box, as the box keeps it. */
export const mobileDigits = (typed: string): string =>
  typed.replace(/[^0-9]/g, '').slice(0, MOBILE_MAX_DIGITS);

/** Pages of `count` rows, at least one (an empty answer is still page 1 of 1). */
export const pageCount = (count: number): number =>
  Math.max(1, Math.ceil(count / SUPPORT_PAGE_SIZE));

/** A page number from the address: a positive whole number, else the first page. */
export function pageFromParam(value: string | null): number {
  return value && /^[1-9][0-9]{0,5}$/.test(value) ? Number(value) : 1;
}

/** YYYY-MM-DD `n` days after `day` (before it when negative). */
export const addDays = (day: string, n: number): string =>
  dayjs(day).add(n, 'day').format('YYYY-MM-DD');

/** The default analytics range: the last 30 days up to `today`. */
export const defaultAnalyticsRange = (today: string): { from: string; to: string } => ({
  from: addDays(today, 1 - ANALYTICS_DEFAULT_DAYS),
  to: today,
});

/** Why a range cannot be asked for, or null when it can. */
export function analyticsRangeProblem(
  from: string,
  to: string,
): 'missing' | 'reversed' | 'tooLong' | null {
  if (!from || !to) return 'missing';
  if (from > to) return 'reversed';
  return dayjs(to).diff(dayjs(from), 'day') > ANALYTICS_MAX_SPAN_DAYS ? 'tooLong' : null;
}

/** A 0–1 rate as a percentage (the charts' and tables' unit); null stays null. */
export const ratePercent = (rate: number | null): number | null =>
  rate === null ? null : Math.round(rate * 10000) / 100;

export type HourlyCalls = { username: string; hour: number; calls: number };

/**
 * An agent's calls per working hour (SUPERVISION_HOURS, in order) and the calls made outside
 * those hours, so every call is counted somewhere.
 */
export function agentHours(
  username: string,
  hourly: readonly HourlyCalls[],
): { hours: number[]; otherHours: number } {
  const hours = SUPERVISION_HOURS.map(() => 0);
  let otherHours = 0;
  for (const cell of hourly) {
    if (cell.username !== username) continue;
    const at = SUPERVISION_HOURS.indexOf(cell.hour);
    if (at >= 0) hours[at] = (hours[at] ?? 0) + cell.calls;
    else otherHours += cell.calls;
  }
  return { hours, otherHours };
}
