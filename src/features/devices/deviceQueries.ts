import type { components, paths } from '../../../openapi/generated/main.ts';
import type { QueryHooks } from '../../api/queryHooks.ts';

export type MainQueries = QueryHooks<paths>;
export type Device = components['schemas']['Device'];
export type DeviceMessage = components['schemas']['DeviceMessage'];
export type MessageFilter = components['schemas']['MessageFilter'];
export type MessageFindings = components['schemas']['MessageFindings'];
export type MessageVariant = components['schemas']['MessageVariant'];

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

/** One device's messages under a filter and variant, with what they reveal about the customer. */
export const messagesQuery = (
  queries: MainQueries,
  deviceId: string,
  filter: MessageFilter,
  username: string,
  variant: MessageVariant = 'all',
) =>
  queries.queryOptions('get', '/devices/{device_id}/messages', {
    params: { path: { device_id: deviceId }, query: { filter, username, variant } },
  });

export type ProfileView = 'messages' | 'contacts' | 'locations';

/** The profile variant's device data, one kind at a time (profile-info-view). */
export const profileInfoQuery = (queries: MainQueries, username: string, view: ProfileView) =>
  queries.queryOptions('get', '/customers/{username}/profile-info-view', {
    params: { path: { username }, query: { data_required: view } },
  });

/** A device user's summary dialog: name, blacklist level and loans. */
export const deviceUserSummaryQuery = (queries: MainQueries, username: string) =>
  queries.queryOptions('get', '/customers/{username}/device-users-summary', {
    params: { path: { username } },
  });
