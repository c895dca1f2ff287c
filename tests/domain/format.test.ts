import { describe, expect, it } from 'vitest';
import {
  businessDay,
  collectionPercent,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatPercent,
  formatRupees,
  formatTimer,
  parseTypedDay,
  toIsoDate,
} from '../../src/domain/format.ts';

describe('formatRupees (en-IN grouping)', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [100000, '₹1,00,000'],
    [1234567, '₹12,34,567'],
    [12345678, '₹1,23,45,678'],
    [1234567890, '₹1,23,45,67,890'],
    [1234.5, '₹1,234.50'],
    [1234.567, '₹1,234.57'],
    [1234.004, '₹1,234'],
    [-2500, '-₹2,500'],
    [-0.001, '₹0'],
    ['150000.00', '₹1,50,000'],
    ['99.9', '₹99.90'],
  ] as const)('%s → %s', (value, text) => {
    expect(formatRupees(value)).toBe(text);
  });

  it.each([null, undefined, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY])(
    'invalid %s → -',
    (value) => {
      expect(formatRupees(value)).toBe('-');
    },
  );
});

describe('dates', () => {
  it("formatDate gives dd/mm/yyyy of India's day; a calendar day stays that day", () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    // 18:15 UTC is 23:45 in India; 18:45 UTC is already the next day there.
    expect(formatDate('2023-12-31T18:15:00Z')).toBe('31/12/2023');
    expect(formatDate('2023-12-31T18:45:00Z')).toBe('01/01/2024');
    expect(formatDate(new Date(Date.UTC(2024, 0, 9, 6)))).toBe('09/01/2024');
  });

  it('formatDateTime adds 24-hour time, in India', () => {
    expect(formatDateTime('2024-03-05T08:37:00Z')).toBe('05/03/2024 14:07');
    expect(formatDateTime('2024-03-05T14:07:00+05:30')).toBe('05/03/2024 14:07');
  });

  it("the business day is India's, whatever the device's clock says", () => {
    // 20:00 UTC on 23 November is 01:30 on 24 November in India (and 08:00 on the 23rd at GMT−12).
    expect(businessDay(Date.UTC(2026, 10, 23, 20))).toBe('2026-11-24');
    expect(businessDay(Date.UTC(2026, 10, 23, 18))).toBe('2026-11-23');
  });

  it('formatDayMonth and toIsoDate', () => {
    expect(formatDayMonth('2024-03-05T10:00:00Z')).toBe('05 Mar');
    expect(toIsoDate('2024-11-02')).toBe('2024-11-02');
    expect(toIsoDate('2024-11-01T20:00:00Z')).toBe('2024-11-02');
    expect(toIsoDate('nonsense')).toBeNull();
  });

  it.each([null, undefined, '', 'not a date'])('invalid %s → -', (value) => {
    expect(formatDate(value)).toBe('-');
    expect(formatDateTime(value)).toBe('-');
    expect(formatDayMonth(value)).toBe('-');
  });
});

describe('formatTimer (mm:ss)', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [59.9, '00:59'],
    [60, '01:00'],
    [754, '12:34'],
    [4500, '75:00'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatTimer(seconds)).toBe(text);
  });

  it.each([null, undefined, -1, Number.NaN])('invalid %s → -', (value) => {
    expect(formatTimer(value)).toBe('-');
  });
});

describe('percentages', () => {
  it.each([
    [12.345, '12.35%'],
    [1.005, '1.01%'],
    [100, '100.00%'],
    [0, '0.00%'],
    [-3.456, '-3.46%'],
    ['45.5', '45.50%'],
  ] as const)('formatPercent %s → %s', (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });

  it('formatPercent of nothing is -', () => {
    expect(formatPercent(null)).toBe('-');
    expect(formatPercent('x')).toBe('-');
  });

  it('collectionPercent = collected / to collect × 100, 2 decimals', () => {
    expect(collectionPercent(2500, 10000)).toBe(25);
    expect(collectionPercent(1, 3)).toBe(33.33);
    expect(collectionPercent(2, 3)).toBe(66.67);
    expect(collectionPercent('750', '1000')).toBe(75);
    expect(formatPercent(collectionPercent(1, 3))).toBe('33.33%');
  });

  it('collectionPercent with nothing to collect is null', () => {
    expect(collectionPercent(10, 0)).toBeNull();
    expect(collectionPercent(null, 100)).toBeNull();
    expect(formatPercent(collectionPercent(10, 0))).toBe('-');
  });
});

describe('parseTypedDay (dd/mm/yyyy as typed)', () => {
  it.each([
    ['25/10/2026', '2026-10-25'],
    ['5/3/2026', '2026-03-05'],
    [' 05-03-2026 ', '2026-03-05'],
    ['05.03.2026', '2026-03-05'],
    ['05032026', '2026-03-05'],
    ['29/02/2028', '2028-02-29'],
  ])('%j → %s', (text, day) => {
    expect(parseTypedDay(text)).toBe(day);
  });

  it.each([
    '',
    '25/10/26',
    '10/25/2026',
    '31/02/2026',
    '29/02/2027',
    '00/01/2026',
    '2026-10-25',
    '25/10/2026x',
  ])('%j is not a day', (text) => {
    expect(parseTypedDay(text)).toBeNull();
  });

  it('reads back what formatDate writes', () => {
    expect(parseTypedDay(formatDate('2026-01-07'))).toBe('2026-01-07');
  });
});
