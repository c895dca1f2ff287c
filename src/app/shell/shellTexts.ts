import { messages } from '../../domain/messages.ts';

/**
 * Labels of the dashboard shell that the specification does not name (ours), plus the
 * catalogue's header and user-menu texts (part 1 §2) under the names the shell uses.
 */
export const SHELL_TEXTS = {
  brand: 'Kosh',
  navigation: 'Dashboard menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Menu',
  unread: 'unread',
  skipToContent: 'Skip to content',
  customerSearch: 'Customer search',
  searchCustomers: 'Search customers',
  searchBy: 'Search by',
  search: 'Search',
  filter: 'Filter',
  loanSearch: 'Loan search',
  view: 'View',
  cardView: 'Card view',
  listView: 'List view',
  userMenu: 'User menu',
  online: 'Online',
  offline: 'Offline',
  connected: messages.shell.connected,
  disconnected: messages.shell.disconnected,
  email: messages.shell.email,
  accountSetting: messages.shell.accountSetting,
  loginActivity: messages.shell.loginActivity,
  signOut: messages.shell.signOut,
  backToDashboard: 'Back to dashboard',
  start: {
    signedInAs: (role: string) => `Signed in as ${role}`,
    canOpen: 'Here you can open:',
    nothingToOpen: 'There is no screen for your role in this back office.',
    notOffered: (labels: string) =>
      `Your role's menu also lists ${labels}, which this back office does not offer.`,
  },
  searchTypes: messages.shell.searchTypes,
} as const;
