// Contract cases of the Profile tab's operations: the photo lookup and file, field edits, the
// employee-id toggle (main service).
import type { Harness } from '../harness.ts';
import { type Case, lookups } from './shared.ts';

export function customerProfileCases(h: Harness): Record<string, Case> {
  const { row, someCustomer } = lookups(h);
  const photo = () => row<{ id: number }>('SELECT id FROM customer_photos ORDER BY id LIMIT 1').id;
  return {
    getCustomerPhoto: {
      valid: async () => [
        await h.call('getCustomerPhoto', { params: { username: someCustomer(1) } }),
        200,
      ],
      invalid: async () => [
        await h.call('getCustomerPhoto', { params: { username: '6000000000' } }),
        404,
      ],
    },
    getCustomerPhotoFile: {
      valid: async () => [
        await h.call('getCustomerPhotoFile', { params: { photo_id: photo() } }),
        200,
      ],
      invalid: async () => [await h.call('getCustomerPhotoFile', { params: { photo_id: 0 } }), 400],
    },
    updateCustomerProfileField: {
      valid: async () => [
        await h.call('updateCustomerProfileField', {
          body: { username: someCustomer(7), field: 'marital_status', value: 'Married' },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('updateCustomerProfileField', {
          body: { username: someCustomer(7), field: 'rating', value: 'grade_A' },
        }),
        400,
      ],
    },
    setEmployeeIdValidity: {
      valid: async () => [
        await h.call('setEmployeeIdValidity', {
          body: { username: someCustomer(7), valid: true },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('setEmployeeIdValidity', { body: { username: someCustomer(7) } }),
        400,
      ],
    },
  };
}
