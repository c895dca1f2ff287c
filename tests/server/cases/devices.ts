// Contract cases of the devices and messages operations (main service).
import type { Harness } from '../harness.ts';
import type { Case } from './shared.ts';

export const DEVICE_SHOWCASE = '8157415868';
export const SHARED_DEVICE = 'a1f3c9e07b2d4e51';
export const OWN_DEVICE = 'b7d20e4c91aa0f36';

/** A message of the shared device in the given state (uncategorised or not). */
export function messageOf(h: Harness, uncategorised: boolean): number {
  const row = h.db
    .prepare(
      `SELECT m.id FROM device_messages m JOIN devices d ON d.id = m.device_id
       WHERE d.device_id = ? AND m.category IS ${uncategorised ? '' : 'NOT'} NULL ORDER BY m.id LIMIT 1`,
    )
    .get(SHARED_DEVICE) as { id: number };
  return row.id;
}

export function deviceCases(h: Harness): Record<string, Case> {
  const params = { username: DEVICE_SHOWCASE };
  const device = { device_id: SHARED_DEVICE };
  return {
    listCustomerDevices: {
      valid: async () => [await h.call('listCustomerDevices', { params }), 200],
      invalid: async () => [
        await h.call('listCustomerDevices', { params, query: { history_date: 'later' } }),
        400,
      ],
    },
    listDeviceLocations: {
      valid: async () => [await h.call('listDeviceLocations', { params }), 200],
      invalid: async () => [
        await h.call('listDeviceLocations', { params: { username: '6000000000' } }),
        404,
      ],
    },
    setDeviceOwner: {
      valid: async () => [
        await h.call('setDeviceOwner', { params: device, body: { username: DEVICE_SHOWCASE } }),
        200,
      ],
      invalid: async () => [
        await h.call('setDeviceOwner', { params: device, body: { username: '6000000000' } }),
        400,
      ],
    },
    listDeviceContacts: {
      valid: async () => [await h.call('listDeviceContacts', { params: device }), 200],
      invalid: async () => [
        await h.call('listDeviceContacts', { params: { device_id: 'nope' } }),
        404,
      ],
    },
    listDeviceMessages: {
      valid: async () => [
        await h.call('listDeviceMessages', { params: device, query: { filter: 'Banking' } }),
        200,
      ],
      invalid: async () => [
        await h.call('listDeviceMessages', { params: device, query: { filter: 'Spam' } }),
        400,
      ],
    },
    classifyMessage: {
      valid: async () => [
        await h.call('classifyMessage', {
          params: { message_id: String(messageOf(h, true)) },
          body: { category: 'Others', device_id: SHARED_DEVICE },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('classifyMessage', {
          params: { message_id: String(messageOf(h, true)) },
          body: { category: 'Spam', device_id: SHARED_DEVICE },
        }),
        400,
      ],
    },
    reclassifyMessage: {
      valid: async () => [
        await h.call('reclassifyMessage', {
          params: { message_id: String(messageOf(h, false)) },
          body: { category: 'Telecom' },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('reclassifyMessage', {
          params: { message_id: String(messageOf(h, true)) },
          body: { category: 'Telecom' },
        }),
        400,
      ],
    },
    unclassifyMessage: {
      valid: async () => [
        await h.call('unclassifyMessage', { params: { message_id: String(messageOf(h, false)) } }),
        200,
      ],
      invalid: async () => [
        await h.call('unclassifyMessage', { params: { message_id: '999999999' } }),
        404,
      ],
    },
    getProfileInfoView: {
      valid: async () => [
        await h.call('getProfileInfoView', { params, query: { data_required: 'contacts' } }),
        200,
      ],
      invalid: async () => [
        await h.call('getProfileInfoView', { params, query: { data_required: 'photos' } }),
        400,
      ],
    },
    syncUserContacts: {
      valid: async () => [await h.call('syncUserContacts', { params }), 200],
      invalid: async () => [
        await h.call('syncUserContacts', { params: { username: '6000000000' } }),
        404,
      ],
    },
    getDeviceUsersSummary: {
      valid: async () => [await h.call('getDeviceUsersSummary', { params }), 200],
      invalid: async () => [
        await h.call('getDeviceUsersSummary', { params: { username: 'x' } }),
        400,
      ],
    },
  };
}
