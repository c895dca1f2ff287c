import { type ComponentType, Suspense } from 'react';
import { messages } from '../../domain/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { type LazyPanel, lazyPanel } from '../../ui/lazyPanel.tsx';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { type PanelQuery, QueryPanel } from '../../ui/QueryPanel.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { CustomerFrame, GateStatement } from './components/CustomerFrame.tsx';
import { CustomerPhoto } from './components/CustomerPhoto.tsx';
import { EditableProfile } from './components/EditableProfile.tsx';
import { ProfileDeviceData, preloadProfileDeviceData } from './components/ProfileDeviceData.tsx';
import type { CustomerGate } from './customerGate.ts';
import { CUSTOMER_PAGE_TEXTS as T } from './customerPageTexts.ts';
import { customerPageHref, hashOfTab } from './customerRules.ts';
import {
  CUSTOMER_TABS,
  type CustomerAccess,
  type CustomerProfile,
  type CustomerTab,
  type CustomerTabProps,
  type ProfileVersions,
} from './customerTypes.ts';
import { LoansTab } from './tabs/LoansTab.tsx';

export type CustomerPageViewProps = {
  username: string;
  /** Where 'Back to customers' goes (the customer list); null when this user cannot open it. */
  backHref: string | null;
  gate: CustomerGate;
  access: PanelQuery<CustomerAccess>;
  versions: PanelQuery<ProfileVersions>;
  /** The profile of the version on screen (kept while another loads or fails). */
  profile: PanelQuery<CustomerProfile>;
  /** Blacklisted now, from the current profile (a saved version may not record it). */
  blacklistedNow?: boolean | undefined;
  /** Another version is on its way; the profile on screen is the previous one. */
  versionLoading: boolean;
  /** The version on screen (null: current). */
  shownVersion: string | null;
  /** The selector's value: the version on screen or being loaded (null: current). */
  selectedVersion: string | null;
  /** What each tab reads its own server state with. */
  tabProps: CustomerTabProps;
  tab: CustomerTab;
  onSelectTab: (tab: CustomerTab) => void;
  /** A version's history_date, or null for the current profile. */
  onSelectVersion: (historyDate: string | null) => void;
};

const never = () => false;

/** The customer page: its gate, then each read in the panel frame. */
export function CustomerPageView(props: CustomerPageViewProps) {
  const { gate, username } = props;
  const name = gate === 'open' ? props.profile.data?.name : undefined;
  return (
    <CustomerFrame
      id={username}
      name={name}
      backHref={props.backHref}
      blacklisted={gate === 'open' && blacklistBadge(props)}
      photo={
        name ? (
          <CustomerPhoto queries={props.tabProps.queries} username={username} name={name} />
        ) : undefined
      }
    >
      {gate === 'refused' || gate === 'notFound' ? (
        <GateStatement gate={gate} id={username} />
      ) : (
        <QueryPanel
          query={props.access}
          errorText={messages.common.somethingWentWrong}
          retryLabel={T.retry}
          skeleton={<ListSkeleton label={T.checkingAccess} lines={3} />}
        >
          {() => (gate === 'open' ? <OpenPage {...props} /> : null)}
        </QueryPanel>
      )}
    </CustomerFrame>
  );
}

/**
 * 'Blacklisted' of the version on screen when its profile records it (the current one does);
 * a saved version that leaves it out gets the current state, marked as now.
 */
function blacklistBadge(props: CustomerPageViewProps): boolean | 'now' {
  const recorded = props.profile.data?.blacklisted;
  if (recorded !== undefined) return recorded;
  return props.shownVersion !== null && props.blacklistedNow === true ? 'now' : false;
}

function OpenPage(props: CustomerPageViewProps) {
  return (
    <>
      <QueryPanel
        query={props.versions}
        errorText={messages.customer.profileFetchFailed}
        retryLabel={T.retry}
        skeleton={<ListSkeleton label={T.loadingVersions} lines={1} />}
        isEmpty={never}
      >
        {(saved) => <VersionSelector {...props} saved={saved} />}
      </QueryPanel>
      {props.shownVersion && !props.versionLoading ? (
        <OldVersionBanner
          historyDate={props.shownVersion}
          onCurrent={() => props.onSelectVersion(null)}
        />
      ) : null}
      <Tabs
        label={T.tabsLabel}
        selected={props.tab}
        onSelect={props.onSelectTab}
        tabs={CUSTOMER_TABS.map((id) => ({
          id,
          label: T.tabs[id],
          panel: <TabPanel {...props} panel={id} />,
          warm: () => warmTab(id),
          href: customerPageHref(props.username) + hashOfTab(id),
        }))}
      />
    </>
  );
}

