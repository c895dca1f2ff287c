import { type ComponentType, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import type { SupportAdminTab } from '../../domain/access/supportCalls.ts';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { type TabItem, Tabs } from '../../ui/Tabs.tsx';
import type { SupportTabPanelProps } from './SupportTabPanel.tsx';
import { SUPPORT_ADMIN_TEXTS as T } from './supportAdminTexts.ts';
import {
  readSupportPlace,
  type SupportTab,
  supportCallPath,
  supportHref,
} from './supportTabPaths.ts';

export type CustomerSupportTabsProps = {
  /** The address: its path (the first tab's case) and its query (the tab, a search's page). */
  pathname: string;
  search: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The tabs this user is offered besides the first (src/domain/access/supportCalls.ts). */
  offered: readonly SupportAdminTab[];
  /** The first tab's content: the call desk, which the page provides. */
  callTab: ReactNode;
  /**
   * The open tab after the first (SupportTabPanel with the app's queries). The page passes it
   * lazily: the query code is not on the call desk's critical path.
   */
  TabPanel: ComponentType<SupportTabPanelProps>;
  /** Called when a user points at or focuses a tab after the first: its code may be fetched. */
  warm?: (tab: SupportAdminTab) => void;
  /** Today (YYYY-MM-DD) for the analytics' default range; India's by default. */
  today?: string;
};

/**
 * Customer Support (part 2 §2 'Support-call admin screen'): Customer Support Call, Search Call,
 * Assigned Calls and Analytics, as the user's role offers them. The open tab is in the address.
 */
export function CustomerSupportTabs(props: CustomerSupportTabsProps) {
  const { pathname, navigate, offered, TabPanel, warm } = props;
  const place = readSupportPlace(props.search, offered);
  const root = useRef<HTMLDivElement>(null);
  // A call opened from a table: the Id pressed is gone with its tab, so focus goes to the first
  // tab, where the call opens.
  const [opened, setOpened] = useState(0);
  useEffect(() => {
    if (opened) root.current?.querySelector<HTMLElement>('[role="tab"]')?.focus();
  }, [opened]);
  const go = (to: Partial<typeof place> & { tab: SupportTab }) =>
    navigate(supportHref(pathname, to));
  const panel = (tab: SupportAdminTab) => (
    <Suspense fallback={<ListSkeleton label={T.loading(T.tabs[tab])} lines={4} />}>
      <TabPanel
        tab={tab}
        mobile={place.mobile}
        page={place.page}
        onSearch={(mobile) => go({ tab: 'search', mobile })}
        onPage={(page) => go({ tab, mobile: place.mobile, page })}
        onOpenCall={(id) => {
          navigate(supportCallPath(id));
          setOpened((n) => n + 1);
        }}
        today={props.today}
      />
    </Suspense>
  );
  const tabs: TabItem<SupportTab>[] = [
    {
      id: 'call',
      label: T.tabs.call,
      panel: props.callTab,
      href: supportHref(pathname, { tab: 'call' }),
    },
    ...offered.map((id) => ({
      id,
      label: T.tabs[id],
      href: supportHref(pathname, { tab: id }),
      // Only the open tab's panel is built: the others ask nothing of the server.
      panel: place.tab === id ? panel(id) : null,
      warm: warm ? () => warm(id) : undefined,
    })),
  ];
  return (
    <div ref={root} className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold text-slate-900">{T.title}</h1>
      {offered.length ? (
        <Tabs label={T.tabList} tabs={tabs} selected={place.tab} onSelect={(tab) => go({ tab })} />
      ) : (
        props.callTab
      )}
    </div>
  );
}
