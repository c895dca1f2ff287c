import { describe, expect, it } from 'vitest';
import {
  CREDIT_GROUPS,
  CREDIT_WEIGHTS,
  creditItemLabel,
  creditItemsOf,
  creditValueText,
  MAX_CREDIT_SCORE,
  scoreTone,
  totalCreditScore,
  weightOf,
} from '../../src/domain/creditScore.ts';

// The items of part 1 §3 'Credit score details', in the spec's order (total_score is the total).
const SPEC_ITEMS = {
  cibil_data:
    'credit_score, monthly_installment_amount, total_outstanding_amount, total_overdue_amount, max_dpd_in_last_3_months, max_dpd_in_last_6_months, max_dpd, no_of_secured_loans, no_of_unsecured_loans',
  repeated_customer_data:
    'percentage_loan_completed, no_of_repayments, overdue_perc, borrower_dpd, timely_payments_perc, nach_payment_perc, avg_coborrowers_dpd',
  profile_data:
    'foir_score, blacklisted_contacts, eligible_loan_amount, dpd_contacts_perc, aadhaar_digilocker, pan_digilocker, account_aggregator, contacts, no_of_banking_sms, sms_device_verification, contacts_device_verification, users_on_device, address_match_with_location, contacts_with_loans, dpd_contacts, max_distance_bw_all_pins',
};
const NAMED = {
  blacklisted_contacts: 10,
  dpd_contacts_perc: 20,
  sms_device_verification: 30,
  credit_score: 30,
  max_dpd_in_last_3_months: 30,
  foir_score: 0,
  users_on_device: 5,
};

describe('credit profile items and weights (part 1 §3, §9)', () => {
  it('lists every item of the spec, by group, in its order', () => {
    expect(CREDIT_GROUPS).toEqual(['cibil_data', 'repeated_customer_data', 'profile_data']);
    for (const group of CREDIT_GROUPS) {
      expect(creditItemsOf(group).join(', ')).toBe(SPEC_ITEMS[group]);
    }
  });

  it('weighs the named items as the spec says, and every other 10 or 20', () => {
    for (const [item, weight] of Object.entries(CREDIT_WEIGHTS)) {
      const named = NAMED[item as keyof typeof NAMED];
      if (named === undefined) expect([10, 20], item).toContain(weight);
      else expect(weight, item).toBe(named);
      expect(weightOf(item as never)).toBe(weight);
    }
    expect(MAX_CREDIT_SCORE).toBe(Object.values(CREDIT_WEIGHTS).reduce((a, b) => a + b, 0));
  });
});

describe('score colour (part 1 §5)', () => {
  it.each([
    [15, 30, 'good'], // exactly half is green
    [30, 30, 'good'],
    [2.5, 5, 'good'],
    [14.9, 30, 'plain'],
    [3.1, 10, 'plain'],
    [3, 10, 'poor'], // exactly 0.3 is pink
    [1, 10, 'poor'],
    [0, 10, 'poor'], // zero is pink
    [0, 0, 'poor'], // foir_score weighs 0 and scores 0
  ] as const)('score %s of weight %s is %s', (score, weight, tone) => {
    expect(scoreTone(score, weight)).toBe(tone);
  });
});

describe('total and labels', () => {
  it('adds the scores to one decimal', () => {
    expect(totalCreditScore([22.1, 7.5, 0.1, 0.2])).toBe(29.9);
    expect(totalCreditScore([])).toBe(0);
  });
  it("reads an item's value in its unit", () => {
    expect(creditValueText('total_overdue_amount', 6500)).toBe('₹6,500');
    expect(creditValueText('overdue_perc', 12)).toBe('12%');
    expect(creditValueText('percentage_loan_completed', 62)).toBe('62%');
    expect(creditValueText('max_distance_bw_all_pins', 38)).toBe('38 km');
    expect(creditValueText('credit_score', 742)).toBe('742');
    expect(creditValueText('pan_digilocker', true)).toBe('Yes');
    expect(creditValueText('pan_digilocker', false, { yes: 'Y', no: 'N' })).toBe('N');
    expect(creditValueText('contacts', null)).toBe('-');
  });
  it("reads an item's name as a label", () => {
    expect(creditItemLabel('max_dpd_in_last_3_months')).toBe('Max dpd in last 3 months');
    expect(creditItemLabel('foir_score')).toBe('Foir score');
  });
});
