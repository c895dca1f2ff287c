import type { LoanPageTab } from '../../domain/access/loanPageTabs.ts';

/** The loan page's words: the spec's tab labels (part 1 §2) and ours where it names none. */
export const LOAN_PAGE_TEXTS = {
  page: (loanId: number | string) => `Loan ${loanId}`,
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  tabsLabel: 'Loan sections',
  status: 'Status',
  amount: 'Amount',
  leader: 'Leader',
  loading: 'Loading the loan…',
  loadingTab: 'Loading the section…',
  retry: 'Retry',
  notALoanId: (segment: string) => `'${segment}' is not a loan id.`,
  tabs: {
    loanConfig: 'Loan Config',
    leader: 'Leader',
    salary: 'Salary & EMIs',
    profile: 'Profile',
    credCmnts: 'Credit Comments',
    cibilStatus: 'CIBIL Status',
    creditProfile: 'Credit Profile',
    contMesLocations: 'Contacts Messages & Locations',
    statusActions: 'Status & Actions',
    alltags: 'All Tags',
    loanChannel: 'Chats',
    'property-valuation': 'Property Valuation',
    'family-data': 'Social Network',
    documents: 'Documents',
  } satisfies Record<LoanPageTab, string>,
  coBorrowerPicker: 'Co-borrower',
  leaderMark: 'leader',
  // #loanConfig
  configReadOnly:
    'Set by the disbursal team, disbursal managers and admins until the loan is disbursed.',
  notSet: 'Not set',
  nachTitle: 'NACH details',
  nachColumns: ['Co-borrower', 'Source', 'Mandate status'],
  noNach: 'No mandate',
  lendersFailed: 'The lenders could not be loaded.',
  // #leader
  leaderName: 'Name',
  leaderNumber: 'Number',
  openCustomer: 'Open customer page',
  fsoLink: 'Open in GLs-Profile',
  // extras
  tagsTitle: 'Tags',
  valuationFields: {
    property_type: 'Property type',
    address: 'Address',
    market_value: 'Market value',
    valuation_date: 'Valuation date',
    valuer: 'Valuer',
    ownership: 'Ownership',
    remarks: 'Remarks',
  },
  familyColumns: ['Name', 'Relation', 'Phone', 'Customer', 'Latest loan status'],
  yes: 'Yes',
  no: 'No',
  // #loanChannel
  channel: 'Channel',
  openInChat: 'Open in Chat',
} as const;
