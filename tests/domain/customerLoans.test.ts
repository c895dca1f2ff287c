// The Loans tab's derivations: the loan-id cell rule against every role, row tones, cell words.
import { describe, expect, it } from 'vitest';
import { ROLE_FLAG_KEYS, roleFlagsOf } from '../../src/domain/access/roles.ts';
import {
  ACH_PROVIDERS,
  debitTone,
  LOAN_PAGE_EXISTS,
  loanIdCell,
  loanPageHref,
  loanTone,
  orDash,
  words,
} from '../../src/features/customer/loans/loanRules.ts';

describe('loanIdCell', () => {
  it('links to the loan page, which exists, for every role but the recovery agency', () => {
    expect(LOAN_PAGE_EXISTS).toBe(true);
    for (const flag of ROLE_FLAG_KEYS) {
      const href = flag === 'is_recovery_agency' ? null : '/lender/loan/70412';
      expect(loanIdCell(70412, roleFlagsOf(flag)), flag).toEqual({ text: '70412', href });
    }
  });

  it('is plain text for everyone were there no loan page', () => {
    for (const flag of ROLE_FLAG_KEYS) {
      expect(loanIdCell(70412, roleFlagsOf(flag), false), flag).toEqual({
        text: '70412',
        href: null,
      });
    }
  });

  it.each(ROLE_FLAG_KEYS)('once the page exists, %s gets a link unless recovery agency', (flag) => {
    const cell = loanIdCell(70412, roleFlagsOf(flag), true);
    expect(cell.text).toBe('70412');
    expect(cell.href).toBe(flag === 'is_recovery_agency' ? null : '/lender/loan/70412');
  });

  it('an admin who is also recovery agency is never withheld a link', () => {
    const flags = roleFlagsOf('is_admin', 'is_recovery_agency');
    expect(loanIdCell(5, flags, true).href).toBe(loanPageHref(5));
  });
});

describe('row tones (part 1 §9: written-off red, successful green)', () => {
  it.each([
    ['written_off', 'danger'],
    ['completed', 'success'],
    ['loan_disbursed', null],
    ['settled', null],
  ] as const)('a %s loan: %s', (status, tone) => {
    expect(loanTone({ status })).toBe(tone);
  });

  it.each([
    ['failed', 'danger'],
    ['success', 'success'],
    ['initiated', null],
  ] as const)('a %s debit: %s', (status, tone) => {
    expect(debitTone({ status })).toBe(tone);
  });
});

describe('cell words', () => {
  it('humanises the server vocabulary and shows - for nothing', () => {
    expect(words('home_improvement')).toBe('Home Improvement');
    expect(words('nach_registered')).toBe('NACH Registered');
    expect(words(null)).toBe('-');
    expect(orDash(null)).toBe('-');
    expect(orDash('')).toBe('-');
    expect(orDash(12)).toBe('12');
  });

  it('has one ACH table per provider of the contract, in a fixed order', () => {
    expect(ACH_PROVIDERS).toEqual(['razorpay', 'cashfree', 'digio']);
  });
});
