import type { AnyEventObject } from 'xstate';
import { withInput } from '../callActions/withInput.ts';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import {
  emptyActivity,
  SAMPLE_USERNAME,
  sampleActivity,
  sampleProfile,
  sampleProfileAt,
  sampleVersions,
} from './customerPage.fixtures.ts';
import { type CustomerPageContext, customerPageMachine } from './customerPage.machine.ts';
import type { CustomerProfile } from './customerPage.types.ts';

const [NEWER, OLDER] = sampleVersions.versions.map((v) => v.history_date) as [string, string];

/** The profile the walk's server answers for each version (null: current). */
const PROFILES = new Map<string | null, CustomerProfile>([
  [null, sampleProfile],
  [NEWER, sampleProfileAt(NEWER)],
  [OLDER, sampleProfileAt(OLDER)],
]);

export const CUSTOMER_PAGE_SAMPLE = { newer: NEWER, older: OLDER, profiles: PROFILES } as const;

export const CUSTOMER_PAGE_EVENTS = {
  allowed: doneEvent('checkCustomerAccess', { allowed: true }),
  notAllowed: doneEvent('checkCustomerAccess', { allowed: false }),
  accessForbidden: errorEvent(
    'checkCustomerAccess',
    serviceError("Sorry! You don't have access to see this page", 403),
  ),
  accessFailed: errorEvent('checkCustomerAccess', serviceError('Internal Server Error', 500)),
  notFound: errorEvent('checkCustomerAccess', serviceError('Customer not found', 404)),
  profile: doneEvent('getCustomerProfile', sampleProfile),
  newerProfile: doneEvent('getCustomerProfile', PROFILES.get(NEWER)),
  olderProfile: doneEvent('getCustomerProfile', PROFILES.get(OLDER)),
  profileForbidden: errorEvent(
    'getCustomerProfile',
    serviceError("Sorry! You don't have access to see this page", 403),
  ),
  profileFailed: errorEvent(
    'getCustomerProfile',
    serviceError('No profile version at this history_date', 404),
  ),
  versions: doneEvent('listProfileVersions', sampleVersions),
  versionsFailed: errorEvent('listProfileVersions', serviceError('Internal Server Error', 500)),
  activity: doneEvent('getCustomerActivity', sampleActivity),
  emptyActivity: doneEvent('getCustomerActivity', emptyActivity),
  activityFailed: errorEvent('getCustomerActivity', serviceError('Bad Gateway', 502)),
} as const;

type Snapshot = ReturnType<typeof customerPageMachine.transition>;

/** The version a profile answer would be for: the first load is always the current profile. */
function versionInFlight(snapshot: Snapshot): string | null | undefined {
  if (snapshot.matches({ open: { main: { loading: { profile: 'fetching' } } } })) return null;
  if (snapshot.matches({ open: { main: 'loadingVersion' } })) return snapshot.context.requestedDate;
  return undefined;
}

function canPickVersion(context: CustomerPageContext, snapshot: Snapshot, value: unknown) {
  const listed = value === null || context.versions.some((v) => v.history_date === value);
  const selector =
    snapshot.matches({ open: { main: 'ready' } }) ||
    snapshot.matches({ open: { main: 'loadingVersion' } }) ||
    snapshot.matches({ open: { main: 'versionFailed' } });
  // A select fires no change for the value it already shows.
  return selector && listed && value !== context.requestedDate;
}

export const customerPagePaths = definePathSpec({
  // The walk opens the sample customer with no hash: the profile tab.
  machine: withInput(customerPageMachine, { username: SAMPLE_USERNAME }),
  events: [
    ...Object.values(CUSTOMER_PAGE_EVENTS),
    { type: 'tab.select', tab: 'activity' },
    { type: 'tab.select', tab: 'profile' },
    { type: 'version.select', history_date: NEWER },
    { type: 'version.select', history_date: OLDER },
    { type: 'version.select', history_date: null },
    { type: 'page.retry' },
    { type: 'activity.retry' },
  ],
  filterEvents: (snapshot, event: AnyEventObject) => {
    const { context } = snapshot;
    switch (event.type) {
      case 'xstate.done.actor.getCustomerProfile': {
        const version = versionInFlight(snapshot);
        return version !== undefined && event.output === PROFILES.get(version);
      }
      // Tabs show once access is granted; clicking the open tab changes nothing.
      case 'tab.select':
        return snapshot.matches('open') && event.tab !== context.tab;
      case 'version.select':
        return canPickVersion(context, snapshot, event.history_date);
      // Its Retry shows in the Customer Activity tab.
      case 'activity.retry':
        return context.tab === 'activity';
      default:
        return true;
    }
  },
  stateKey: (snapshot) => ({
    value: snapshot.value,
    tab: snapshot.context.tab,
    shown: snapshot.context.historyDate,
    requested: snapshot.context.requestedDate,
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'tab.select':
        return `open the ${event.tab} tab`;
      case 'version.select':
        return event.history_date
          ? `pick the version of ${event.history_date}`
          : 'pick the current version';
      case 'page.retry':
        return 'press Retry';
      case 'activity.retry':
        return 'press Retry under Customer Activity';
      default:
        return undefined;
    }
  },
});
