import { describe, expect, it } from 'vitest';
import * as p from '../../src/domain/access/permissions.ts';
import type { RoleFlags } from '../../src/domain/access/roles.ts';
import { ROLE_FLAG_KEYS, type RoleFlag, roleFlagsOf } from '../../src/domain/access/roles.ts';

const ALL = ROLE_FLAG_KEYS;
const allBut = (...excluded: RoleFlag[]) => ALL.filter((flag) => !excluded.includes(flag));

/**
 * Each predicate is checked against every single-flag role: true exactly for the listed flags.
 * `none` is the expectation for a user without any role flag.
 */
const RULES: [string, (f: RoleFlags) => boolean, readonly RoleFlag[], boolean][] = [
  ['isReadOnlyUser', p.isReadOnlyUser, ['is_lender_read_only', 'is_read_only'], false],
  ['isLenderUser', p.isLenderUser, ['is_lender', 'is_lender_read_only'], false],
  [
    'canDecideLoan approve',
    (f) => p.canDecideLoan(f, 'approve'),
    ['is_admin', 'is_credit_underwriter', 'is_credit_manager'],
    false,
  ],
  [
    'canDecideLoan reject',
    (f) => p.canDecideLoan(f, 'reject'),
    ['is_admin', 'is_credit_underwriter', 'is_credit_manager'],
    false,
  ],
  [
    'canDecideLoan ready_for_disbursal',
    (f) => p.canDecideLoan(f, 'ready_for_disbursal'),
    ['is_admin', 'is_disbursal_team', 'is_disbursal_manager'],
    false,
  ],
  [
    'canDecideLoan disburse',
    (f) => p.canDecideLoan(f, 'disburse'),
    ['is_admin', 'is_disbursal_team', 'is_disbursal_manager'],
    false,
  ],
  [
    'canDecideLoans',
    p.canDecideLoans,
    [
      'is_admin',
      'is_credit_underwriter',
      'is_credit_manager',
      'is_disbursal_team',
      'is_disbursal_manager',
    ],
    false,
  ],
  [
    'recovery comment',
    (f) => p.canPostComment('recovery', f),
    ['is_admin', 'is_recovery_agent', 'is_recovery_manager', 'is_recovery_agency'],
    false,
  ],
  [
    'recovery comment (soft call)',
    (f) => p.canPostComment('recovery', f, { softCallVersion: true }),
    ['is_admin', 'is_recovery_agent', 'is_recovery_manager', 'is_recovery_agency', 'is_technology'],
    false,
  ],
  [
    'marketing comment',
    (f) => p.canPostComment('marketing', f),
    ['is_admin', 'is_reminder_agent', 'is_acc_manager', 'is_referral_sales'],
    false,
  ],
  [
    'marketing comment (soft call)',
    (f) => p.canPostComment('marketing', f, { softCallVersion: true }),
    [
      'is_admin',
      'is_reminder_agent',
      'is_acc_manager',
      'is_referral_sales',
      'is_finance_manager',
      'is_operations_manager',
      'is_technology',
    ],
    false,
  ],
  [
    'disbursal comment',
    (f) => p.canPostComment('disbursal', f),
    [
      'is_admin',
      'is_operations_manager',
      'is_finance_manager',
      'is_disbursal_team',
      'is_referral_sales',
    ],
    false,
  ],
  [
    'disbursal comment (soft call, unchanged)',
    (f) => p.canPostComment('disbursal', f, { softCallVersion: true }),
    [
      'is_admin',
      'is_operations_manager',
      'is_finance_manager',
      'is_disbursal_team',
      'is_referral_sales',
    ],
    false,
  ],
  [
    'credit comment',
    (f) => p.canPostComment('credit', f),
    ['is_admin', 'is_credit_underwriter'],
    false,
  ],
  [
    'canSeeCreditComments',
    (f) => p.canSeeCreditComments(f, 'someone'),
    [
      'is_credit_underwriter',
      'is_admin',
      'is_lender',
      'is_disbursal_team',
      'is_operations_manager',
      'is_technology',
    ],
    false,
  ],
  [
    'canEditEmployerName',
    p.canEditEmployerName,
    ['is_admin', 'is_credit_underwriter', 'is_credit_manager'],
    false,
  ],
  [
    'canEditEmployer',
    p.canEditEmployer,
    [
      'is_admin',
      'is_credit_underwriter',
      'is_disbursal_team',
      'is_referral_manager',
      'is_area_sales_manager',
      'is_operations_manager',
    ],
    false,
  ],
  [
    'canVerifyEmployer',
    p.canVerifyEmployer,
    ['is_admin', 'is_credit_underwriter', 'is_disbursal_team'],
    false,
  ],
  [
    'canEditRating',
    p.canEditRating,
    ['is_admin', 'is_credit_underwriter', 'is_credit_manager'],
    false,
  ],
  [
    'canEditProfileFields',
    p.canEditProfileFields,
    [
      'is_admin',
      'is_credit_underwriter',
      'is_acc_manager',
      'is_operations_manager',
      'is_finance_manager',
      'is_disbursal_team',
      'is_referral_sales',
    ],
    false,
  ],
  [
    'canToggleEmployeeIdValidity',
    p.canToggleEmployeeIdValidity,
    ['is_admin', 'is_credit_underwriter'],
    false,
  ],
  [
    'canFetchEmploymentAgreements',
    p.canFetchEmploymentAgreements,
    ['is_admin', 'is_technology'],
    false,
  ],
  [
    'canUseContainsMobileFilter',
    p.canUseContainsMobileFilter,
    [
      'is_credit_underwriter',
      'is_recovery_agent',
      'is_recovery_manager',
      'is_admin',
      'is_technology',
    ],
    false,
  ],
  [
    'canMoveToSalaryEmi',
    p.canMoveToSalaryEmi,
    ['is_admin', 'is_credit_manager', 'is_credit_underwriter'],
    false,
  ],
  [
    'canSubmitSalaryEmi',
    p.canSubmitSalaryEmi,
    ['is_credit_underwriter', 'is_admin', 'is_credit_manager'],
    false,
  ],
  [
    'canEditReferenceCheck',
    p.canEditReferenceCheck,
    ['is_admin', 'is_credit_manager', 'is_credit_underwriter'],
    false,
  ],
  [
    'hasAlternateContactPermissionFlag',
    p.hasAlternateContactPermissionFlag,
    ['is_lender_read_only', 'is_technology'],
    false,
  ],
  ['actionsTabDisabled', p.actionsTabDisabled, ['is_lender_read_only'], false],
  ['fetchesContactLoanHistory', p.fetchesContactLoanHistory, allBut('is_area_sales_manager'), true],
  [
    'fetchesCustomerRelationships',
    p.fetchesCustomerRelationships,
    allBut('is_area_sales_manager'),
    true,
  ],
  ['showsLoanIdLinksInHistory', p.showsLoanIdLinksInHistory, allBut('is_recovery_agency'), true],
  ['seesLoanHistoryAndBorrowerStatus', p.seesLoanHistoryAndBorrowerStatus, allBut('is_b2b'), true],
  ['seesAllTagsTab', p.seesAllTagsTab, allBut('is_b2b'), true],
  [
    'canEditBlacklist',
    p.canEditBlacklist,
    ['is_admin', 'is_credit_manager', 'is_disbursal_manager', 'is_recovery_manager'],
    false,
  ],
  [
    'canToggleFeatures',
    p.canToggleFeatures,
    ['is_admin', 'is_credit_manager', 'is_disbursal_manager', 'is_recovery_manager'],
    false,
  ],
  ['canUploadDocuments', p.canUploadDocuments, allBut('is_lender', 'is_lender_read_only'), true],
  [
    'canReplaceOrAssignDocuments (editable)',
    (f) => p.canReplaceOrAssignDocuments(f, true),
    allBut('is_lender', 'is_lender_read_only'),
    true,
  ],
  [
    'canReplaceOrAssignDocuments (not editable)',
    (f) => p.canReplaceOrAssignDocuments(f, false),
    [],
    false,
  ],
  ['canDisableChat', p.canDisableChat, ['is_admin'], false],
  ['canBlacklistUser', p.canBlacklistUser, ['is_admin'], false],
  ['seesBusinessUsersInMembers', p.seesBusinessUsersInMembers, ['is_admin'], false],
  [
    'canOpenMemberNumber (not a business member)',
    (f) => p.canOpenMemberNumber(f, { isBusinessMember: false }),
    ['is_admin'],
    false,
  ],
  [
    'showsDeleteChannel (private, not a member)',
    (f) => p.showsDeleteChannel(f, { isBusinessMember: false, isPublic: false }),
    ['is_admin'],
    false,
  ],
  [
    'usesBroaderTaskList',
    p.usesBroaderTaskList,
    [
      'is_area_sales_manager',
      'is_credit_manager',
      'is_disbursal_manager',
      'is_operations_manager',
      'is_finance_manager',
      'is_recovery_manager',
      'is_referral_manager',
      'is_admin',
    ],
    false,
  ],
];

