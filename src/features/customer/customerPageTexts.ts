import { formatDateTime } from '../../domain/format.ts';
import { bureauMessages } from '../../domain/messages/bureau.ts';
import { messages } from '../../domain/messages.ts';

/**
 * Labels of the customer page. The refusal, empty-table and failure texts are the catalogue's
 * (spec wording); field labels follow the contract's field names, 'Monthly Salary' and the tab
 * names are the spec's; the rest is ours.
 */
export const CUSTOMER_PAGE_TEXTS = {
  page: (username: string) => `Customer ${username}`,
  back: 'Back to customers',
  notFound: (username: string) =>
    `No customer has the id '${username}'. Check the address, or find the customer by name, PAN or account number.`,
  checkingAccess: 'Checking access…',
  loadingProfile: 'Loading profile…',
  loadingDeviceData: 'Loading the device data…',
  loadingActivity: 'Loading customer activity…',
  loadingVersion: 'Loading version…',
  loadingVersions: 'Loading versions…',
  loadingTab: (tab: string) => `Loading ${tab}…`,
  activityFailed: 'Customer activity could not be loaded',
  retry: 'Retry',
  version: 'Version',
  currentVersion: 'Current',
  versionLabel: (historyDate: string) => formatDateTime(historyDate),
  showingVersion: (historyDate: string) =>
    `Showing the profile as of ${formatDateTime(historyDate)}`,
  oldVersionNote: 'Old version',
  oldVersionBanner: (historyDate: string) =>
    `You are looking at an old version of this customer, saved ${formatDateTime(historyDate)}. Every tab shows that date.`,
  backToCurrent: 'Back to the current version',
  tabsLabel: 'Customer sections',
  leaveTitle: 'Leave this tab?',
  leaveBody: 'The changes on this tab are not saved yet. Leaving the tab loses them.',
  leave: 'Leave without saving',
  stay: 'Stay on this tab',
  socialSubTabsLabel: 'Social sections',
  socialSubTabs: { contactsInfo: 'Contacts Info', alternate: 'Alternate Contacts' },
  tabs: {
    profile: 'Profile',
    loans: 'Loans',
    wallet: 'Wallet',
    cibil: 'Bureau',
    credit: bureauMessages.creditProfile,
    salaryemi: 'Salary & EMI',
    device: 'Device',
    actions: 'Actions',
    social: 'Social',
    blacklist: 'Blacklist Information',
    activity: 'Customer Activity',
  },
  loadingContacts: 'Loading contacts…',
  contacts: messages.labels.alternateAndReachableContacts,
  contactColumns: [
    'Contact',
    'Name',
    'Relation',
    'Latest Loan',
    'DPD',
    'Overdue',
    'Blacklist Level',
    'Added By',
    'Added On',
    'Reference Check',
  ],
  blacklisted: 'Blacklisted',
  blacklistedNow: 'Blacklisted now',
  blacklistedNowNote: 'the saved version on screen does not record blacklisting',
  refused: messages.common.noAccessToPage,
  empty: messages.common.dataNotAvailable,
  yes: 'Yes',
  no: 'No',
  noComments: 'No comments',
  edit: 'Edit',
  photoOf: (name: string) => `Photo of ${name}`,
  initialsOf: (name: string) => `${name} (no photo)`,
} as const;
