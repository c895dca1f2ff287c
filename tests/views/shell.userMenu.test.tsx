// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { UserMenu, type UserMenuProps } from '../../src/app/shell/UserMenu.tsx';
import { initialsOf } from '../../src/app/shell/userMenuModel.ts';
import { roleFlagsOf, roleLabel } from '../../src/domain/access/index.ts';
import { withInertResizeObserver } from '../support/resizeObserver.ts';

const ALL_ACCOUNT = new Set([
  'user',
  'chat-profile',
  'user-profile-setting',
  'user-profile-activity',
]);

withInertResizeObserver();

function renderMenu(overrides: Partial<UserMenuProps> = {}) {
  const location = memoryLocation({ path: '/lender/admin/customers', record: true });
  const props: UserMenuProps = {
    name: 'Ravi Kumar Singh',
    email: 'ravi@kosh.test',
    roleLabel: roleLabel(roleFlagsOf('is_disbursal_manager')),
    attendanceStatus: true,
    connection: 'connected',
    available: ALL_ACCOUNT,
    basePath: '/lender/admin',
    onSignOut: vi.fn(),
    ...overrides,
  };
  render(
    <Router hook={location.hook}>
      <UserMenu {...props} />
    </Router>,
  );
  return { props, location };
}

const trigger = () => screen.getByRole('button', { name: /User menu/ });

async function openMenu() {
  const user = userEvent.setup();
  await user.click(trigger());
  return { user, menu: await screen.findByRole('menu') };
}

describe('UserMenu trigger', () => {
  it('shows initials, name and Connected when the connection is open', () => {
    renderMenu();
    const button = trigger();
    expect(button).toHaveTextContent('RS');
    expect(button).toHaveTextContent('Ravi Kumar Singh');
    expect(button).toHaveTextContent('Connected');
    expect(button).not.toHaveTextContent('Disconnected');
  });

  it.each(['disconnected', 'connecting', 'reconnecting'] as const)(
    'shows Disconnected while %s',
    (connection) => {
      renderMenu({ connection });
      expect(trigger()).toHaveTextContent('Disconnected');
    },
  );

  it('labels the online dot Online when attendance_status is true', () => {
    renderMenu({ attendanceStatus: true });
    const dot = within(trigger()).getByRole('img', { name: 'Online' });
    expect(dot).toHaveClass('bg-green-500');
  });

  it('labels the dot Offline, in grey, otherwise', () => {
    renderMenu({ attendanceStatus: false });
    const dot = within(trigger()).getByRole('img', { name: 'Offline' });
    expect(dot).toHaveClass('bg-slate-400');
    expect(dot).not.toHaveClass('bg-green-500');
  });
});

describe('UserMenu open', () => {
  it("lists the spec's items in order, with email and role label", async () => {
    renderMenu();
    const { menu } = await openMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View Profile', 'Chat Profile', 'Account Setting', 'Login Activity', 'Sign Out']);
    expect(within(menu).getByText('email ravi@kosh.test')).toBeInTheDocument();
    expect(within(menu).getByText('Disbursal Manager')).toBeInTheDocument();
    expect(within(menu).getByText('Connected')).toBeInTheDocument();
  });

  it('links each item to its route', async () => {
    renderMenu();
    const { menu } = await openMenu();
    const href = (name: string) =>
      within(menu).getByRole('menuitem', { name }).getAttribute('href');
    expect(href('View Profile')).toBe('/lender/admin/user');
    expect(href('Chat Profile')).toBe('/lender/admin/chat-profile');
    expect(href('Account Setting')).toBe('/user-profile-setting');
    expect(href('Login Activity')).toBe('/user-profile-activity');
  });

  it('navigates and closes when an item is chosen', async () => {
    const { location } = renderMenu();
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Chat Profile' }));
    expect(location.history.at(-1)).toBe('/lender/admin/chat-profile');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('calls onSignOut from Sign Out, by keyboard too', async () => {
    const { props } = renderMenu();
    const user = userEvent.setup();
    trigger().focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'View Profile' })).toBeInTheDocument();
    await user.keyboard('{End}{Enter}');
    expect(props.onSignOut).toHaveBeenCalledTimes(1);
  });

  it('hides items whose screen does not exist; Sign Out always shows', async () => {
    renderMenu({ available: new Set(['chat-profile']) });
    const { menu } = await openMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Chat Profile', 'Sign Out']);
  });

  it('shows only Sign Out when no account screen exists', async () => {
    renderMenu({ available: new Set() });
    const { menu } = await openMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Sign Out']);
  });

  it('closes with Esc and gives focus back to the trigger', async () => {
    renderMenu();
    const { user } = await openMenu();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger()).toHaveFocus();
  });
});

describe('UserMenu attendance', () => {
  /** A mark whose outcome the test decides. */
  const deferredMark = () => {
    let settle: { resolve: () => void; reject: (error: Error) => void } | null = null;
    const mark = vi.fn(
      (_action: string) =>
        new Promise<void>((resolve, reject) => {
          settle = { resolve, reject };
        }),
    );
    return { mark, settle: () => settle! };
  };

  it('offers no attendance item when the profile does not mark attendance', async () => {
    renderMenu({ canMarkAttendance: false });
    const { menu } = await openMenu();
    expect(within(menu).queryByRole('menuitem', { name: /attendance/ })).toBeNull();
  });

  it('signs in from the keyboard, says so while it goes, and is unusable meanwhile', async () => {
    const { mark, settle } = deferredMark();
    renderMenu({ attendanceStatus: false, canMarkAttendance: true, markAttendance: mark });
    const user = userEvent.setup();
    trigger().focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items.at(-2)).toBe('Sign in for attendance');
    await user.keyboard('{End}{ArrowUp}{Enter}');
    expect(mark).toHaveBeenCalledWith('sign_in');
    expect(screen.getByRole('status')).toHaveTextContent('Signing in for attendance…');
    await user.click(trigger());
    expect(
      within(await screen.findByRole('menu')).getByRole('menuitem', {
        name: 'Sign in for attendance',
      }),
    ).toHaveAttribute('aria-disabled', 'true');
    await act(async () => settle().resolve());
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('offers Sign off attendance when signed in', async () => {
    const { mark } = deferredMark();
    renderMenu({ attendanceStatus: true, canMarkAttendance: true, markAttendance: mark });
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign off attendance' }));
    expect(mark).toHaveBeenCalledWith('sign_off');
  });

  it("shows the server's words when a mark is refused, until dismissed", async () => {
    const { mark, settle } = deferredMark();
    renderMenu({ attendanceStatus: true, canMarkAttendance: true, markAttendance: mark });
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign off attendance' }));
    await act(async () =>
      settle().reject(new Error('You have not signed in for attendance today.')),
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('You have not signed in for attendance today.');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('initialsOf', () => {
  it.each([
    ['Ravi Kumar Singh', 'RS'],
    ['asha', 'A'],
    ['  meera   nair ', 'MN'],
    ['', ''],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
