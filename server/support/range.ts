// A date range of India days (start_date..end_date) as the UTC instants stored rows are compared
// with: from the start day's India midnight up to, not including, the day after the end day's.
import { badRequest } from '../errors.ts';
import { addDaysToDay } from '../time.ts';

export const MAX_RANGE_DAYS = 366;

export type DayRange = { start: string; end: string; from: string; to: string; days: number };

const DAY_MS = 86_400_000;
const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString();

export function dayRange(start: string, end: string): DayRange {
  const days = Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS) + 1;
  if (!Number.isFinite(days)) throw badRequest('start_date and end_date must be dates.');
  if (days < 1) throw badRequest('end_date must not be before start_date.');
  if (days - 1 > MAX_RANGE_DAYS) {
    throw badRequest(`end_date must be at most ${MAX_RANGE_DAYS} days after start_date.`);
  }
  return { start, end, from: indiaMidnight(start), to: indiaMidnight(addDaysToDay(end, 1)), days };
}
