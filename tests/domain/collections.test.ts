import { describe, expect, it } from 'vitest';
import { collectionFileName, collectionSheetRow } from '../../machines/collectionDownload/index.ts';
import {
  addMonths,
  efficiencyMonths,
  formatMonth,
  parPercent,
} from '../../src/domain/collections.ts';
import { collectionPercent } from '../../src/domain/format.ts';

describe('collections derivations', () => {
  it('collection percent = collected / to collect × 100 with 2 decimals; none when nothing is due', () => {
    expect(collectionPercent(7, 9)).toBe(77.78);
    expect(collectionPercent(1, 3)).toBe(33.33);
    expect(collectionPercent(500, 0)).toBeNull();
  });
  it('PAR 1/30/90 are the past-due POS as a percent of POS', () => {
    expect(parPercent(25_000, 100_000)).toBe(25);
    expect(parPercent(1, 6)).toBe(16.67);
    expect(parPercent(0, 0)).toBeNull();
  });
  it('steps months across years; the efficiency screen shows the month and the two before', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-03', -14)).toBe('2025-01');
    expect(efficiencyMonths('2026-02')).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(formatMonth('2026-11')).toBe('Nov 2026');
  });
  it('names the file after the usernames and keeps numbers as numbers', () => {
    expect(collectionFileName(['8157415868'])).toBe('collection_data_8157415868.xlsx');
    expect(collectionFileName(['1', '2'])).toBe('collection_data_1_2.xlsx');
    expect(
      collectionSheetRow({
        loan_id: 7,
        borrower_name: '=cmd',
        borrower_number: '9000000000',
        interval_paid: 10.5,
        current_pending: 0,
        dpd: 3,
        loanshare_status: 'written_off',
      }),
    ).toEqual([7, '=cmd', '9000000000', 10.5, 0, 3, 'Written Off']);
  });
});
