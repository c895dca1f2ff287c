import type { components, paths } from '../../../openapi/generated/main.ts';
import type { QueryHooks } from '../../api/queryHooks.ts';

export type MainQueries = QueryHooks<paths>;
export type Device = components['schemas']['Device'];
export type DeviceMessage = components['schemas']['DeviceMessage'];
export type MessageFilter = components['schemas']['MessageFilter'];
export type MessageFindings = components['schemas']['MessageFindings'];

/** The panel's reads, keyed by customer and the version on screen (history_date). */
export function deviceQueries(queries: MainQueries, username: string, historyDate: string | null) {
  const path = { username };
  const query = historyDate ? { history_date: historyDate } : {};
  return {
    devices: queries.queryOptions('get', '/customers/{username}/devices', {
      params: { path, query },
    }),
    locations: queries.queryOptions('get', '/customers/{username}/device-locations', {
      params: { path, query },
    }),
  };
}

/** One device's messages under a filter, with what they reveal about the customer. */
export const messagesQuery = (
  queries: MainQueries,
  deviceId: string,
  filter: MessageFilter,
  username: string,
) =>
  queries.queryOptions('get', '/devices/{device_id}/messages', {
    params: { path: { device_id: deviceId }, query: { filter, username } },
  });
