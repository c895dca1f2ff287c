import { describe, expect, it } from 'vitest';
import {
  joinPages,
  type PrefetchPosition,
  pagesToRequest,
  wantsMoreRows,
} from '../../machines/shared/prefetch.ts';

const at = (position: Partial<PrefetchPosition>): PrefetchPosition => ({
  rows: 8,
  offset: 8,
  count: 1000,
  lastVisible: 0,
  pageSize: 8,
  prefetch: { aheadRows: 64, pagesAtOnce: 4 },
  ...position,
});

describe('prefetch rules', () => {
  it('wants more while fewer than aheadRows rows are loaded past the last row in view', () => {
    expect(wantsMoreRows(at({ rows: 64, lastVisible: 0 }))).toBe(true);
    expect(wantsMoreRows(at({ rows: 65, lastVisible: 0 }))).toBe(false);
    expect(wantsMoreRows(at({ rows: 100, lastVisible: 36 }))).toBe(true);
    expect(wantsMoreRows(at({ rows: 100, lastVisible: 35 }))).toBe(false);
  });

  it('asks for the pages that reach aheadRows, one to pagesAtOnce, never past the total', () => {
    expect(pagesToRequest(at({ rows: 8, offset: 8 }))).toBe(4);
    expect(pagesToRequest(at({ rows: 56, offset: 56 }))).toBe(2);
    expect(pagesToRequest(at({ rows: 64, offset: 64 }))).toBe(1);
    // Asked while nothing is missing (a retry): still one page.
    expect(pagesToRequest(at({ rows: 200, offset: 200 }))).toBe(1);
    expect(pagesToRequest(at({ rows: 8, offset: 8, count: 20 }))).toBe(2);
    expect(pagesToRequest(at({ rows: 8, offset: 8, count: 8 }))).toBe(1);
    // Rows shown can trail rows sent (duplicates dropped): the request starts at the offset.
    expect(pagesToRequest(at({ rows: 7, offset: 8, count: 16 }))).toBe(1);
  });

  it('joins pages in order up to the first short one, with the last total given', () => {
    const page = (from: number, n: number, count: number) => ({
      count,
      results: Array.from({ length: n }, (_, i) => from + i),
    });
    expect(joinPages([page(0, 8, 30), page(8, 8, 31), page(16, 8, 31)], 8)).toEqual(
      page(0, 24, 31),
    );
    expect(joinPages([page(0, 8, 12), page(8, 4, 12), page(12, 0, 12)], 8)).toEqual(
      page(0, 12, 12),
    );
    expect(joinPages([page(0, 0, 0)], 8)).toEqual(page(0, 0, 0));
  });
});
