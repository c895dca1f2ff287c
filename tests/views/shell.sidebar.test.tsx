// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Sidebar, type SidebarProps } from '../../src/app/shell/Sidebar.tsx';
import { MENU_KEYS, roleFlagsOf, sidebarSections } from '../../src/domain/access/index.ts';

const BASE = '/lender/admin';
const ALL = new Set<string>(MENU_KEYS);

/** Makes `matchMedia` answer `matches` for every query (jsdom has no layout). */
function stubViewport(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

function renderSidebar(props: Partial<SidebarProps> & Pick<SidebarProps, 'sections'>) {
  const location = memoryLocation({ path: `${BASE}/search-loan`, record: true });
  const onToggle = vi.fn();
  render(
    <Router hook={location.hook}>
      <Sidebar activeKey={null} basePath={BASE} collapsed={true} onToggle={onToggle} {...props} />
    </Router>,
  );
  return { location, onToggle };
}

/** The drawer's open state lives here, as it will in the app. */
function DrawerHarness({ sections }: { sections: SidebarProps['sections'] }) {
  const [collapsed, setCollapsed] = useState(true);
  return (
    <Router hook={memoryLocation({ path: `${BASE}/customers` }).hook}>
      <Sidebar
        sections={sections}
        activeKey="customers"
        basePath={BASE}
        collapsed={collapsed}
        onToggle={() => setCollapsed((value) => !value)}
      />
    </Router>
  );
}

const headingNames = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Sidebar on wide screens', () => {
  it("renders an admin's menu under every heading, with the logo", () => {
    stubViewport(false);
    renderSidebar({ sections: sidebarSections(roleFlagsOf('is_admin'), { available: ALL }) });
    expect(headingNames()).toEqual(['Loans', 'Customers', 'Calls', 'Chat', 'Team']);
    expect(screen.getByRole('link', { name: 'Kosh' })).toHaveAttribute('href', BASE);
    const nav = screen.getByRole('navigation', { name: 'Dashboard menu' });
    expect(within(nav).getByRole('link', { name: 'GLs-Profile' })).toHaveAttribute(
      'href',
      `${BASE}/fso`,
    );
    expect(within(nav).getByRole('link', { name: 'Customer Support' })).toHaveAttribute(
      'href',
      `${BASE}/callingDetails`,
    );
    // Account entries belong to the user menu.
    expect(within(nav).queryByRole('link', { name: 'View Profile' })).toBeNull();
  });

  it("renders a lender's menu: disbursed loans (with their dashboard) and the chat group only", () => {
    stubViewport(false);
    renderSidebar({ sections: sidebarSections(roleFlagsOf('is_lender'), { available: ALL }) });
    expect(headingNames()).toEqual(['Loans', 'Chat']);
    const names = screen.getAllByRole('link').map((link) => link.textContent?.trim());
    expect(names).toEqual([
      'Kosh',
      'Disbursed Loans',
      'Dashboard',
      'All Channels',
      'Mentions',
      'Tasks',
      'Message Scheduler',
      'Jobs',
      'Create Channel',
      // The chat side's Profile tab: every user's own business profile (part 2 §2 'Routes').
      'Profile',
    ]);
  });

  it('shows only the screens that exist', () => {
    stubViewport(false);
    const available = new Set(['customers', 'chat']);
    renderSidebar({ sections: sidebarSections(roleFlagsOf('is_admin'), { available }) });
    expect(headingNames()).toEqual(['Customers', 'Chat']);
    expect(screen.getAllByRole('link').map((link) => link.textContent?.trim())).toEqual([
      'Kosh',
      'Customers',
      'All Channels',
    ]);
  });

  it('marks the active entry with aria-current="page", and only that one', () => {
    stubViewport(false);
    renderSidebar({
      sections: sidebarSections(roleFlagsOf('is_disbursal_manager'), { available: ALL }),
      activeKey: 'approved-loans',
    });
    expect(screen.getByRole('link', { name: 'Approved Loans' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const current = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') !== null);
    expect(current).toHaveLength(1);
  });

  it("asks for an entry's screen when the pointer or the focus reaches it, before any click", async () => {
    stubViewport(false);
    const user = userEvent.setup();
    const onIntent = vi.fn();
    const { location } = renderSidebar({
      sections: sidebarSections(roleFlagsOf('is_admin'), { available: ALL }),
      onIntent,
    });
    await user.hover(screen.getByRole('link', { name: 'Customers' }));
    expect(onIntent).toHaveBeenLastCalledWith('customers');
    screen.getByRole('link', { name: 'Dashboard' }).focus();
    expect(onIntent).toHaveBeenLastCalledWith('dashboard');
    expect(location.history).toEqual([`${BASE}/search-loan`]);
  });

  it('collapses and expands a group from its heading button', async () => {
    stubViewport(false);
    const user = userEvent.setup();
    renderSidebar({ sections: sidebarSections(roleFlagsOf('is_admin'), { available: ALL }) });
    const calls = screen.getByRole('button', { name: 'Calls' });
    expect(calls).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Recovery' })).toBeInTheDocument();
    await user.click(calls);
    expect(calls).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Recovery' })).toBeNull();
    await user.keyboard('{Enter}');
    expect(calls).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Recovery' })).toBeInTheDocument();
  });

  it('shows the unread-mention count on Mentions, and no badge at zero', () => {
    stubViewport(false);
    const sections = sidebarSections(roleFlagsOf('is_admin'), { available: ALL });
    const { unmount } = render(
      <Router hook={memoryLocation({ path: BASE }).hook}>
        <Sidebar
          sections={sections}
          activeKey={null}
          basePath={BASE}
          mentionCount={7}
          collapsed
          onToggle={() => {}}
        />
      </Router>,
    );
    expect(screen.getByRole('link', { name: 'Mentions 7 unread' })).toBeInTheDocument();
    unmount();
    renderSidebar({ sections, mentionCount: 0 });
    expect(screen.getByRole('link', { name: 'Mentions' })).toBeInTheDocument();
  });

  it('navigates inside the router when an entry is followed', async () => {
    stubViewport(false);
    const user = userEvent.setup();
    const { location, onToggle } = renderSidebar({
      sections: sidebarSections(roleFlagsOf('is_admin'), { available: ALL }),
    });
    await user.click(screen.getByRole('link', { name: 'Employee Status' }));
    expect(location.history.at(-1)).toBe(`${BASE}/employee-status`);
    // Wide screens have no drawer to close.
    expect(onToggle).not.toHaveBeenCalled();
  });
});

describe('Sidebar below 1200 px', () => {
  const sections = sidebarSections(roleFlagsOf('is_credit_manager'), { available: ALL });

  it('hides the menu behind a labelled button while collapsed', () => {
    stubViewport(true);
    renderSidebar({ sections });
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('asks to toggle when the menu button is pressed', async () => {
    stubViewport(true);
    const user = userEvent.setup();
    const { onToggle } = renderSidebar({ sections });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('opens as a drawer, closes with Esc and gives focus back to the button', async () => {
    stubViewport(true);
    const user = userEvent.setup();
    render(<DrawerHarness sections={sections} />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Dashboard menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('link', { name: 'Customers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(drawer).getByRole('heading', { name: 'Loans' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes from its close button and after following an entry', async () => {
    stubViewport(true);
    const user = userEvent.setup();
    render(<DrawerHarness sections={sections} />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    await user.click(button);
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('link', { name: 'Employers' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