describe.each(RULES)('%s', (_name, predicate, allowed, none) => {
  it('user without a role flag', () => {
    expect(predicate(roleFlagsOf())).toBe(none);
  });
  for (const flag of ALL) {
    const expected = allowed.includes(flag);
    it(`${flag} → ${expected}`, () => {
      expect(predicate(roleFlagsOf(flag))).toBe(expected);
    });
  }
});

describe('username rules', () => {
  it('testlender never sees Credit Comments nor the Chats tab', () => {
    expect(p.canSeeCreditComments(roleFlagsOf('is_lender'), 'testlender')).toBe(false);
    expect(p.canSeeCreditComments(roleFlagsOf('is_admin'), 'testlender')).toBe(false);
    expect(p.canSeeCreditComments(roleFlagsOf('is_lender'), 'lender1')).toBe(true);
    expect(p.canSeeChatsTab('testlender')).toBe(false);
    expect(p.canSeeChatsTab('lender1')).toBe(true);
  });
});

describe('blocksWriteRequest', () => {
  const ro = roleFlagsOf('is_read_only');
  const lro = roleFlagsOf('is_lender_read_only');
  const cm = roleFlagsOf('is_credit_manager');
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('blocks %s for read-only users', (m) => {
    expect(p.blocksWriteRequest(ro, m, { onAuthPage: false })).toBe(true);
    expect(p.blocksWriteRequest(lro, m, { onAuthPage: false })).toBe(true);
  });
  it('lets reads, auth pages and other roles through', () => {
    expect(p.blocksWriteRequest(ro, 'GET', { onAuthPage: false })).toBe(false);
    expect(p.blocksWriteRequest(ro, 'POST', { onAuthPage: true })).toBe(false);
    expect(p.blocksWriteRequest(cm, 'POST', { onAuthPage: false })).toBe(false);
  });
  it('blocks a read that creates something, off auth pages', () => {
    expect(p.blocksWriteRequest(ro, 'GET', { onAuthPage: false, createsSomething: true })).toBe(
      true,
    );
    expect(p.blocksWriteRequest(ro, 'GET', { onAuthPage: true, createsSomething: true })).toBe(
      false,
    );
    expect(p.blocksWriteRequest(cm, 'GET', { onAuthPage: false, createsSomething: true })).toBe(
      false,
    );
  });
});

