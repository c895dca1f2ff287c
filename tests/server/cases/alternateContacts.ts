// Contract cases of the alternate-contact operations (main service).
import { demoUser } from '../../../server/seed/demoUsers.ts';
import type { Harness } from '../harness.ts';
import { type Case, lookups } from './shared.ts';

export function alternateContactCases(h: Harness): Record<string, Case> {
  const { row, someCustomer } = lookups(h);
  const admin = demoUser('is_kosh_superadmin').username;
  /** A contact the seed gave some customer. */
  const seeded = () =>
    row<{ id: number; username: string }>(
      `SELECT a.id, c.username FROM alternate_contacts a JOIN customers c ON c.id = a.customer_id
     ORDER BY a.id LIMIT 1`,
    );
  return {
    listAlternateContacts: {
      valid: async () => [
        await h.call('listAlternateContacts', { params: { username: seeded().username } }),
        200,
      ],
      invalid: async () => [
        await h.call('listAlternateContacts', { params: { username: '6000000000' } }),
        404,
      ],
    },
    addAlternateContact: {
      valid: async () => [
        await h.call('addAlternateContact', {
          body: {
            name: 'Contract Case',
            contact: '9411100001',
            relation: 'Friend',
            username: someCustomer(6),
            added_by: admin,
          },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('addAlternateContact', {
          body: {
            name: 'Contract Case',
            contact: '941110000',
            relation: 'Friend',
            username: someCustomer(6),
            added_by: admin,
          },
        }),
        400,
      ],
    },
    updateAlternateContact: {
      valid: async () => [
        await h.call('updateAlternateContact', {
          body: { id: seeded().id, reference_check: 'GOOD' },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('updateAlternateContact', {
          body: { id: seeded().id, name: 'Two Fields', relation: 'Other' },
        }),
        400,
      ],
    },
    listContactRelations: {
      valid: async () => [await h.call('listContactRelations'), 200],
      invalid: async () => [await h.call('listContactRelations', { token: null }), 401],
    },
  };
}
