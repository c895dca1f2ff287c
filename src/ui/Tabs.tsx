import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { TabContextMenu } from './TabContextMenu.tsx';

export type TabItem<TId extends string> = {
  id: TId;
  label: string;
  panel: ReactNode;
  /** Called when the user points at or focuses the tab: a lazy panel fetches its chunk. */
  warm?: () => void;
  /**
   * The address that opens the page on this tab. With it, a right-click (or the context-menu key)
   * offers to open the tab in a new browser tab (spec part 2 §2 'tabbed card').
   */
  href?: string;
};

export type TabsProps<TId extends string> = {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabItem<TId>[];
  /** Controlled: the owner (a machine) decides which tab is open. */
  selected: TId;
  onSelect: (id: TId) => void;
};

type Menu = { href: string; x: number; y: number; tab: HTMLElement };

/** Accessible tabs (arrow keys, roles) on Headless UI, controlled by id rather than index. */
export function Tabs<TId extends string>({ label, tabs, selected, onSelect }: TabsProps<TId>) {
  const [menu, setMenu] = useState<Menu | null>(null);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );
  const openMenu = (href: string) => (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    const tab = event.currentTarget;
    const box = tab.getBoundingClientRect();
    // The context-menu key fires at (0, 0): the menu then opens under the tab.
    const fromKey = event.clientX === 0 && event.clientY === 0;
    setMenu({
      href,
      tab,
      x: fromKey ? box.left : event.clientX,
      y: fromKey ? box.bottom : event.clientY,
    });
  };
  return (
    <TabGroup
      selectedIndex={index}
      onChange={(next) => {
        const tab = tabs[next];
        if (tab && tab.id !== selected) onSelect(tab.id);
      }}
    >
      <TabList aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            onPointerEnter={tab.warm}
            onFocus={tab.warm}
            onContextMenu={tab.href ? openMenu(tab.href) : undefined}
            className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 data-focus:outline-2 data-focus:outline-brand-600 data-selected:border-brand-600 data-selected:text-brand-700"
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {menu ? (
        <TabContextMenu
          href={menu.href}
          x={menu.x}
          y={menu.y}
          onClose={() => {
            setMenu(null);
            menu.tab.focus();
          }}
        />
      ) : null}
      <TabPanels className="pt-4">
        {tabs.map((tab) => (
          <TabPanel key={tab.id}>{tab.panel}</TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
