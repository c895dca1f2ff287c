import { Suspense } from 'react';
import type { SupportAdminTab } from '../../domain/access/supportCalls.ts';
import { lazyPanel } from '../../ui/lazyPanel.tsx';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { AssignedCallsTab } from './AssignedCallsTab.tsx';
import { SearchCallTab } from './SearchCallTab.tsx';
import { SUPPORT_ADMIN_TEXTS as T } from './supportAdminTexts.ts';
import type { SupportQueryHooks } from './supportQueries.ts';

// The charts are read by support admins only: their code comes when the tab is pointed at or opened.
const AnalyticsTab = lazyPanel(() => import('./AnalyticsTab.tsx').then((m) => m.AnalyticsTab));

/** What the tab shell gives the open tab after the first: where it is, and where it may go. */
export type SupportTabPanelProps = {
  tab: SupportAdminTab;
  /** Search Call's number searched ('' before a search). */
  mobile: string;
  page: number;
  onSearch: (mobile: string) => void;
  onPage: (page: number) => void;
  onOpenCall: (id: number) => void;
  /** Today (YYYY-MM-DD) for the analytics' default range; India's by default. */
  today?: string;
};

/** Warms the Analytics tab's chunk (the tab strip calls it on pointing or focus). */
export const preloadAnalytics = () => AnalyticsTab.preload();

/** The open tab after Customer Support Call, reading the server through `queries`. */
export function SupportTabPanel(props: SupportTabPanelProps & { queries: SupportQueryHooks }) {
  const { queries, onPage, onOpenCall } = props;
  if (props.tab === 'search') {
    return (
      <SearchCallTab
        key={props.mobile}
        queries={queries}
        mobile={props.mobile}
        page={props.page}
        onSearch={props.onSearch}
        onPage={onPage}
        onOpenCall={onOpenCall}
      />
    );
  }
  if (props.tab === 'assigned') {
    return (
      <AssignedCallsTab
        queries={queries}
        page={props.page}
        onPage={onPage}
        onOpenCall={onOpenCall}
      />
    );
  }
  return (
    <Suspense fallback={<ListSkeleton label={T.loading(T.tabs.analytics)} lines={4} />}>
      <AnalyticsTab queries={queries} today={props.today} />
    </Suspense>
  );
}
