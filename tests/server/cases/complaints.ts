// Contract cases of the complaints and the investor detail (main service).
import type { Harness } from '../harness.ts';
import type { Case } from './shared.ts';

export function complaintCases(h: Harness): Record<string, Case> {
  const someCustomer = () =>
    (
      h.db.prepare('SELECT username FROM customers ORDER BY id LIMIT 1').get() as {
        username: string;
      }
    ).username;
  const openComplaint = () =>
    (
      h.db.prepare("SELECT id FROM complaints WHERE status = 'OPEN' LIMIT 1").get() as {
        id: number;
      }
    ).id;
  return {
    listComplaints: {
      valid: async () => [await h.call('listComplaints', { query: { status: 'OPEN' } }), 200],
      invalid: async () => [await h.call('listComplaints', { query: { status: 'LOST' } }), 400],
    },
    registerComplaint: {
      valid: async () => [
        await h.call('registerComplaint', {
          body: {
            username: someCustomer(),
            complaint: 'Rude to the branch staff',
            category: 'behaviour',
          },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('registerComplaint', {
          body: { username: '123456789', complaint: 'x', category: 'other' },
        }),
        400,
      ],
    },
    updateComplaintStatus: {
      valid: async () => [
        await h.call('updateComplaintStatus', {
          params: { complaint_id: openComplaint() },
          body: { status: 'IN_PROGRESS' },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('updateComplaintStatus', {
          params: { complaint_id: openComplaint() },
          body: { status: 'DONE' },
        }),
        400,
      ],
    },
    getInvestorDetail: {
      valid: async () => [
        await h.call('getInvestorDetail', { token: h.tokenOf('is_investor') }),
        200,
      ],
      invalid: async () => [await h.call('getInvestorDetail'), 403],
    },
  };
}
