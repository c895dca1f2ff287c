import { type ReactNode, Suspense } from 'react';
import type { SupportAdminTab } from '../../domain/access/supportCalls.ts';
import { lazyPanel } from '../../ui/lazyPanel.tsx';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { type TabItem, Tabs } from '../../ui/Tabs.tsx';
import { AssignedCallsTab } from './AssignedCallsTab.tsx';
import { SearchCallTab } from './SearchCallTab.tsx';
import { SUPPORT_ADMIN_TEXTS as T } from './supportAdminTexts.ts';
import type { SupportQueryHooks } from './supportQueries.ts';
import {
  readSupportPlace,
  type SupportTab,
  supportCallPath,
  supportHref,
} from './supportTabPaths.ts';

// The charts are read by support admins only: their code comes when the tab is pointed at or opened.
const AnalyticsTab = lazyPanel(() => import('./AnalyticsTab.tsx').then((m) => m.AnalyticsTab));

export type CustomerSupportTabsProps = {
  /** The address: its path (the first tab's case) and its query (the tab, a search's page). */
  pathname: string;
  search: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The tabs this user is offered besides the first (src/domain/access/supportCalls.ts). */
  offered: readonly SupportAdminTab[];
  queries: SupportQueryHooks;
  /** The first tab's content: the call desk, which the page provides. */
  callTab: ReactNode;
  /** Today (YYYY-MM-DD) for the analytics' default range; India's by default. */
  today?: string;
};

/**
 * Customer Support (part 2 §2 'Support-call admin screen'): Customer Support Call, Search Call,
 * Assigned Calls and Analytics, as the user's role offers them. The open tab is in the address.
 */
export function CustomerSupportTabs(props: CustomerSupportTabsProps) {
  const { pathname, navigate, offered, queries } = props;
  const place = readSupportPlace(props.search, offered);
  const go = (to: Partial<typeof place> & { tab: SupportTab }) =>
    navigate(supportHref(pathname, to));
  const openCall = (id: number) => navigate(supportCallPath(id));
  const panels: Record<SupportAdminTab, () => ReactNode> = {
    search: () => (
      <SearchCallTab
        key={place.mobile}
        queries={queries}
        mobile={place.mobile}
        page={place.page}
        onSearch={(mobile) => go({ tab: 'search', mobile })}
        onPage={(page) => go({ tab: 'search', mobile: place.mobile, page })}
        onOpenCall={openCall}
      />
    ),
    assigned: () => (
      <AssignedCallsTab
        queries={queries}
        page={place.page}
        onPage={(page) => go({ tab: 'assigned', page })}
        onOpenCall={openCall}
      />
    ),
    analytics: () => (
      <Suspense fallback={<ListSkeleton label={T.loading(T.tabs.analytics)} lines={4} />}>
        <AnalyticsTab queries={queries} today={props.today} />
      </Suspense>
    ),
  };
  const tabs: TabItem<SupportTab>[] = [
    { id: 'call', label: T.tabs.call, panel: props.callTab },
    ...offered.map((id) => ({
      id,
      label: T.tabs[id],
      warm: id === 'analytics' ? AnalyticsTab.preload : undefined,
      // Only the open tab's panel is built: the others ask nothing of the server.
      panel: place.tab === id ? panels[id]() : null,
    })),
  ];
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold text-slate-900">{T.title}</h1>
      {offered.length ? (
        <Tabs label={T.tabList} tabs={tabs} selected={place.tab} onSelect={(tab) => go({ tab })} />
      ) : (
        props.callTab
      )}
    </div>
  );
}