function VersionSelector(props: CustomerPageViewProps & { saved: ProfileVersions }) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <label className="flex items-center gap-2">
        <span className="text-slate-600">{T.version}</span>
        <select
          className="rounded-md border border-slate-300 bg-white px-2 py-1"
          value={props.selectedVersion ?? ''}
          // Nothing to compare with until a profile is on screen.
          disabled={props.profile.data === undefined}
          aria-busy={props.versionLoading}
          onChange={(e) => props.onSelectVersion(e.target.value || null)}
        >
          <option value="">{T.currentVersion}</option>
          {props.saved.versions.map((v) => (
            <option key={v.history_date} value={v.history_date}>
              {T.versionLabel(v.history_date)}
            </option>
          ))}
        </select>
      </label>
      {props.versionLoading ? (
        <span role="status" className="text-slate-600">
          {T.loadingVersion}
        </span>
      ) : props.shownVersion ? (
        <span className="text-slate-600">{T.showingVersion(props.shownVersion)}</span>
      ) : null}
    </div>
  );
}

/**
 * The tabs that read their own server state, by id. Loans is the page's default and comes with
 * it; every other tab is its own chunk, fetched when it is first opened, so the page stays within
 * its budget however many tabs it grows (ARCHITECTURE §7).
 */
const LAZY_TABS = {
  wallet: lazyPanel(() => import('./tabs/WalletTab.tsx').then((m) => m.WalletTab)),
  cibil: lazyPanel(() => import('./tabs/BureauTab.tsx').then((m) => m.BureauTab)),
  credit: lazyPanel(() => import('./tabs/CreditTab.tsx').then((m) => m.CreditTab)),
  salaryemi: lazyPanel(() => import('./tabs/SalaryEmiTab.tsx').then((m) => m.SalaryEmiTab)),
  device: lazyPanel(() => import('./tabs/DeviceTab.tsx').then((m) => m.DeviceTab)),
  actions: lazyPanel(() => import('./tabs/ActionsTab.tsx').then((m) => m.ActionsTab)),
  social: lazyPanel(() => import('./tabs/SocialTab.tsx').then((m) => m.SocialTab)),
  blacklist: lazyPanel(() => import('./tabs/BlacklistTab.tsx').then((m) => m.BlacklistTab)),
  activity: lazyPanel(() => import('./tabs/ActivityTab.tsx').then((m) => m.ActivityTab)),
} satisfies Record<string, LazyPanel<CustomerTabProps>>;

const OWN_READS: Record<Exclude<CustomerTab, 'profile'>, ComponentType<CustomerTabProps>> = {
  loans: LoansTab,
  ...LAZY_TABS,
};

/** Fetches a lazy tab's chunk ahead of the click that opens it. */
function warmTab(tab: CustomerTab): void {
  if (tab in LAZY_TABS) void LAZY_TABS[tab as keyof typeof LAZY_TABS].preload();
}

/** Every lazy tab's chunk, fetched: stories render a tab at once, as a returning user sees it. */
export const preloadCustomerTabs = () =>
  Promise.all([
    ...Object.values(LAZY_TABS).map((tab) => tab.preload()),
    preloadProfileDeviceData(),
  ]);

function TabPanel({ panel, ...props }: CustomerPageViewProps & { panel: CustomerTab }) {
  if (panel === 'profile') return <ProfileTab {...props} />;
  const Tab = OWN_READS[panel];
  return (
    <Suspense fallback={<ListSkeleton label={T.loadingTab(T.tabs[panel])} lines={4} />}>
      <Tab {...props.tabProps} />
    </Suspense>
  );
}

/** Says an old version is on screen, with the way back to the current one. */
function OldVersionBanner(props: { historyDate: string; onCurrent: () => void }) {
  return (
    <div
      role="note"
      aria-label={T.oldVersionNote}
      className="flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <p className="flex-1">{T.oldVersionBanner(props.historyDate)}</p>
      <Button variant="secondary" onClick={props.onCurrent}>
        {T.backToCurrent}
      </Button>
    </div>
  );
}

// The Profile tab's documents: their own chunk, off the page's critical path.
const ProfileDocuments = lazyPanel(() =>
  import('./tabs/ProfileDocuments.tsx').then((m) => m.ProfileDocuments),
);

function ProfileTab(props: CustomerPageViewProps) {
  const current = props.shownVersion === null && !props.versionLoading;
  return (
    <div className="flex flex-col gap-6">
      <ProfileSections {...props} />
      <ProfileDeviceData {...props.tabProps} current={current} />
    </div>
  );
}

function ProfileSections(props: CustomerPageViewProps) {
  return (
    <QueryPanel
      query={props.profile}
      errorText={messages.customer.profileFetchFailed}
      retryLabel={T.retry}
      skeleton={<ListSkeleton label={T.loadingProfile} lines={6} />}
      isEmpty={never}
    >
      {(profile) => {
        // Only the current version can be changed; another version starts the edit afresh.
        const current = props.shownVersion === null && !props.versionLoading;
        return (
          <div className="flex flex-col gap-6">
            <EditableProfile
              key={String(current)}
              queries={props.tabProps.queries}
              username={props.username}
              flags={props.tabProps.flags}
              current={current}
              profile={profile}
              busy={props.versionLoading}
            />
            <Suspense fallback={<ListSkeleton label={T.loadingTab(T.tabs.profile)} lines={2} />}>
              <ProfileDocuments {...props.tabProps} />
            </Suspense>
          </div>
        );
      }}
    </QueryPanel>
  );
}
