// The loan history panel's derivations: rows shown, aggregation, order, colours, score lines, links.
import { describe, expect, it } from 'vitest';
import {
  aggregateContacts,
  coborrowersDpd,
  contactTone,
  isWrittenOffRow,
  LOAN_PAGE_HREF,
  loanIdDisplay,
  repeatUserScoreLines,
  shownLoans,
  sortContacts,
} from '../../src/features/customer/loanHistory/loanHistory.rules.ts';
import {
  contactRow,
  sampleContactRows,
  sampleDetails,
  score,
} from '../support/fixtures/loanHistory.ts';

describe('shownLoans and isWrittenOffRow', () => {
  it('leaves rejected loans out of the history list', () => {
    expect(shownLoans(sampleDetails).map((d) => d.id)).toEqual([1265, 5578]);
  });
  it.each([
    ['written_off', true],
    ['written_off_no_agency', true],
    ['loan_disbursed', false],
    ['settled', false],
  ])('%s is a red row: %s', (status, red) => {
    const [first] = sampleDetails;
    expect(isWrittenOffRow({ ...first!, user_status: status as 'written_off' })).toBe(red);
  });
});

describe('aggregateContacts', () => {
  it('counts success (disbursed, completed), settled (settled, written off), rejected, total', () => {
    const [good, plain, risky] = aggregateContacts(sampleContactRows);
    expect(good).toMatchObject({
      username: '7000000001',
      total: 2,
      success: 2,
      settled: 0,
      rejected: 0,
    });
    expect(plain).toMatchObject({
      total: 1,
      success: 0,
      settled: 0,
      rejected: 0,
      blacklisted: false,
    });
    expect(risky).toMatchObject({
      total: 2,
      success: 0,
      settled: 1,
      rejected: 1,
      blacklisted: true,
    });
    expect(risky?.blacklist_reason).toBe('Wrote off a group loan');
  });
  it('counts settled loans as settled and other statuses in no bucket', () => {
    const [agg] = aggregateContacts([
      contactRow({ status: 'settled' }),
      contactRow({ status: 'basic_kyc', loan_id: 2 }),
    ]);
    expect(agg).toMatchObject({ total: 2, settled: 1, success: 0, rejected: 0 });
  });
  it('is not blacklisted when every feature is enabled or there are no flags', () => {
    expect(aggregateContacts([contactRow({ blacklist_flags: null })])[0]?.blacklisted).toBe(false);
  });
});

describe('sortContacts', () => {
  it('puts blacklisted first by level (highest first), then the others by total', () => {
    const blocked = (username: string, level: number) =>
      contactRow({
        username,
        name: username,
        blacklist_level: level,
        blacklist_flags: { ...contactRow({}).blacklist_flags!, enable_chat: false },
      });
    const rows = [
      contactRow({ username: 'a', name: 'a' }),
      contactRow({ username: 'b', name: 'b' }),
      contactRow({ username: 'b', name: 'b', loan_id: 9 }),
      blocked('c', 1),
      blocked('d', 5),
    ];
    expect(sortContacts(aggregateContacts(rows)).map((c) => c.username)).toEqual([
      'd',
      'c',
      'b',
      'a',
    ]);
  });
});

describe('contactTone', () => {
  it('highlights blacklisted, greens successful, leaves others plain', () => {
    const tones = aggregateContacts(sampleContactRows).map((c) => [c.name, contactTone(c)]);
    expect(tones).toEqual([
      ['Good Payer', 'successful'],
      ['Plain Contact', 'plain'],
      ['Risky Ravi', 'blacklisted'],
    ]);
  });
  it('a blacklisted contact with successful loans is still highlighted as blacklisted', () => {
    const [agg] = aggregateContacts([
      contactRow({
        status: 'completed',
        blacklist_flags: { ...contactRow({}).blacklist_flags!, apply_loan: false },
      }),
    ]);
    expect(contactTone(agg!)).toBe('blacklisted');
  });
});

describe('repeatUserScoreLines', () => {
  it('shows every key in order, percentages with 2 decimals', () => {
    expect(repeatUserScoreLines(score())).toEqual([
      { label: 'Loans completed', value: '50.00%' },
      { label: 'Repayments', value: '9' },
      { label: 'Overdue', value: '12.50%' },
      { label: 'Borrower dpd', value: '3' },
      { label: 'Timely payments', value: '77.78%' },
      { label: 'NACH payments', value: '66.67%' },
      { label: 'Avg co-borrowers dpd', value: '1.5' },
    ]);
  });
});

describe('coborrowersDpd', () => {
  it('lists name: dpd by name', () => {
    expect(coborrowersDpd({ Zed: 4, Amy: 0 })).toEqual(['Amy: 0', 'Zed: 4']);
    expect(coborrowersDpd({})).toEqual([]);
  });
});

describe('loanIdDisplay', () => {
  const href = (id: number) => `/lender/loan/${id}`;
  it.each([
    [true, href, { kind: 'link', href: '/lender/loan/7' }],
    [false, href, { kind: 'text' }],
    [true, null, { kind: 'text' }],
    [false, null, { kind: 'text' }],
  ] as const)('sees links %s, loan page %s', (sees, loanHref, shown) => {
    expect(loanIdDisplay(7, sees, loanHref)).toEqual(shown);
  });
  it('links to the loan page, which exists', () => {
    expect(loanIdDisplay(7, true, LOAN_PAGE_HREF)).toEqual({
      kind: 'link',
      href: '/lender/loan/7',
    });
  });
});
