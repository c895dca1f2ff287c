import { type LazyPanel, lazyDefault, lazyPanel } from '../ui/lazyPanel.tsx';
import type { ScreenProps } from './screenProps.ts';

export type { ScreenProps };

/** Which tools the header carries on a screen (spec part 1 §2 'Header'). */
export type HeaderKind = 'plain' | 'customers' | 'loans';

export type Screen = {
  /** In its own chunk; `preload` fetches it before the route renders (a cold load does). */
  Page: LazyPanel<ScreenProps>;
  header: HeaderKind;
  /** The menu entry whose permission opens this route, when it is not the route's own. */
  menuKey?: string;
  /**
   * The page has no heading of its own: the header shows the screen's menu name as its h1.
   * (The others open with their own h1.)
   */
  titled?: true;
};

const LoanListPage = lazyDefault(() => import('./pages/LoanListPage.tsx'));
const CustomerSupportPage = lazyDefault(() => import('./pages/CustomerSupportPage.tsx'));
const ChatScreenPage = lazyDefault(() => import('./pages/ChatScreenPage.tsx'));
const BusinessProfilePage = lazyDefault(() => import('./pages/BusinessProfilePage.tsx'));
const AccountPage = lazyDefault(() => import('./pages/AccountPage.tsx'));
const TeamScreensPage = lazyDefault(() => import('./pages/TeamScreensPage.tsx'));

/**
 * The dashboard screens that exist, by their route segment under /lender/admin. Menu entries and
 * landings only offer these; each is its own chunk.
 */
export const SCREENS: Readonly<Record<string, Screen>> = {
  user: {
    Page: lazyPanel(() =>
      import('../features/profile/StaffProfilePage.tsx').then((m) => m.StaffProfilePage),
    ),
    header: 'plain',
  },
  'search-loan': { Page: LoanListPage, header: 'loans', titled: true },
  'loan-applications': { Page: LoanListPage, header: 'loans', titled: true },
  'approved-loans': { Page: LoanListPage, header: 'loans', titled: true },
  'disbursed-loans': { Page: LoanListPage, header: 'loans', titled: true },
  // The spec names the route both ways; callinDetails is not a menu entry of its own.
  callingDetails: { Page: CustomerSupportPage, header: 'plain' },
  callinDetails: { Page: CustomerSupportPage, header: 'plain', menuKey: 'callingDetails' },
  newRecoveryCalls: {
    Page: lazyDefault(() => import('./pages/RecoveryDeskPage.tsx')),
    header: 'plain',
  },
  customers: {
    Page: lazyDefault(() => import('./pages/CustomersPage.tsx')),
    header: 'customers',
    titled: true,
  },
  employers: {
    Page: lazyDefault(() => import('./pages/EmployersPage.tsx')),
    header: 'plain',
    titled: true,
  },
  fso: { Page: lazyDefault(() => import('./pages/GroupLeaderProfilePage.tsx')), header: 'plain' },
  newLead: { Page: lazyDefault(() => import('./pages/LeadDeskPage.tsx')), header: 'plain' },
  newAuditRecoveryCalls: {
    Page: lazyDefault(() => import('./pages/AuditRecoveryPage.tsx')),
    header: 'plain',
  },
  // The chat page titles itself (Chat / Messenger); Mentions is the same page, narrowed.
  chat: { Page: ChatScreenPage, header: 'plain' },
  mentions: { Page: ChatScreenPage, header: 'plain' },
  // The message scheduler (issue 19 §4): its own heading.
  scheduler: { Page: lazyDefault(() => import('./pages/SchedulerPage.tsx')), header: 'plain' },
  createchannel: {
    Page: lazyDefault(() => import('./pages/CreateChannelPage.tsx')),
    header: 'plain',
  },
  dashboard: {
    Page: lazyDefault(() => import('./pages/DashboardPage.tsx')),
    header: 'plain',
    titled: true,
  },
  // The chat profile: the chat side's Profile tab and the user menu's Chat Profile.
  business: { Page: BusinessProfilePage, header: 'plain' },
  'chat-profile': { Page: BusinessProfilePage, header: 'plain' },
  // The Team screens (issue 21): Location, Complaints, the investors' own area, Admin (members),
  // Employee Status, the Employee Page and Jobs; one entry here,
  // each titles itself.
  location: { Page: TeamScreensPage, header: 'plain' },
  complaints: { Page: TeamScreensPage, header: 'plain' },
  investors: { Page: TeamScreensPage, header: 'plain' },
  members: { Page: TeamScreensPage, header: 'plain' },
  'employee-status': { Page: TeamScreensPage, header: 'plain' },
  employeeStatusPage: { Page: TeamScreensPage, header: 'plain' },
  jobs: { Page: TeamScreensPage, header: 'plain' },
  tasks: { Page: TeamScreensPage, header: 'plain' },
  // The user menu's account pages, at the root (part 1 §2); every signed-in user may open them.
  'user-profile-setting': { Page: AccountPage, header: 'plain', menuKey: 'user' },
  'user-profile-activity': { Page: AccountPage, header: 'plain', menuKey: 'user' },
};

export const AVAILABLE_SCREENS: ReadonlySet<string> = new Set(Object.keys(SCREENS));

/** Fetches the page of the screen `key` (a menu entry under the pointer or focus warms it). */
export function preloadScreen(key: string): Promise<unknown> {
  const screen = Object.hasOwn(SCREENS, key) ? SCREENS[key] : undefined;
  return screen ? screen.Page.preload() : Promise.resolve();
}
