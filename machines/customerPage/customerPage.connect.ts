import type { SnapshotFrom } from 'xstate';
import { messages } from '../../src/domain/messages.ts';
import type { customerPageMachine } from './customerPage.machine.ts';
import {
  CUSTOMER_TABS,
  type CustomerActivity,
  type CustomerProfile,
  type CustomerTab,
  type ProfileVersion,
} from './customerPage.types.ts';

export type CustomerPageStatus =
  | 'checkingAccess'
  | 'accessFailed'
  | 'refused'
  | 'notFound'
  | 'loading'
  | 'failed'
  | 'ready'
  | 'loadingVersion'
  | 'versionFailed';

export type ActivityStatus = 'loading' | 'loaded' | 'failed';

/** What the customer page shows. Plain data: the view is a function of it, a story is one call. */
export type CustomerPageViewModel = {
  status: CustomerPageStatus;
  username: string;
  /** The spec's refusal text, only when access is refused. */
  refusedText: string | null;
  /** No customer has this id: the page says so (the view words it), with nothing to retry. */
  notFound: boolean;
  /** Whether the page itself (header, selector, tabs) shows: access was granted. */
  open: boolean;
  tabs: readonly CustomerTab[];
  tab: CustomerTab;
  /** The profile on screen (kept while another version loads), null before the first. */
  profile: CustomerProfile | null;
  /** Placeholders instead of the profile: the first load. */
  profileLoading: boolean;
  /** Another version is on its way; the profile on screen is the previous one. */
  versionLoading: boolean;
  /** Saved versions, newest first, as the selector lists them after 'Current'. */
  versions: readonly ProfileVersion[];
  /** The selector's value: the version on screen or being loaded (null: current). */
  selectedVersion: string | null;
  /** The version on screen (null: current). */
  shownVersion: string | null;
  canSelectVersion: boolean;
  /** The catalogue's failure text, and the server's words under it. */
  errorText: string | null;
  errorDetail: string | null;
  canRetry: boolean;
  activityStatus: ActivityStatus;
  activity: CustomerActivity | null;
  activityError: string | null;
  canRetryActivity: boolean;
};

const STATUSES: readonly [CustomerPageStatus, string][] = [
  ['checkingAccess', 'checkingAccess'],
  ['accessFailed', 'accessFailed'],
  ['refused', 'refused'],
  ['notFound', 'notFound'],
  ['loading', 'open.main.loading'],
  ['failed', 'open.main.failed'],
  ['ready', 'open.main.ready'],
  ['loadingVersion', 'open.main.loadingVersion'],
  ['versionFailed', 'open.main.versionFailed'],
];

const ACTIVITY: readonly ActivityStatus[] = ['loading', 'loaded', 'failed'];

export function connectCustomerPage(
  snapshot: SnapshotFrom<typeof customerPageMachine>,
): CustomerPageViewModel {
  const status =
    STATUSES.find(([, value]) => snapshot.matches(value as never))?.[0] ?? 'checkingAccess';
  const activityStatus =
    ACTIVITY.find((value) => snapshot.matches({ open: { activity: value } })) ?? 'loading';
  const { context } = snapshot;
  const open = snapshot.matches('open');
  const failed = status === 'accessFailed' || status === 'failed' || status === 'versionFailed';
  return {
    status,
    username: context.username,
    refusedText: status === 'refused' ? messages.common.noAccessToPage : null,
    notFound: status === 'notFound',
    open,
    tabs: CUSTOMER_TABS,
    tab: context.tab,
    profile: context.profile,
    profileLoading: status === 'loading',
    versionLoading: status === 'loadingVersion',
    versions: context.versions,
    selectedVersion: context.requestedDate,
    shownVersion: context.historyDate,
    canSelectVersion:
      status === 'ready' || status === 'loadingVersion' || status === 'versionFailed',
    errorText: !failed
      ? null
      : status === 'accessFailed'
        ? messages.common.somethingWentWrong
        : messages.customer.profileFetchFailed,
    errorDetail: failed ? context.error : null,
    canRetry: snapshot.can({ type: 'page.retry' }),
    activityStatus,
    activity: context.activity,
    activityError: open && activityStatus === 'failed' ? context.activityError : null,
    canRetryActivity: snapshot.can({ type: 'activity.retry' }),
  };
}
