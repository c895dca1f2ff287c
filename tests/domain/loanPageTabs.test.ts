// The loan page's tab visibility (part 1 §6) against every role, and the testlender user.
import { describe, expect, it } from 'vitest';
import {
  LOAN_PAGE_TABS,
  loanTabFromHash,
  seesLoanTab,
  TEST_LENDER_USERNAME,
  visibleLoanTabs,
} from '../../src/domain/access/loanPageTabs.ts';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { offersLoanConfigJump } from '../../src/domain/loanPage.ts';
import { grantedTo, tableOf } from '../support/roleTable.ts';

const STAFF = '9000000001';

describe('loan page tabs by role (part 1 §6)', () => {
  it('Credit Comments: credit underwriter, admin, lender, disbursal team, operations manager, technology', () => {
    expect(tableOf((f) => seesLoanTab('credCmnts', f, STAFF))).toEqual(
      grantedTo([
        'is_credit_underwriter',
        'is_admin',
        'is_lender',
        'is_disbursal_team',
        'is_operations_manager',
        'is_technology',
      ]),
    );
  });

  it('All Tags: everyone but b2b', () => {
    expect(tableOf((f) => seesLoanTab('alltags', f, STAFF))).toEqual(tableOf((f) => !f.is_b2b));
  });

  it.each(LOAN_PAGE_TABS.filter((tab) => tab !== 'credCmnts' && tab !== 'alltags'))(
    '%s: every role',
    (tab) => {
      expect(tableOf((f) => seesLoanTab(tab, f, STAFF))).toEqual(tableOf(() => true));
    },
  );

  it('the user testlender never sees Credit Comments nor Chats, whatever the role', () => {
    expect(tableOf((f) => seesLoanTab('credCmnts', f, TEST_LENDER_USERNAME))).toEqual(
      tableOf(() => false),
    );
    expect(tableOf((f) => seesLoanTab('loanChannel', f, TEST_LENDER_USERNAME))).toEqual(
      tableOf(() => false),
    );
    expect(visibleLoanTabs(roleFlagsOf('is_lender'), TEST_LENDER_USERNAME)).toEqual(
      LOAN_PAGE_TABS.filter((tab) => tab !== 'credCmnts' && tab !== 'loanChannel'),
    );
  });

  it('b2b sees every tab but All Tags and Credit Comments', () => {
    expect(visibleLoanTabs(roleFlagsOf('is_b2b'), STAFF)).toEqual(
      LOAN_PAGE_TABS.filter((tab) => tab !== 'alltags' && tab !== 'credCmnts'),
    );
  });
});

describe('the tab a hash opens', () => {
  const visible = visibleLoanTabs(roleFlagsOf('is_b2b'), STAFF);
  it.each([
    ['#cibilStatus', 'cibilStatus'],
    ['#family-data', 'family-data'],
    ['', 'loanConfig'],
    ['#nonsense', 'loanConfig'],
    // Withheld from this user: the first tab they see.
    ['#alltags', 'loanConfig'],
  ])('%s → %s', (hash, tab) => {
    expect(loanTabFromHash(hash, visible)).toBe(tab);
  });
});

describe('loan configuration', () => {
  it.each([
    [true, 'loan_approved', null, '2026-12-05', true],
    [true, 'loan_approved', 'Northern Arc', null, true],
    [true, 'loan_approved', 'Northern Arc', '2026-12-05', false],
    [true, 'ready_for_disbursal', null, null, false],
    [false, 'loan_approved', null, null, false],
  ] as const)(
    'disbursal team %s, %s, lender %s, EMI start %s: offers the jump %s',
    (team, status, lender, emi, offered) => {
      expect(
        offersLoanConfigJump(team, { status, default_lender: lender, emi_start_date: emi }),
      ).toBe(offered);
    },
  );
});
