import { COLLECTION_HEADER } from '../../../machines/collectionDownload/index.ts';
import { messages } from '../../domain/messages.ts';

const M = messages.customer;

/** The collection view's labels: the spec's names (part 1 §2, §3), and ours where it names none. */
export const COLLECTIONS_TEXTS = {
  createdLoans: 'Created Loans',
  collections: 'Collections',
  cohortAnalysis: 'Cohort Analysis',
  nonStarterCases: 'Non Starter Cases',
  disbursed: 'Disbursed Loans',
  fromDate: 'From Date',
  toDate: 'To Date',
  month: 'Month',
  retry: 'Retry',
  disbursedFailed: M.disbursedDataFetchFailed,
  collectionsFailed: M.collectionsFetchFailed,
  cohortFailed: M.cohortFetchFailed,
  nonStarterFailed: M.nonStarterFetchFailed,
  loading: (what: string) => `Loading ${what}…`,
  /** Our words: these reads have no history_date, so an old version shows today's figures. */
  oldVersionNote: 'Collections, cohorts and non-starters are as of today, not the saved version.',
  rangeProblem: 'Choose a From Date that is not after the To Date',
  disbursedFigures: { loans: 'Number of Loans', amount: 'Total Amount' },
  disbursedColumns: ['Loan Id', 'Amount', 'Disbursed Date', 'Status'],
  summary: {
    collected: 'Collected',
    pending: 'Pending',
    toCollect: 'To Collect',
    percent: 'Collection %',
    writtenOffAmount: 'Written Off Amount',
    writtenOffCount: 'Written Off Count',
  },
  collectionColumns: COLLECTION_HEADER,
  rowsShown: (shown: number, total: number) =>
    `Showing ${shown} of ${total} rows; Download Excel has them all.`,
  cohortColumns: ['Month', 'Total Disbursement', 'POS', 'PAR 1', 'PAR 30', 'PAR 90'],
  parChart: 'PAR by cohort month (% of POS)',
  collectedChart: 'Collected vs pending',
  efficiency: 'Collection efficiency',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  efficiencyColumns: ['Month', 'Non Starters', 'EMI Sum'],
  nonStarterColumns: [
    'Loan Id',
    'Name',
    'Loanshare Id',
    'Loan Amount',
    'EMI Amount',
    'EMI Due Date',
  ],
  nonStartersOf: (month: string) => `Non starters of ${month}`,
  glProfile: 'GLs-Profile',
  groupLeader: 'Group Leader',
  groupLeaderHint: 'Type a username or name',
  noGroupLeader: 'No group leader matches',
  pickGroupLeader: 'Pick a group leader to see their cohorts, non-starters and collections.',
  leaderOption: (name: string, username: string, loans: number) =>
    `${name} (${username}), ${loans} loans`,
} as const;
