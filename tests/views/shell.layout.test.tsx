// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppShell } from '../../src/app/shell/AppShell.tsx';
import { RoleStart } from '../../src/app/shell/RoleStart.tsx';
import { RouteRefusal } from '../../src/app/shell/RouteRefusal.tsx';
import {
  landingRoute,
  MENU_KEYS,
  roleAreas,
  roleFlagsOf,
  roleLabel,
  sidebarSections,
} from '../../src/domain/access/index.ts';
import { messages } from '../../src/domain/messages.ts';

const BASE = '/lender/admin';
const ALL = new Set<string>(MENU_KEYS);

describe('AppShell', () => {
  const flags = roleFlagsOf('is_lender');

  function renderShell() {
    const location = memoryLocation({ path: `${BASE}/disbursed-loans`, record: true });
    render(
      <Router hook={location.hook}>
        <AppShell
          sidebar={{
            sections: sidebarSections(flags, { available: ALL }),
            activeKey: 'disbursed-loans',
            basePath: BASE,
            mentionCount: 2,
            collapsed: true,
            onToggle: () => {},
          }}
          header={{
            variant: 'plain',
            title: 'Disbursed Loans',
            userMenu: {
              name: 'Lena Lender',
              email: 'lena@kosh.test',
              roleLabel: roleLabel(flags),
              attendanceStatus: false,
              connection: 'reconnecting',
              available: ALL,
              basePath: BASE,
              onSignOut: vi.fn(),
            },
          }}
        >
          <h1>Disbursed loans list</h1>
        </AppShell>
      </Router>,
    );
    return location;
  }

  it('composes sidebar, header and main content (the user menu arriving after first content)', async () => {
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Dashboard menu' });
    expect(within(nav).getByRole('link', { name: 'Disbursed Loans' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Mentions 2 unread' })).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('button', { name: /User menu/ })).toHaveTextContent(
      'Disconnected',
    );
    expect(within(banner).getByRole('img', { name: 'Offline' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(within(main).getByRole('heading', { name: 'Disbursed loans list' })).toBeInTheDocument();
  });

  it("offers 'Skip to content' first, pointing at the main area", async () => {
    renderShell();
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
  });
});

describe('RouteRefusal', () => {
  it("says the page is not accessible and links to the role's landing route", async () => {
    const location = memoryLocation({ path: `${BASE}/members`, record: true });
    const landing = landingRoute(roleFlagsOf('is_disbursal_manager'));
    render(
      <Router hook={location.hook}>
        <RouteRefusal landingHref={`${BASE}/${landing}`} />
      </Router>,
    );
    expect(
      screen.getByRole('heading', { name: "Sorry! You don't have access to see this page" }),
    ).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to dashboard' });
    expect(back).toHaveAttribute('href', `${BASE}/approved-loans`);
    await userEvent.setup().click(back);
    expect(location.history.at(-1)).toBe(`${BASE}/approved-loans`);
  });

  it('has no link when the role has nowhere to go', () => {
    render(
      <Router hook={memoryLocation({ path: `${BASE}/members` }).hook}>
        <RouteRefusal landingHref={null} />
      </Router>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent(messages.common.noAccessToPage);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

// A role whose screens are not built here (as investors were before their area): an investor's flags.
describe('a role with no screen of its own at /lender/admin', () => {
  const flags = roleFlagsOf('is_investors');
  const built = new Set(['user', 'search-loan', 'customers']);

  function renderStart() {
    const location = memoryLocation({ path: BASE, record: true });
    const { open, notOffered } = roleAreas(flags, built);
    render(
      <Router hook={location.hook}>
        <AppShell
          sidebar={{
            sections: sidebarSections(flags, { available: built }),
            activeKey: null,
            basePath: BASE,
            collapsed: true,
            onToggle: () => {},
          }}
          header={{
            variant: 'plain',
            userMenu: {
              name: 'Ira Investor',
              email: 'ira@kosh.test',
              roleLabel: roleLabel(flags),
              attendanceStatus: false,
              connection: 'connected',
              available: built,
              basePath: BASE,
              onSignOut: vi.fn(),
            },
          }}
        >
          <RoleStart
            roleLabel={roleLabel(flags)}
            open={open}
            notOffered={notOffered}
            basePath={BASE}
          />
        </AppShell>
      </Router>,
    );
    return location;
  }

  it('has no empty sidebar: no menu, no menu button, the logo still leads home', () => {
    renderStart();
    expect(screen.queryByRole('navigation', { name: 'Dashboard menu' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Kosh' })).toHaveAttribute('href', BASE);
  });

  it('says in plain words what the role can open, and what its menu lists that is not here', async () => {
    const location = renderStart();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Signed in as Investor' })).toBeVisible();
    expect(within(main).getByText('Here you can open:')).toBeVisible();
    const links = within(main).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['View Profile']);
    expect(main).toHaveTextContent(
      "Your role's menu also lists Investors, which this back office does not offer.",
    );
    await userEvent.setup().click(links[0]!);
    expect(location.history.at(-1)).toBe(`${BASE}/user`);
  });
});
