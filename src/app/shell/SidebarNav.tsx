import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { Link } from 'wouter';
import type { MenuEntry, MenuHeading } from '../../domain/access/index.ts';
import { Logo } from './Logo.tsx';
import { SHELL_TEXTS as T } from './shellTexts.ts';

export type SidebarSection = { heading: MenuHeading; entries: readonly MenuEntry[] };

export type SidebarNavProps = {
  sections: readonly SidebarSection[];
  activeKey: string | null;
  basePath: string;
  mentionCount?: number;
  /** Called after an entry is followed (the drawer closes then). */
  onNavigate?: () => void;
  /** The pointer or focus is on an entry: its screen's code may be fetched ahead of the click. */
  onIntent?: (key: string) => void;
};

/** Logo, then one collapsible group per heading with the role's entries as links. */
export function SidebarNav({
  sections,
  activeKey,
  basePath,
  mentionCount = 0,
  onNavigate,
  onIntent,
}: SidebarNavProps) {
  return (
    <div className="flex flex-col gap-4 p-3">
      <Logo href={basePath} />
      <nav aria-label={T.navigation}>
        <ul className="flex flex-col gap-3">
          {sections.map((section) => (
            <Disclosure as="li" key={section.heading} defaultOpen>
              <h2>
                <DisclosureButton className="group flex w-full items-center justify-between rounded-md px-2 py-1 text-xs font-semibold tracking-wide text-slate-500 uppercase hover:bg-slate-100">
                  {section.heading}
                  <svg
                    viewBox="0 0 20 20"
                    className="size-4 transition group-data-open:rotate-180"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d="M5 8l5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" />
                  </svg>
                </DisclosureButton>
              </h2>
              <DisclosurePanel as="ul" className="mt-1 flex flex-col gap-0.5">
                {section.entries.map((entry) => (
                  <li key={entry.key}>
                    <EntryLink
                      entry={entry}
                      href={`${basePath}/${entry.key}`}
                      active={entry.key === activeKey}
                      mentionCount={mentionCount}
                      onNavigate={onNavigate}
                      onIntent={onIntent}
                    />
                  </li>
                ))}
              </DisclosurePanel>
            </Disclosure>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function EntryLink({
  entry,
  href,
  active,
  mentionCount,
  onNavigate,
  onIntent,
}: {
  entry: MenuEntry;
  href: string;
  active: boolean;
  mentionCount: number;
  onNavigate: (() => void) | undefined;
  onIntent: ((key: string) => void) | undefined;
}) {
  const showBadge = entry.badge === 'unreadMentions' && mentionCount > 0;
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      // What the guided tour points at.
      data-menu-key={entry.key}
      onClick={() => onNavigate?.()}
      onPointerEnter={() => onIntent?.(entry.key)}
      onFocus={() => onIntent?.(entry.key)}
      className={`flex items-center justify-between rounded-md px-3 py-2 text-sm ${
        active
          ? 'bg-brand-50 font-semibold text-brand-700'
          : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
      }`}
    >
      <span>{entry.label}</span>{' '}
      {showBadge ? (
        <span className="min-w-6 rounded-full bg-red-600 px-1.5 py-0.5 text-center text-xs font-semibold text-white">
          {mentionCount} <span className="sr-only">{T.unread}</span>
        </span>
      ) : null}
    </Link>
  );
}
