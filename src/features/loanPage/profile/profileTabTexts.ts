import { messages } from '../../../domain/messages.ts';

/** The loan page's Profile tab: the jump bar's names are the spec's (part 1 §2), the rest ours. */
export const PROFILE_TAB_TEXTS = {
  jumpBar: 'Profile sections',
  sections: {
    employment: 'Employment Info',
    comments: 'Public Comments',
    aadhaar: 'Aadhaar Info',
    personal: 'Personal Info',
    pan: 'Pan Card Info',
    bank: 'Bank Info',
    alternateBank: 'Alternate Bank Info',
    address: 'Address Info',
    loanHistory: 'Loan History',
    paymentBehaviour: 'Payment Behaviour',
  },
  attribute: 'Attribute',
  commentsCorner: 'Comments',
  gridPane: (section: string) => `${section}, a column per co-borrower`,
  /** A column's region: one co-borrower's part of a section. */
  columnOf: (section: string, name: string) => `${section} of ${name}`,
  leader: 'Leader',
  loading: 'Loading the co-borrowers’ profiles…',
  loadFailed: messages.comments.loadFailed,
  retry: 'Retry',
  employer: 'Employer',
  // The comment composer of the Public Comments section.
  addComment: 'Add a comment',
  coBorrower: 'Co-borrower',
  kind: 'Comment type',
  loadingLoans: 'Loading the co-borrower’s loans…',
  loansFailed: messages.customer.loansFetchFailed,
  noComments: 'No comments',
  onLoan: (loanId: number) => `Loan ${loanId}`,
  // The user-wise loan history.
  loadingHistory: 'Loading the co-borrowers’ loan history…',
  historyLoan: 'Loan',
  allLoans: 'All loans',
  sortBy: 'Sort by',
  statusLine: (loanId: number, status: string, dpd: number, paid: string, pending: string) =>
    `Loan ${loanId}: ${status} · DPD ${dpd} · Paid ${paid} · Pending ${pending}`,
  loansLine: (name: string, count: number) =>
    `${name}: ${count} ${count === 1 ? 'loan' : 'loans'} in the history`,
  commentsOnLoan: (loanId: number) => `Comments on loan ${loanId}`,
} as const;
