export { AppShell, type AppShellProps } from './AppShell.tsx';
export type {
  CustomerSearchProps,
  CustomerSearchQuery,
  CustomerSearchType,
} from './CustomerSearch.tsx';
export { Header, type HeaderProps } from './Header.tsx';
export type { LoanListView, LoanSearchProps } from './LoanSearch.tsx';
export { RoleStart, type RoleStartProps } from './RoleStart.tsx';
export { RouteRefusal, type RouteRefusalProps } from './RouteRefusal.tsx';
export { Sidebar, type SidebarProps } from './Sidebar.tsx';
export type { SidebarSection } from './SidebarNav.tsx';
export { SHELL_TEXTS } from './shellTexts.ts';
// UserMenu itself is not re-exported: it loads after first content (LazyUserMenu).
export type { UserMenuProps } from './UserMenu.tsx';
export { SIDEBAR_DRAWER_QUERY, useMediaQuery } from './useMediaQuery.ts';
export {
  type AccountMenuItem,
  accountMenuItems,
  type ConnectionStatus,
  initialsOf,
} from './userMenuModel.ts';
