// Contract cases of the main (v1) service.
import { demoUser } from '../../../server/seed/demoUsers.ts';
import { assertMatches } from '../contract.ts';
import type { Harness } from '../harness.ts';
import { type Case, lookups } from './shared.ts';

export function mainCases(h: Harness): Record<string, Case> {
  const { row, disbursedShare, customerWithVersions, someCustomer } = lookups(h);
  const list = (op: string): Case => ({
    valid: async () => [
      await h.call(op, { query: { status: ['loan_disbursed', 'completed'], entries: 3 } }),
      200,
    ],
    invalid: async () => [await h.call(op, { query: { status: 'not_a_status' } }), 400],
  });
  return {
    listLoanApplications: list('listLoanApplications'),
    listApprovedLoans: list('listApprovedLoans'),
    listDisbursedLoans: list('listDisbursedLoans'),
    searchLoans: list('searchLoans'),
    decideLoan: {
      valid: async () => {
        const { id } = row<{ id: number }>(
          "SELECT id FROM loans WHERE status = 'ready_for_review' LIMIT 1",
        );
        return [
          await h.call('decideLoan', {
            params: { loan_id: id },
            body: { decision: 'approve', comment: 'ok' },
          }),
          200,
        ];
      },
      invalid: async () => {
        const { id } = row<{ id: number }>(
          "SELECT id FROM loans WHERE status = 'completed' LIMIT 1",
        );
        return [
          await h.call('decideLoan', { params: { loan_id: id }, body: { decision: 'approve' } }),
          400,
        ];
      },
    },
    listCustomers: {
      valid: async () => [
        await h.call('listCustomers', { query: { search_string: 'a', entries: 5 } }),
        200,
      ],
      invalid: async () => [
        await h.call('listCustomers', { query: { search_type: 'email' } }),
        400,
      ],
    },
    checkCustomerAccess: {
      valid: async () => [
        await h.call('checkCustomerAccess', { params: { username: someCustomer() } }),
        200,
      ],
      invalid: async () => [
        await h.call('checkCustomerAccess', { params: { username: '6000000000' } }),
        404,
      ],
    },
    getCustomerByUserId: {
      valid: async () => [await h.call('getCustomerByUserId', { params: { user_id: 1 } }), 200],
      invalid: async () => [
        await h.call('getCustomerByUserId', { params: { user_id: 999_999_999 } }),
        404,
      ],
    },
    getCustomerProfile: {
      valid: async () => {
        const { username, history_date } = customerWithVersions();
        const [current, version] = await Promise.all([
          h.call('getCustomerProfile', { params: { username } }),
          h.call('getCustomerProfile', { params: { username }, query: { history_date } }),
        ]);
        assertMatches('getCustomerProfile', 200, current.json());
        return [version, 200];
      },
      invalid: async () => [
        await h.call('getCustomerProfile', { token: null, params: { username: someCustomer() } }),
        401,
      ],
    },
    listProfileVersions: {
      valid: async () => [
        await h.call('listProfileVersions', {
          params: { username: customerWithVersions().username },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('listProfileVersions', { params: { username: '6000000000' } }),
        404,
      ],
    },
    getCustomerActivity: {
      valid: async () => [
        await h.call('getCustomerActivity', { params: { username: disbursedShare().username } }),
        200,
      ],
      invalid: async () => [
        await h.call('getCustomerActivity', { token: null, params: { username: someCustomer() } }),
        401,
      ],
    },
    setBlacklistLevel: {
      valid: async () => [
        await h.call('setBlacklistLevel', {
          body: { username: someCustomer(1), blacklist_level: 2, blacklist_reason: 'Fraud' },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('setBlacklistLevel', {
          body: { username: someCustomer(1), blacklist_level: 2, blacklist_reason: 'x'.repeat(61) },
        }),
        400,
      ],
    },
    getNextSoftCall: {
      valid: async () => [
        await h.call('getNextSoftCall', { token: h.tokenOf('is_reminder_agent') }),
        200,
      ],
      invalid: async () => [
        await h.call('getNextSoftCall', { token: h.tokenOf('is_lender') }),
        403,
      ],
    },
    saveSoftCallOutcome: {
      valid: async () => {
        const token = h.tokenOf('is_reminder_agent');
        const next = (await h.call('getNextSoftCall', { token })).json();
        return [
          await h.call('saveSoftCallOutcome', {
            token,
            body: { id: next.id, call_id: 'call-123' },
          }),
          200,
        ];
      },
      invalid: async () => [await h.call('saveSoftCallOutcome', { body: { id: 'one' } }), 400],
    },
    submitSoftCallFeedback: {
      valid: async () => {
        const token = h.tokenOf('is_reminder_agent');
        const next = (await h.call('getNextSoftCall', { token })).json();
        return [
          await h.call('submitSoftCallFeedback', {
            token,
            params: { id: next.id },
            body: {
              feedback: 'contactable',
              traceability: 'CON',
              cooperation_level: 'cooperative',
              payment: 'paid',
              comment: 'Paid today',
            },
          }),
          200,
        ];
      },
      invalid: async () => [
        await h.call('submitSoftCallFeedback', {
          params: { id: 1 },
          body: { feedback: 'maybe', traceability: 'CON' },
        }),
        400,
      ],
    },
    listManagers: {
      valid: async () => [await h.call('listManagers'), 200],
      invalid: async () => [await h.call('listManagers', { token: 'not-a-token' }), 401],
    },
    escalateToManager: {
      valid: async () => [
        await h.call('escalateToManager', {
          body: {
            manager_username: demoUser('is_credit_manager').username,
            customer_username: someCustomer(2),
          },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('escalateToManager', {
          body: { manager_username: 'boss', customer_username: someCustomer(2) },
        }),
        400,
      ],
    },
    assignNewLead: {
      valid: async () => [
        await h.call('assignNewLead', { body: { username: someCustomer(3) } }),
        200,
      ],
      invalid: async () => [await h.call('assignNewLead', { body: { username: 12 } }), 400],
    },
    getLoansDashboard: {
      valid: async () => [
        await h.call('getLoansDashboard', {
          query: {
            from_date: '2000-01-01',
            to_date: '2100-12-31',
            status: 'approved_loans',
            loan_type: 'group_loan',
          },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('getLoansDashboard', {
          query: { from_date: '2025-02-01', to_date: '2025-01-31' },
        }),
        400,
      ],
    },
    listDashboardLoans: {
      valid: async () => {
        const query = { from_date: '2000-01-01', to_date: '2100-12-31', entries: 5 };
        const first = (await h.call('getLoansDashboard', { query })).json() as { next: string };
        return [
          await h.call('listDashboardLoans', { query: { ...query, after: first.next } }),
          200,
        ];
      },
      invalid: async () => [
        await h.call('listDashboardLoans', {
          query: { from_date: '2025-01-01', to_date: '2025-01-31', after: 'not-a-cursor' },
        }),
        400,
      ],
    },
    getPaymentLink: {
      valid: async () => {
        const { loan_id, username } = disbursedShare();
        return [
          await h.call('getPaymentLink', { query: { loan_id, username, amount: 1500 } }),
          200,
        ];
      },
      invalid: async () => [
        await h.call('getPaymentLink', {
          query: { loan_id: 1, username: someCustomer(), amount: 0 },
        }),
        400,
      ],
    },
    getSupportOverview: {
      valid: async () => [
        await h.call('getSupportOverview', { token: h.tokenOf('is_reminder_agent') }),
        200,
      ],
      invalid: async () => [await h.call('getSupportOverview', { token: null }), 401],
    },
    getBlacklist: {
      valid: async () => [
        await h.call('getBlacklist', { query: { username: someCustomer() } }),
        200,
      ],
      invalid: async () => [await h.call('getBlacklist', { query: {} }), 400],
    },
    updateBlacklist: {
      valid: async () => [
        await h.call('updateBlacklist', {
          body: {
            username: someCustomer(4),
            enable_chat: false,
            resume_enable_chat: '2030-01-01T00:00:00.000Z',
            enable_chat_reason: 'Spam',
          },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('updateBlacklist', { body: { username: someCustomer(4) } }),
        400,
      ],
    },
    listBlacklistChanges: {
      valid: async () => [
        await h.call('listBlacklistChanges', { query: { username: someCustomer(4) } }),
        200,
      ],
      invalid: async () => [
        await h.call('listBlacklistChanges', { query: { username: 'nobody' } }),
        400,
      ],
    },
    applyPenalty: {
      valid: async () => [
        await h.call('applyPenalty', {
          body: {
            amount: 500,
            comment: 'Late',
            decision: 'penalty',
            datetime: '2026-01-05 10:30:00',
            username: someCustomer(5),
          },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('applyPenalty', {
          body: {
            amount: 500,
            comment: 'Late',
            decision: 'penalty',
            datetime: '05/01/2026',
            username: someCustomer(5),
          },
        }),
        400,
      ],
    },
    registerPushToken: {
      valid: async () => [
        await h.call('registerPushToken', { body: { token: 'push-token-1' } }),
        200,
      ],
      invalid: async () => [await h.call('registerPushToken', { body: {} }), 400],
    },
  };
}
