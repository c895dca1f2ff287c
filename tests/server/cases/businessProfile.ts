// Contract cases of the business (chat) profile block (auth service).
import type { Harness } from '../harness.ts';
import type { Case } from './shared.ts';

const PROFILE = {
  name: 'Kosh Admin',
  business_email: 'admin@kosh.example',
  business_type: 'Partnership',
  doc_group_id: 101,
  business_doc_type: 'GST Certificate',
  address: '12 MG Road, Bengaluru',
  city: 'Bengaluru',
  state: 'KA',
  pin: '560001',
};

export function businessProfileCases(h: Harness): Record<string, Case> {
  const unauthenticated = (operationId: string): Case => ({
    valid: async () => [await h.call(operationId), 200],
    invalid: async () => [await h.call(operationId, { token: null }), 401],
  });
  return {
    saveBusinessProfile: {
      valid: async () => [await h.call('saveBusinessProfile', { body: PROFILE }), 200],
      invalid: async () => [
        await h.call('saveBusinessProfile', { body: { ...PROFILE, pin: '0' } }),
        400,
      ],
    },
    listBusinessTypes: unauthenticated('listBusinessTypes'),
    listBusinessDocTypes: unauthenticated('listBusinessDocTypes'),
    addBusinessAdmins: {
      valid: async () => [
        await h.call('addBusinessAdmins', { body: { usernames: ['9000000022'] } }),
        200,
      ],
      invalid: async () => [await h.call('addBusinessAdmins', { body: { usernames: [] } }), 400],
    },
    listLoginActivity: {
      valid: async () => [await h.call('listLoginActivity'), 200],
      invalid: async () => [await h.call('listLoginActivity', { query: { entries: 1000 } }), 400],
    },
  };
}
