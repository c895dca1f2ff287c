import { menuLabel } from '../../domain/access/menu.ts';
import { supportAdminMessages } from '../../domain/messages/supportAdmin.ts';

const M = supportAdminMessages;

/**
 * Customer Support's tabs: the spec's names (part 2 §2, §3; part 1 §4 traceability), and ours
 * where it names none (the spec has no failure text for these reads).
 */
export const SUPPORT_ADMIN_TEXTS = {
  title: menuLabel('callingDetails') ?? 'Customer Support',
  tabList: 'Customer Support tabs',
  tabs: M.tabs,
  retry: 'Retry',
  loading: (what: string) => `Loading ${what}…`,
  // Search Call
  mobile: 'Mobile number',
  mobileHint: 'The customer’s mobile number, or its beginning (digits only).',
  search: 'Search',
  searchFailed: 'The support calls could not be loaded.',
  searchResults: (mobile: string) => `Support calls of ${mobile}`,
  assignedCaption: 'Support calls assigned',
  columns: {
    id: 'Id',
    name: 'Name',
    mobile: 'Mobile',
    created: 'Created',
    lastUpdated: 'Last Updated',
    loanRelated: 'Loan Related',
    status: 'Status',
    raised: 'Raised',
    feedback: 'Feedback',
    traceability: 'Traceability',
    assignedTo: 'Assigned To',
  },
  openCall: (id: number) => `Open support call ${id}`,
  notAssigned: '-',
  // Analytics
  fromDate: 'From Date',
  toDate: 'To Date',
  range: 'Date range',
  rangeProblem: {
    missing: 'Choose both days of the range.',
    reversed: 'Choose a From Date that is not after the To Date.',
    tooLong: 'Choose a range of at most 366 days.',
  },
  analyticsFailed: 'The support-call analytics could not be loaded.',
  supervisionFailed: 'The supervisor view could not be loaded.',
  supportCalls: 'Support calls',
  byStatus: 'Support calls by status',
  byTraceability: 'Support calls by traceability',
  perDay: 'Support calls per day, by status',
  perDayTable: 'Support calls per day',
  day: 'Day',
  total: 'Total',
  calls: 'Calls',
  supervisor: 'Supervisor view',
  perHour: 'Calls per agent per hour',
  hour: 'Hour (India)',
  otherHours: 'Other hours',
  agent: 'Agent',
  connectRate: 'Connect rate per agent',
  keptRate: 'Promises to pay kept, per agent',
  agentTable: 'Calls per agent',
  agentColumns: {
    agent: 'Agent',
    calls: 'Calls',
    connected: 'Connected',
    connectRate: 'Connect rate',
    promises: 'Promises to pay',
    kept: 'Kept',
    keptRate: 'Kept rate',
  },
  percentAxis: '% of the agent’s calls',
  keptAxis: '% of promises due',
  /** A kept rate with no promise due yet. */
  noRate: '—',
} as const;
