import { describe, expect, it } from 'vitest';
import { walletMessages } from '../../src/domain/messages/wallet.ts';
import { walletLastDay, walletStatusLabel, walletStatusTone } from '../../src/domain/wallet.ts';

describe('wallet status labels (part 1 §4)', () => {
  it('shows CREDIT, PAID_OUT, REQUESTED, FLAGGED and REJECTED as they are', () => {
    for (const status of ['CREDIT', 'PAID_OUT', 'REQUESTED', 'FLAGGED', 'REJECTED']) {
      expect(walletStatusLabel(status)).toBe(status);
    }
  });

  it('shows any other status as PENALTY, whatever its case or emptiness', () => {
    for (const status of ['LATE_FEE', 'PENALTY', 'credit', 'paid_out', '', 'DEBIT']) {
      expect(walletStatusLabel(status)).toBe(walletMessages.otherStatus);
    }
    expect(walletMessages.otherStatus).toBe('PENALTY');
  });

  it('colours money in, money out, waiting and stopped apart', () => {
    expect(walletStatusTone('CREDIT')).toBe('in');
    expect(walletStatusTone('PAID_OUT')).toBe('out');
    expect(walletStatusTone('PENALTY')).toBe('out');
    expect(walletStatusTone('REQUESTED')).toBe('pending');
    expect(walletStatusTone('FLAGGED')).toBe('pending');
    expect(walletStatusTone('REJECTED')).toBe('stopped');
  });
});

describe('the wallet’s last day', () => {
  it("is India's today for the current version", () => {
    // 20:00 UTC is already the next day in India.
    expect(walletLastDay(null, Date.UTC(2026, 10, 24, 20, 0))).toBe('2026-11-25');
    expect(walletLastDay(null, Date.UTC(2026, 10, 24, 10, 0))).toBe('2026-11-24');
  });

  it("is the version's day in India for an old version", () => {
    expect(walletLastDay('2026-03-15T10:00:00Z', Date.UTC(2026, 10, 24))).toBe('2026-03-15');
    expect(walletLastDay('2026-03-15T19:00:00Z', Date.UTC(2026, 10, 24))).toBe('2026-03-16');
  });
});
