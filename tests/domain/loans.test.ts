import { describe, expect, it } from 'vitest';
import * as loans from '../../src/domain/loans.ts';

describe('statuses (part 1 §4, verbatim)', () => {
  it('loan statuses in order', () => {
    expect(loans.LOAN_STATUSES).toEqual([
      'group_proposed',
      'group_accepted',
      'basic_kyc',
      'detailed_kyc',
      'ready_for_review',
      'loan_approved',
      'nach_submitted',
      'agreement_created',
      'e_signature_submitted',
      'video_uploaded',
      'ready_for_disbursal',
      'loan_disbursed',
      'completed',
      'written_off',
      'settled',
      'rejected',
    ]);
    expect(loans.HISTORY_ONLY_LOAN_STATUSES).toEqual(['hold']);
  });

  it('loan-share statuses and written-off variants', () => {
    expect(loans.LOAN_SHARE_STATUSES).toEqual([
      'group_unaccepted',
      'group_accepted',
      'basic_kyc',
      'detailed_kyc',
      'video_uploaded',
      'e_signature_submitted',
      'nach_submitted',
      'agreement_created',
      'nach_upi_form',
      'nach_upi_submitted',
      'rejected',
      'completed',
      'written_off',
      'settled',
    ]);
    expect(loans.WRITTEN_OFF_VARIANTS).toEqual(['written_off_no_action', 'written_off_no_agency']);
  });

  it.each([
    ['loan_approved', 'Loan Approved'],
    ['basic_kyc', 'Basic KYC'],
    ['nach_upi_submitted', 'NACH UPI Submitted'],
    ['ready_for_disbursal_review', 'Ready For Disbursal Review'],
    ['hold', 'Hold'],
    ['paid_to_fs', 'Paid To FS'],
  ])('label of %s is %s', (status, label) => {
    expect(loans.statusLabel(status)).toBe(label);
  });
});

describe('list filters', () => {
  it('default statuses by page', () => {
    expect(loans.DEFAULT_LIST_STATUSES['approved-loans']).toEqual([
      'loan_approved',
      'ready_for_disbursal',
      'ready_for_disbursal_review',
    ]);
    expect(loans.DEFAULT_LIST_STATUSES['loan-applications']).toEqual([
      'group_proposed',
      'group_accepted',
      'basic_kyc',
      'detailed_kyc',
      'ready_for_review',
    ]);
    expect(loans.DEFAULT_LIST_STATUSES['disbursed-loans']).toEqual(['loan_disbursed', 'completed']);
  });

  it('every default status is offered by the list filter', () => {
    for (const statuses of Object.values(loans.DEFAULT_LIST_STATUSES)) {
      for (const status of statuses) expect(loans.LIST_FILTER_STATUSES).toContain(status);
    }
  });

  it('dashboard filters and team-lead filters', () => {
    expect(loans.DASHBOARD_STATUS_FILTERS.map((f) => f.value)).toEqual([
      'all_loans',
      'approved_loans',
      'disbursed_loans',
      'rejected_loans',
      'other',
    ]);
    expect(loans.TEAM_LEAD_FILTERS).toEqual(['engagement', 'disbursal', 'credit', 'field_sales']);
  });
});

describe('status rules', () => {
  it('payment link: listed statuses, topup listed but disabled', () => {
    expect(loans.PAYMENT_LINK_ELIGIBLE_STATUSES).toEqual([
      'completed',
      'completed_without_paying_penalty',
      'topup',
      'loan_disbursed',
      'written_off',
      'written_off_no_agency',
      'settled',
    ]);
    expect(loans.isPaymentLinkListed('topup')).toBe(true);
    expect(loans.isPaymentLinkSelectable('topup')).toBe(false);
    expect(loans.isPaymentLinkSelectable('written_off_no_agency')).toBe(true);
    expect(loans.isPaymentLinkSelectable('loan_approved')).toBe(false);
  });

  it.each([
    ['loan_disbursed', true],
    ['completed', true],
    ['settled', true],
    ['written_off', true],
    ['loan_approved', false],
    ['rejected', false],
  ])('early pay selectable %s → %s', (status, ok) => {
    expect(loans.isEarlyPaySelectable(status)).toBe(ok);
  });

  it('rejected loans are left out of loan history', () => {
    expect(loans.isShownInLoanHistory('rejected')).toBe(false);
    expect(loans.isShownInLoanHistory('hold')).toBe(true);
  });

  it.each([
    ['loan_disbursed', 'success'],
    ['completed', 'success'],
    ['settled', 'settled'],
    ['written_off', 'settled'],
    ['rejected', 'rejected'],
    ['basic_kyc', null],
  ])('contact aggregation %s → %s', (status, bucket) => {
    expect(loans.contactLoanBucket(status)).toBe(bucket);
  });
});

describe('constants', () => {
  it('page sizes', () => {
    expect(loans.PAGE_SIZES).toMatchObject({
      loans: 8,
      customers: 14,
      messages: 20,
      messageBatch: 30,
      channels: 8,
      issueTrackerTasks: 25,
      nativeTasks: 20,
      supportCalls: 10,
    });
  });

  it('feedback options verbatim (part 1 §9)', () => {
    expect(loans.SOFT_CONTACT_OPTIONS).toEqual([
      'contactable',
      'non_contactable',
      'contactable_via_others',
    ]);
    expect(loans.AUDIT_CONTACT_OPTIONS).toEqual(['CON', 'NC', 'RNR']);
    expect(loans.COOPERATION_OPTIONS).toEqual(['cooperative', 'non_cooperative']);
    expect(loans.SOFT_PAYMENT_OPTIONS).toEqual(['paid_to_fs', 'promise_to_pay', 'paid']);
    expect(loans.AUDIT_PAYMENT_OPTIONS).toEqual(['DONE', 'DUE']);
    expect(loans.NEW_LEAD_FEEDBACK_OPTIONS).toEqual([
      'will_create_new_group',
      'will_continue_same_group',
      'personal_loan_required',
      'no_loan_required',
      'ringing_not_receiving',
      'loan_belongs_to_team',
      'customer_not_eligible_for_loan',
      'customer_not_reachable',
      'customer_said_callback',
    ]);
    expect(loans.SUPPORT_TASK_TYPES).toEqual([
      'DISBURSAL',
      'UNABLE_TO_PAY',
      'LEADER_RELATED',
      'LOAN_CHARGES',
      'WRONG_CREDIT_BUREAU',
    ]);
    expect(loans.CLEARS_COOPERATION_AND_PAYMENT).toEqual([
      'non_contactable',
      'contactable_via_others',
    ]);
  });

  it('traceability labels keep the spec typo', () => {
    expect(loans.TRACEABILITY_LABELS).toEqual({
      RNR: 'Ringing not recieved',
      NC: 'Non Contactable',
      CON: 'Connected',
      None: 'Not Called Yet',
    });
  });

  it.each([
    ['CREDIT', 'CREDIT'],
    ['PAID_OUT', 'PAID_OUT'],
    ['REQUESTED', 'REQUESTED'],
    ['FLAGGED', 'FLAGGED'],
    ['REJECTED', 'REJECTED'],
    ['DEBIT', 'PENALTY'],
    ['', 'PENALTY'],
  ])('wallet status %s shows as %s', (status, label) => {
    expect(loans.walletStatusLabel(status)).toBe(label);
  });

  it('relation options', () => {
    expect(loans.RELATION_OPTIONS).toEqual(['Family', 'Friend', 'Co_Worker', 'Other']);
  });
});