describe('usesMainToken', () => {
  it('main token inside the lender area, chat token elsewhere', () => {
    expect(p.usesMainToken('/lender/admin/chat')).toBe(true);
    expect(p.usesMainToken('/bchat/admin/allchannels')).toBe(false);
  });
});

describe('offersLoanConfigJump', () => {
  const team = roleFlagsOf('is_disbursal_team');
  const loan = { status: 'loan_approved', default_lender: 'L1', emi_start_date: '2024-05-05' };
  it('disbursal team, approved loan lacking lender or EMI start date', () => {
    expect(p.offersLoanConfigJump(team, { ...loan, default_lender: null })).toBe(true);
    expect(p.offersLoanConfigJump(team, { ...loan, emi_start_date: null })).toBe(true);
  });
  it('not when configured, not for other statuses or roles', () => {
    expect(p.offersLoanConfigJump(team, loan)).toBe(false);
    expect(
      p.offersLoanConfigJump(team, {
        ...loan,
        status: 'ready_for_disbursal',
        default_lender: null,
      }),
    ).toBe(false);
    expect(
      p.offersLoanConfigJump(roleFlagsOf('is_disbursal_manager'), {
        ...loan,
        default_lender: null,
      }),
    ).toBe(false);
  });
});

describe('chat channel rules', () => {
  const agent = roleFlagsOf('is_recovery_agent');
  const admin = roleFlagsOf('is_admin');
  it('business members open numbers and see Delete Channel', () => {
    expect(p.canOpenMemberNumber(agent, { isBusinessMember: true })).toBe(true);
    expect(p.showsDeleteChannel(agent, { isBusinessMember: true, isPublic: true })).toBe(true);
  });
  it('the super admin sees Delete Channel on non-public channels only', () => {
    expect(p.showsDeleteChannel(admin, { isBusinessMember: false, isPublic: false })).toBe(true);
    expect(p.showsDeleteChannel(admin, { isBusinessMember: false, isPublic: true })).toBe(false);
  });
  it.each([
    [{ isCreator: true, memberCount: 0 }, 'membersNotLoaded'],
    [{ isCreator: false, memberCount: 0 }, 'membersNotLoaded'],
    [{ isCreator: true, memberCount: 999 }, 'allowed'],
    [{ isCreator: true, memberCount: 1000 }, 'forbidden'],
    [{ isCreator: false, memberCount: 5 }, 'forbidden'],
  ] as const)('deleteChannelCheck %j → %s', (ctx, result) => {
    expect(p.deleteChannelCheck(ctx)).toBe(result);
  });
  it('Tasks option needs manage_task_across_channels', () => {
    expect(p.showsChannelTasksOption(['x', 'manage_task_across_channels'])).toBe(true);
    expect(p.showsChannelTasksOption(['manage_task'])).toBe(false);
  });
});

