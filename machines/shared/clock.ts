import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import utc from 'dayjs/plugin/utc.js';

/* Time as the machines count it: countdown ticks and calendar days (YYYY-MM-DD). */

dayjs.extend(utc);
dayjs.extend(customParseFormat);

export const SECOND_MS = 1000;
const DAY = 'YYYY-MM-DD';

/**
 * How long until the number shown changes: at most a second, aligned to the deadline so that a
 * late tick does not shift every later one; 0 once the deadline has passed.
 */
export function msUntilNextSecond(deadline: number, now: number): number {
  const left = deadline - now;
  if (left <= 0) return 0;
  return left % SECOND_MS || SECOND_MS;
}

/** A real calendar day written YYYY-MM-DD (not 2025-02-30). */
export const isIsoDay = (value: string): boolean => dayjs.utc(value, DAY, true).isValid();

/** The day `days` after `day` (calendar arithmetic: no time zone or daylight saving involved). */
export const addDays = (day: string, days: number): string =>
  dayjs.utc(day, DAY, true).add(days, 'day').format(DAY);
