import { DECISION_TEXTS } from '../../../machines/loanDecision/index.ts';
import { LOAN_LIST_TEXTS } from '../../../machines/loanList/index.ts';
import { messages } from '../../domain/messages.ts';

/**
 * Labels of the loan lists. Column names the specification uses for loan tables (Loan Id, GL
 * Name, Loan Amount, Loan Status, Disbursal Date, Lender) and the catalogue's texts are the
 * specification's; the rest are ours (it names no label for them). The words around the rows are
 * the list machine's, which its declaration of what each state shows reads too.
 */
export const LOAN_TEXTS = {
  list: 'Loans',
  cards: 'Loan cards',
  columns: {
    id: 'Loan Id',
    leader: 'GL Name',
    coBorrowers: 'Co-borrowers',
    amount: 'Loan Amount',
    status: 'Loan Status',
    created: 'Created',
    approved: 'Approved',
    disbursed: 'Disbursal Date',
    rejected: 'Rejected',
    lender: 'Lender',
    actions: 'Actions',
  },
  rowLabel: (id: number) => `Loan ${id}`,
  openLoan: (id: number) => `Open loan ${id}`,
  ...LOAN_LIST_TEXTS,
  dialog: DECISION_TEXTS.dialog,
  filters: {
    title: 'Filters',
    statuses: 'Loan Status',
    teamLead: 'Team Lead',
    anyTeamLead: 'All teams',
    fromDate: 'From Date',
    toDate: 'To Date',
    apply: messages.labels.apply,
    reset: 'Reset',
    dateRange: 'From Date must not be after To Date',
  },
} as const;
