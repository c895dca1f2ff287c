import { describe, expect, it } from 'vitest';
import { caseLoanHref, seesCaseLoanLinks } from '../../src/domain/access/caseLoanLinks.ts';
import { canPostLoanComment } from '../../src/domain/access/loanComments.ts';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { LOAN_PAGE_EXISTS } from '../../src/domain/loanPage.ts';
import { grantedTo, tableOf } from '../support/roleTable.ts';

describe('loan comments (part 1 §6 Comment posting, rule table call-desks.json)', () => {
  it('recovery_comment: admin, recovery agent, recovery manager, recovery agency', () => {
    expect(tableOf((f) => canPostLoanComment(f, 'recovery'))).toEqual(
      grantedTo(['is_admin', 'is_recovery_agent', 'is_recovery_manager', 'is_recovery_agency']),
    );
  });

  it('marketing, disbursal and credit comments by their roles (field manager read as operations)', () => {
    expect(tableOf((f) => canPostLoanComment(f, 'marketing'))).toEqual(
      grantedTo([
        'is_admin',
        'is_reminder_agent',
        'is_loan_originator',
        'is_acc_manager',
        'is_referral_sales',
      ]),
    );
    expect(tableOf((f) => canPostLoanComment(f, 'disbursal'))).toEqual(
      grantedTo([
        'is_admin',
        'is_operations_manager',
        'is_finance_manager',
        'is_disbursal_team',
        'is_referral_sales',
      ]),
    );
    expect(tableOf((f) => canPostLoanComment(f, 'credit'))).toEqual(
      grantedTo(['is_admin', 'is_credit_underwriter']),
    );
  });

  it('a read-only holder never posts, whatever else it holds', () => {
    expect(canPostLoanComment(roleFlagsOf('is_admin', 'is_read_only'), 'recovery')).toBe(false);
    expect(canPostLoanComment(roleFlagsOf('is_recovery_agent', 'is_read_only'), 'recovery')).toBe(
      false,
    );
  });
});

describe("a case's loan ids (part 1 §6 'Recovery agency gets no loan-id links')", () => {
  it('link for everyone but the recovery agency', () => {
    expect(tableOf(seesCaseLoanLinks)).toEqual(tableOf((f) => !f.is_recovery_agency));
  });

  it('point at the loan page once it exists, and never for the agency', () => {
    const agent = caseLoanHref(roleFlagsOf('is_recovery_agent'), true);
    const agency = caseLoanHref(roleFlagsOf('is_recovery_agency'), true);
    expect([agent(41), agency(41)]).toEqual(['/lender/loan/41', null]);
  });

  it('link by default now that the loan page exists, and are plain text without it', () => {
    expect(LOAN_PAGE_EXISTS).toBe(true);
    expect(caseLoanHref(roleFlagsOf('is_recovery_agent'))(41)).toBe('/lender/loan/41');
    expect(caseLoanHref(roleFlagsOf('is_recovery_agent'), false)(41)).toBeNull();
  });
});
