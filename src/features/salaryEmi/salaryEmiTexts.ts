import { salaryEmiMessages } from '../../domain/messages/salaryEmi.ts';

const S = salaryEmiMessages;

/** The tab's own words beside the spec's (catalogue `salaryEmi`). */
export const SALARY_EMI_TEXTS = {
  region: (username: string) => `Salary & EMI of ${username}`,
  foir: S.foirDetails,
  foirColumns: {
    loan: 'Loan Id',
    external: S.externalEmiAmount,
    emi: S.averageMonthlyEmi,
    income: S.averageMonthlyIncome,
    score: S.foirScore,
  },
  noLoans: 'No loans to assess.',
  foirLoading: 'Loading FOIR…',
  foirFailed: (words: string) => `FOIR could not be loaded: ${words}`,
  loadingLoans: 'Loading loans…',
  loadingEntries: (heading: string) => `Loading ${heading}…`,
  fip: S.fipDetails,
  loadingFip: 'Loading FIP Details…',
  fipRecord: (n: number, fipId: string) => `Account ${n}: ${fipId}`,
  fipFields: {
    matched: 'Matched',
    mismatchedReason: 'Mismatch Reason',
    account: 'Account Number',
    ifsc: 'IFSC',
    period: 'Period',
    address: 'Address',
    dob: 'Date of Birth',
    phone: 'Phone Number',
    fipId: 'FIP Id',
  },
  yes: 'Yes',
  no: 'No',
  transactions: (fipId: string) => `Transactions of ${fipId}`,
  txnColumns: {
    type: 'Type',
    amount: S.amount,
    narration: 'Narration',
    timestamp: S.timestamp,
    txnId: 'Txn Id',
    action: S.action,
  },
  sortBy: (column: string, direction: 'asc' | 'desc' | null) =>
    direction ? `${column}, sorted ${direction === 'asc' ? 'ascending' : 'descending'}` : column,
  noTransactions: 'No transactions.',
  oldVersion:
    'Salary, EMI and FIP details have no saved versions: the current ones are shown. FOIR is for the loans of the version picked.',
  retry: 'Retry',
  /** A scrolling pane's name: its section's, plus what it holds. */
  pane: (heading: string) => `${heading} table`,
  fipPane: 'FIP accounts',
  actions: 'Actions',
} as const;
