// Contract cases of the call desks: queues, call outcomes, dial permits, each desk's feedback,
// loan comments, new leads and new group leaders (main service).
import type { Harness } from '../harness.ts';
import type { Case } from './shared.ts';

export function callDeskCases(h: Harness): Record<string, Case> {
  const next = async (desk: string) =>
    (await h.call('getNextDeskCase', { params: { desk } })).json() as { id: number };
  const feedbackCase = (op: string, desk: string, body: object, wrong: object): Case => ({
    valid: async () => [await h.call(op, { params: { id: (await next(desk)).id }, body }), 200],
    invalid: async () => [
      await h.call(op, { params: { id: (await next(desk)).id }, body: wrong }),
      400,
    ],
  });
  const share = () =>
    h.db
      .prepare(
        `SELECT s.loan_id, c.username FROM loan_shares s JOIN customers c ON c.id = s.customer_id
         ORDER BY s.id LIMIT 1`,
      )
      .get() as { loan_id: number; username: string };
  return {
    getNextDeskCase: {
      valid: async () => [await h.call('getNextDeskCase', { params: { desk: 'audit' } }), 200],
      invalid: async () => [
        await h.call('getNextDeskCase', {
          token: h.tokenOf('is_lender'),
          params: { desk: 'recovery' },
        }),
        403,
      ],
    },
    saveDeskCallOutcome: {
      valid: async () => [
        await h.call('saveDeskCallOutcome', {
          params: { desk: 'lead' },
          body: { id: (await next('lead')).id, call_id: 'call-desk-1' },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('saveDeskCallOutcome', {
          params: { desk: 'lead' },
          body: { id: 99_999_999, call_id: 'call-desk-2' },
        }),
        404,
      ],
    },
    requestDialPermit: {
      valid: async () => [
        await h.call('requestDialPermit', {
          body: { desk: 'support', case_id: (await next('support')).id },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('requestDialPermit', { body: { desk: 'sales', case_id: 1 } }),
        400,
      ],
    },
    submitRecoveryFeedback: feedbackCase(
      'submitRecoveryFeedback',
      'recovery',
      { feedback: 'non_contactable', traceability: 'RNR', comment: 'Ringing' },
      { feedback: 'contactable', traceability: 'CON' },
    ),
    submitAuditFeedback: feedbackCase(
      'submitAuditFeedback',
      'audit',
      { traceability: 'CON', payment: 'DONE', comment: 'Paid, confirmed' },
      { traceability: 'CON', payment: 'DONE' },
    ),
    submitLeadFeedback: feedbackCase(
      'submitLeadFeedback',
      'lead',
      { feedback: 'no_loan_required', group_leader_number: null, comment: '' },
      { feedback: 'will_continue_same_group', group_leader_number: null, comment: '' },
    ),
    submitSupportFeedback: feedbackCase(
      'submitSupportFeedback',
      'support',
      { traceability: 'RNR', comment: 'No answer', type_of_task: null },
      { traceability: 'CON', comment: 'Talked', type_of_task: null },
    ),
    addLoanComment: {
      valid: async () => [
        await h.call('addLoanComment', {
          body: { kind: 'recovery', ...share(), comment: 'Will pay on Friday' },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('addLoanComment', {
          token: h.tokenOf('is_credit_underwriter'),
          body: { kind: 'recovery', ...share(), comment: 'Not mine to post' },
        }),
        403,
      ],
    },
    createNewLead: {
      valid: async () => [
        await h.call('createNewLead', {
          body: {
            username: '6999000001',
            name: 'New Lead',
            location: { latitude: 12.9, longitude: 77.6 },
          },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('createNewLead', {
          body: { username: '6999000001', location: { latitude: 12.9, longitude: 77.6 } },
        }),
        400,
      ],
    },
    addNewGroupLeader: {
      valid: async () => {
        const { username } = h.db
          .prepare(
            `SELECT username FROM customers c WHERE NOT EXISTS (SELECT 1 FROM loans l
             WHERE l.leader_id = c.id) ORDER BY id LIMIT 1`,
          )
          .get() as { username: string };
        return [await h.call('addNewGroupLeader', { body: { username } }), 200];
      },
      invalid: async () => [
        await h.call('addNewGroupLeader', { body: { username: '6000000000' } }),
        404,
      ],
    },
  };
}