describe('escalation and telephony', () => {
  it.each([
    'credit_manager',
    'referral_manager',
    'recovery_manager',
    'finance_manager',
    'kosh_super_admin',
    'disbursal_manager',
    'area_sales_manager',
  ])('%s is an escalation group', (role) => {
    expect(p.isEscalationManagerGroup(role)).toBe(true);
  });
  it('other roles are not', () => {
    for (const role of ['recovery_agent', 'operations_manager', 'lender', '', 'Credit_Manager']) {
      expect(p.isEscalationManagerGroup(role)).toBe(false);
    }
    expect(p.isEscalationManager(['lender', 'finance_manager'])).toBe(true);
    expect(p.isEscalationManager(['lender'])).toBe(false);
  });
  it('canCall needs a non-empty telephony username and password', () => {
    expect(p.canCall({ telecmi_username: 'u1', telecmi_pwd: 'secret' })).toBe(true);
    expect(p.canCall({ telecmi_username: 'u1', telecmi_pwd: '' })).toBe(false);
    expect(p.canCall({ telecmi_username: '  ', telecmi_pwd: 'secret' })).toBe(false);
    expect(p.canCall({ telecmi_username: null, telecmi_pwd: 'secret' })).toBe(false);
    expect(p.canCall({})).toBe(false);
  });
});
