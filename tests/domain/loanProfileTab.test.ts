// Pure parts of the loan page's Profile tab: the customer page's fields regrouped into the jump
// bar's sections, payment behaviour summed over the shown history, the history orders, and the
// profiles put in the loan's order with a saved profile swapped in.
import { describe, expect, it } from 'vitest';
import { profileSections } from '../../src/features/customer/index.ts';
import { sortLoanHistory } from '../../src/features/loanPage/profile/loanHistorySort.ts';
import {
  profileEntries,
  withSavedProfile,
} from '../../src/features/loanPage/profile/loanProfilesQuery.ts';
import {
  PAYMENT_BEHAVIOUR_ROWS,
  paymentBehaviour,
} from '../../src/features/loanPage/profile/paymentBehaviour.ts';
import {
  FIELD_SECTIONS,
  loanProfileSections,
} from '../../src/features/loanPage/profile/profileTabSections.ts';
import { sampleProfile } from '../support/fixtures/customer.ts';
import { sampleHistory } from '../support/fixtures/loanHistory.ts';
import { loanProfilesAnswer, sampleLoanRecord } from '../support/fixtures/loanProfiles.ts';

const labels = (section: (typeof FIELD_SECTIONS)[number]) =>
  loanProfileSections(sampleProfile)[section].map((f) => f.label);

describe('the Profile tab sections', () => {
  it('puts each field under its jump-bar section, none lost', () => {
    expect(labels('bank')).toEqual(['Bank Account', 'IFSC Code', 'Primary Valid']);
    expect(labels('alternateBank')).toEqual(['Alternate Bank Account', 'Secondary Valid']);
    expect(labels('pan')).toEqual([
      'PAN Number',
      'PAN Details Match',
      'PAN Last Updated',
      'PAN Valid',
    ]);
    expect(labels('aadhaar').every((l) => l.startsWith('Aadhaar'))).toBe(true);
    expect(labels('employment')).toContain('Monthly Salary');
    expect(labels('employment')).toContain('Employee ID Valid');
    expect(labels('personal')).toContain('Father Name');
    expect(labels('address')).toContain('Pin');
    const total = FIELD_SECTIONS.reduce((n, s) => n + labels(s).length, 0);
    expect(total).toBe(profileSections(sampleProfile).flatMap((s) => s.fields).length);
  });
});

describe('payment behaviour', () => {
  it('counts outcomes and sums the shown shares (the rejected one left out)', () => {
    const figures = Object.fromEntries(
      PAYMENT_BEHAVIOUR_ROWS.map((row, i) => [row, paymentBehaviour(sampleHistory.results[0]!)[i]]),
    );
    expect(figures).toMatchObject({
      'Total Loans': '5',
      Successful: '2',
      'Max DPD': '245',
      'Timely Payments': '6',
      'Late Payments': '2',
      'NACH Payments': '6',
    });
  });
});

describe('the loan history orders', () => {
  const shares = sampleHistory.results[0]!.loanwise_details;
  it('sorts by DPD, amount and pending, ties newest loan first', () => {
    expect(sortLoanHistory(shares, 'dpd').map((d) => d.id)).toEqual([5578, 1265, 942]);
    expect(sortLoanHistory(shares, 'amount').map((d) => d.id)).toEqual([5578, 1265, 942]);
    expect(sortLoanHistory(shares, 'newest').map((d) => d.id)).toEqual([5578, 1265, 942]);
  });
});

describe('the loan profiles', () => {
  it("come in the loan's order with their current comment lists, and a save replaces one", () => {
    const loan = sampleLoanRecord(3);
    const answer = loanProfilesAnswer(loan);
    const reversed = { profiles: answer.profiles.toReversed() };
    const entries = profileEntries(loan, reversed);
    expect(entries.map((e) => e.column.name)).toEqual(['Aalok Malik', 'Bina Devi', 'Chetan Rao']);
    expect(entries[0]!.column.isLeader).toBe(true);
    expect(entries[0]!.profile.profile_admin.credit_comment).toHaveLength(1);
    const saved = { ...answer.profiles[1]!.profile, name: 'Bina Kumari' };
    const next = withSavedProfile(answer, saved)!;
    expect(next.profiles.map((p) => p.profile.name)).toEqual([
      'Aalok Malik',
      'Bina Kumari',
      'Chetan Rao',
    ]);
  });
});
