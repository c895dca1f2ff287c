import { Link } from 'wouter';
import type { CustomerPageViewModel, CustomerTab } from '../../../machines/customerPage/index.ts';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { ActivityPanel } from './components/ActivityPanel.tsx';
import { PageError } from './components/PageError.tsx';
import { ProfilePanel } from './components/ProfilePanel.tsx';
import { CUSTOMER_PAGE_TEXTS as T } from './customerPageTexts.ts';

export type CustomerPageViewProps = {
  page: CustomerPageViewModel;
  /** Where 'Back to customers' goes (the customer list); null when this user cannot open it. */
  backHref: string | null;
  onSelectTab: (tab: CustomerTab) => void;
  /** A version's history_date, or null for the current profile. */
  onSelectVersion: (historyDate: string | null) => void;
  onRetry: () => void;
  onRetryActivity: () => void;
};

/** The customer page in one of its states, as a plain function of its view model. */
export function CustomerPageView({ page, backHref, ...on }: CustomerPageViewProps) {
  return (
    <section aria-label={T.page(page.username)} className="flex flex-col gap-4">
      <header className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        {backHref ? (
          <Link href={backHref} className="text-sm text-brand-600 hover:underline">
            {T.back}
          </Link>
        ) : null}
        {/* The page's one h1 in every state: the customer's name once known, else their id. */}
        <h1 className="text-xl font-semibold text-slate-900">
          {page.profile ? page.profile.name : T.page(page.username)}
        </h1>
        {page.profile ? <p className="text-sm text-slate-600">{page.username}</p> : null}
      </header>
      {page.refusedText ? (
        <p role="alert" className="rounded-md bg-white p-8 text-center text-lg text-slate-800">
          {page.refusedText}
        </p>
      ) : null}
      {page.notFound ? (
        <p role="alert" className="rounded-md bg-white p-8 text-center text-lg text-slate-800">
          {T.notFound(page.username)}
        </p>
      ) : null}
      {page.status === 'checkingAccess' ? (
        <ListSkeleton label={T.checkingAccess} lines={3} />
      ) : null}
      {page.errorText ? (
        <PageError
          text={page.errorText}
          detail={page.errorDetail}
          retryLabel={T.retry}
          onRetry={page.canRetry ? on.onRetry : undefined}
        />
      ) : null}
      {page.open ? <OpenPage page={page} {...on} /> : null}
    </section>
  );
}

function OpenPage({ page, ...on }: Omit<CustomerPageViewProps, 'backHref'>) {
  return (
    <>
      <VersionSelector page={page} onSelectVersion={on.onSelectVersion} />
      <Tabs
        label={T.tabsLabel}
        selected={page.tab}
        onSelect={on.onSelectTab}
        tabs={page.tabs.map((id) => ({
          id,
          label: T.tabs[id],
          panel:
            id === 'profile' ? <ProfileTab page={page} /> : <ActivityTab page={page} {...on} />,
        }))}
      />
    </>
  );
}

function VersionSelector({
  page,
  onSelectVersion,
}: {
  page: CustomerPageViewModel;
  onSelectVersion: (historyDate: string | null) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <label className="flex items-center gap-2">
        <span className="text-slate-600">{T.version}</span>
        <select
          className="rounded-md border border-slate-300 bg-white px-2 py-1"
          value={page.selectedVersion ?? ''}
          disabled={!page.canSelectVersion}
          aria-busy={page.versionLoading}
          onChange={(e) => onSelectVersion(e.target.value || null)}
        >
          <option value="">{T.currentVersion}</option>
          {page.versions.map((v) => (
            <option key={v.history_date} value={v.history_date}>
              {T.versionLabel(v.history_date)}
            </option>
          ))}
        </select>
      </label>
      {page.versionLoading ? (
        <span role="status" className="text-slate-600">
          {T.loadingVersion}
        </span>
      ) : page.shownVersion ? (
        <span className="text-slate-600">{T.showingVersion(page.shownVersion)}</span>
      ) : null}
    </div>
  );
}

function ProfileTab({ page }: { page: CustomerPageViewModel }) {
  if (page.profileLoading) return <ListSkeleton label={T.loadingProfile} lines={6} />;
  if (!page.profile) return null;
  return <ProfilePanel profile={page.profile} busy={page.versionLoading} />;
}

function ActivityTab({
  page,
  onRetryActivity,
}: {
  page: CustomerPageViewModel;
  onRetryActivity: () => void;
}) {
  if (page.activityStatus === 'loading') {
    return <ListSkeleton label={T.loadingActivity} lines={4} />;
  }
  if (page.activityStatus === 'failed') {
    return (
      <PageError
        text={T.activityFailed}
        detail={page.activityError}
        retryLabel={T.retry}
        onRetry={page.canRetryActivity ? onRetryActivity : undefined}
      />
    );
  }
  return page.activity ? <ActivityPanel activity={page.activity} /> : null;
}
