import { describe, expect, it } from 'vitest';
import {
  agentHours,
  analyticsRangeProblem,
  defaultAnalyticsRange,
  mobileDigits,
  pageCount,
  pageFromParam,
  ratePercent,
  SUPERVISION_HOURS,
} from '../../src/domain/supportCalls.ts';

describe('support-call rules', () => {
  it('keeps digits only, at most ten', () => {
    expect(mobileDigits('+91 81574-15868 99')).toBe('9181574158');
    expect(mobileDigits('81a5')).toBe('815');
    expect(mobileDigits('')).toBe('');
  });

  it('counts pages of 10, at least one', () => {
    expect([0, 1, 10, 11, 25].map(pageCount)).toEqual([1, 1, 1, 2, 3]);
  });

  it('reads a page from the address, else the first', () => {
    expect(['2', '17', null, '', '0', '-1', '2x', '1.5'].map(pageFromParam)).toEqual([
      2, 17, 1, 1, 1, 1, 1, 1,
    ]);
  });

  it('opens the analytics on the last 30 days, today included', () => {
    expect(defaultAnalyticsRange('2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });

  it('refuses a missing, reversed or over-long range', () => {
    expect(analyticsRangeProblem('', '2026-01-01')).toBe('missing');
    expect(analyticsRangeProblem('2026-02-01', '2026-01-01')).toBe('reversed');
    expect(analyticsRangeProblem('2025-01-01', '2026-01-03')).toBe('tooLong');
    expect(analyticsRangeProblem('2025-01-01', '2026-01-02')).toBeNull();
    expect(analyticsRangeProblem('2026-01-01', '2026-01-01')).toBeNull();
  });

  it('turns a rate into a percentage, null kept', () => {
    expect(ratePercent(0.12345)).toBe(12.35);
    expect(ratePercent(1)).toBe(100);
    expect(ratePercent(null)).toBeNull();
  });

  it("lays out an agent's calls over the working hours, the rest counted apart", () => {
    const { hours, otherHours } = agentHours('a', [
      { username: 'a', hour: 8, calls: 2 },
      { username: 'a', hour: 20, calls: 1 },
      { username: 'a', hour: 22, calls: 4 },
      { username: 'b', hour: 9, calls: 7 },
    ]);
    expect(SUPERVISION_HOURS).toHaveLength(13);
    expect(hours).toEqual([2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(otherHours).toBe(4);
  });
});
