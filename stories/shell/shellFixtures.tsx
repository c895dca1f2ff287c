import type { Decorator } from '@storybook/react-vite';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { UserMenuProps } from '../../src/app/shell/UserMenu.tsx';
import {
  MENU_KEYS,
  type RoleFlag,
  roleFlagsOf,
  roleLabel,
  sidebarSections,
} from '../../src/domain/access/index.ts';

export const BASE = '/lender/admin';

/** Every dashboard screen plus the two account pages, as if all were built. */
export const ALL_SCREENS: ReadonlySet<string> = new Set<string>([
  ...MENU_KEYS,
  'user-profile-setting',
  'user-profile-activity',
]);

export const sectionsFor = (...flags: RoleFlag[]) =>
  sidebarSections(roleFlagsOf(...flags), { available: ALL_SCREENS });

/** Links navigate inside an in-memory router, so stories never leave the canvas. */
export const withRouter =
  (path = `${BASE}/search-loan`): Decorator =>
  (Story) => (
    <Router hook={memoryLocation({ path }).hook}>
      <Story />
    </Router>
  );

export const userMenuProps = (overrides: Partial<UserMenuProps> = {}): UserMenuProps => ({
  name: 'Priya Raghavan',
  email: 'priya.raghavan@kosh.example',
  roleLabel: roleLabel(roleFlagsOf('is_credit_manager')),
  attendanceStatus: true,
  connection: 'connected',
  available: ALL_SCREENS,
  basePath: BASE,
  onSignOut: () => {},
  ...overrides,
});

export const MOBILE = { viewport: { value: 'mobile1', isRotated: false } };
