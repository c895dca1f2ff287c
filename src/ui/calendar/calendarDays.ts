import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/* Calendar arithmetic on YYYY-MM-DD days (in UTC, so no time zone or daylight saving shifts). */

const DAY = 'YYYY-MM-DD';
const at = (day: string) => dayjs.utc(day, DAY);

export const shiftDays = (day: string, days: number): string =>
  at(day).add(days, 'day').format(DAY);

/** The same day of another month, clamped to its length (31 Jan + 1 month = 28/29 Feb). */
export const shiftMonths = (day: string, months: number): string =>
  at(day).add(months, 'month').format(DAY);

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (day: string): number => at(day).day();

export const sameMonth = (a: string, b: string): boolean => a.slice(0, 7) === b.slice(0, 7);

/** Whether a day lies within the optional bounds (inclusive; YYYY-MM-DD compares as text). */
export const withinBounds = (day: string, min?: string, max?: string): boolean =>
  (!min || day >= min) && (!max || day <= max);

/** The nearest day within the bounds. */
export function clampDay(day: string, min?: string, max?: string): string {
  if (min && day < min) return min;
  if (max && day > max) return max;
  return day;
}

/** The weeks (Sunday first, as Indian calendars print them) that show the month of `day`. */
export function monthWeeks(day: string): string[][] {
  const first = at(day).startOf('month');
  let cursor = first.subtract(first.day(), 'day');
  const last = first.endOf('month');
  const weeks: string[][] = [];
  while (!cursor.isAfter(last, 'day')) {
    const week: string[] = [];
    for (let i = 0; i < 7; i++) {
      week.push(cursor.format(DAY));
      cursor = cursor.add(1, 'day');
    }
    weeks.push(week);
  }
  return weeks;
}

export const monthTitle = (day: string): string => at(day).format('MMMM YYYY');
export const dayName = (day: string): string => at(day).format('dddd, D MMMM YYYY');
export const dayOfMonth = (day: string): number => at(day).date();

export const WEEKDAYS = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
] as const;
