import {
  DOWNLOAD_CONTROLS,
  DOWNLOAD_TEXTS,
  FILTER_PROBLEMS,
} from '../../../machines/loansDashboard/index.ts';

/**
 * Labels of the loans dashboard. 'Download All Loans', Total Loans, Total Amount, the status
 * filter's options and the catalogue's texts are the spec's (part 1 §2, §4, §8); the rest are ours.
 */
export const DASHBOARD_TEXTS = {
  page: 'Loans dashboard',
  filters: 'Dashboard filters',
  loanType: 'Loan Type',
  allLoanTypes: 'All Loan Types',
  fromDate: 'From Date',
  toDate: 'To Date',
  status: 'Loan Status',
  cards: { totalLoans: 'Total Loans', totalAmount: 'Total Amount' },
  download: DOWNLOAD_CONTROLS.download,
  downloadProgress: 'Download progress',
  cancel: DOWNLOAD_CONTROLS.cancel,
  close: DOWNLOAD_CONTROLS.close,
  retry: 'Retry',
  loading: 'Loading loans…',
  chart: 'Loans per day',
  chartTable: 'Loans per day by status',
  date: 'Date',
  total: 'Total',
  table: 'Dashboard loans',
  columns: {
    id: 'Loan Id',
    status: 'Loan Status',
    amount: 'Amount',
    created: 'Created',
    approved: 'Approved',
    disbursed: 'Disbursed',
    rejected: 'Rejected',
  },
  rowLabel: (id: number) => `Loan ${id}`,
  problems: FILTER_PROBLEMS,
  exporting: DOWNLOAD_TEXTS,
} as const;
