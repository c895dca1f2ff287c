import { messages } from '../../../domain/messages.ts';
import type { AchProvider } from './loanTypes.ts';

/**
 * Labels of the Loans tab. The sub-tab names and the loan table's columns are the spec's (part 1
 * §2); the ACH columns name the spec's fields (§3); the failure texts are the catalogue's (§8);
 * the rest is ours.
 */
export const LOAN_TEXTS = {
  /** Opens the loan document grid under Self Loans (its chunk loads on that gesture). */
  loanDocuments: 'Loan documents',
  subTabsLabel: 'Loans sections',
  subTabs: {
    self: 'Self Loans',
    created: 'Created Loans',
    deleted: 'Deleted Loanshares',
    collections: 'Collections',
  },
  loadingSubTab: (name: string) => `Loading ${name}…`,
  loans: 'Loans',
  loadingLoans: 'Loading loans…',
  loansFailed: messages.customer.loansFetchFailed,
  loansAsOf: (date: string) => `Loans as of ${date}`,
  loanColumns: [
    'Loan Id',
    'Loan Amount',
    'User Amount',
    'Total Advance',
    'Loan Status',
    'User Status',
    'Disbursal Date',
    'Lender',
    'GL Name',
    'GL Username',
    'Category',
    'Number of EMIs',
    'Loan Action',
    'Video',
  ],
  /** A video link's accessible name: the visible word first (WCAG label in name). */
  video: (loanId: number) => `${LOAN_TEXTS.watch} ${LOAN_TEXTS.videoOf(loanId)}`,
  videoOf: (loanId: number) => `video of loan ${loanId}`,
  watch: 'Watch',
  providers: { razorpay: 'Razorpay', cashfree: 'Cashfree', digio: 'Digio' } satisfies Record<
    AchProvider,
    string
  >,
  achDebits: (provider: string) => `ACH debits: ${provider}`,
  loadingAchDebits: (provider: string) => `Loading ${provider} ACH debits…`,
  achColumns: [
    'ACH Debit Id',
    'Status',
    'Payment Amount',
    'Reference',
    'Response Sequence Number',
    'Transaction Id',
    'Failure Message',
    'Payment Id',
    'Payment Status',
    'Mandate',
    'Date Charge',
  ],
  deletedLoanshares: 'Deleted Loanshares',
  loadingDeleted: 'Loading deleted loan shares…',
  deletedColumns: [
    'Loan Id',
    'Amount',
    'Share Status When Deleted',
    'Deleted On',
    'Deleted By',
    'Reason',
  ],
  failed: messages.common.somethingWentWrong,
  retry: 'Retry',
} as const;
