import { describe, expect, it } from 'vitest';
import {
  clampDay,
  monthWeeks,
  shiftDays,
  shiftMonths,
  weekday,
  withinBounds,
} from '../../src/ui/calendar/calendarDays.ts';

describe('calendar arithmetic on YYYY-MM-DD days', () => {
  it('lays out a month in whole weeks, Sunday first', () => {
    const weeks = monthWeeks('2026-10-15');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      '2026-09-27',
      '2026-09-28',
      '2026-09-29',
      '2026-09-30',
      '2026-10-01',
      '2026-10-02',
      '2026-10-03',
    ]);
    expect(weeks.at(-1)?.at(-1)).toBe('2026-10-31');
    // February 2026 starts on a Sunday and fills exactly four weeks.
    expect(monthWeeks('2026-02-01')).toHaveLength(4);
    expect(weeks.flat().every((day) => weekday(day) === weeks.flat().indexOf(day) % 7)).toBe(true);
  });

  it('moves by days across months and years, and by months clamped to their length', () => {
    expect(shiftDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftMonths('2028-02-29', -12)).toBe('2027-02-28');
  });

  it('keeps to optional inclusive bounds', () => {
    expect(withinBounds('2026-10-20', '2026-10-20', '2026-11-19')).toBe(true);
    expect(withinBounds('2026-11-20', '2026-10-20', '2026-11-19')).toBe(false);
    expect(withinBounds('1999-01-01')).toBe(true);
    expect(clampDay('2026-10-01', '2026-10-20')).toBe('2026-10-20');
    expect(clampDay('2026-12-01', undefined, '2026-11-19')).toBe('2026-11-19');
  });
});
