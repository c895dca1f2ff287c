import type { LoanPage, LoanStatus, LoanSummary } from './loanList.types.ts';

/* Sample loans the path specs, tests, stories and the benchmark share. Deterministic: the same
   id always gives the same loan. */

const LEADERS = [
  { username: '9876500011', name: 'Asha Verma' },
  { username: '9876500022', name: 'Ravi Kumar' },
  { username: '9876500033', name: 'Meena Iyer' },
  { username: '9876500044', name: 'Farhan Shaikh' },
  { username: '9876500055', name: 'Lakshmi Nair' },
];
const LENDERS = ['Kosh Finance', 'Sahyog Capital', 'Pragati NBFC'];

/** One status per step of the decisions, so every row action shows up in a short list. */
const CYCLE: readonly LoanStatus[] = [
  'ready_for_review',
  'loan_approved',
  'ready_for_disbursal',
  'loan_disbursed',
];

const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2025, 0, 6, 5, 30);
const iso = (ms: number) => new Date(ms).toISOString();
const isoDay = (ms: number) => iso(ms).slice(0, 10);

/** Loan `id`: statuses cycle through the decision steps; dates follow the status. */
export function sampleLoan(id: number, overrides: Partial<LoanSummary> = {}): LoanSummary {
  const status = CYCLE[(id - 1) % CYCLE.length]!;
  const created = FIRST_DAY + (id % 300) * DAY_MS;
  const approved = status === 'ready_for_review' ? null : created + 2 * DAY_MS;
  const disbursed = status === 'loan_disbursed' ? created + 5 * DAY_MS : null;
  return {
    id,
    status,
    amount: 20_000 + ((id * 7919) % 180) * 2_500,
    created_at: iso(created),
    approved_at: approved === null ? null : iso(approved),
    disbursed_at: disbursed === null ? null : iso(disbursed),
    rejected_at: null,
    default_lender: disbursed === null ? null : LENDERS[id % LENDERS.length]!,
    emi_start_date: disbursed === null ? null : isoDay(disbursed + 30 * DAY_MS),
    disbursal_date: disbursed === null ? null : isoDay(disbursed),
    loan_type: id % 5 === 0 ? 'personal' : 'group',
    leader: LEADERS[id % LEADERS.length]!,
    co_borrower_count: 2 + (id % 4),
    ...overrides,
  };
}

/** Loans `first` … `first + n - 1`. */
export function sampleLoans(n: number, first = 1): LoanSummary[] {
  return Array.from({ length: n }, (_, i) => sampleLoan(first + i));
}

/** The page a server holding `count` sample loans answers for `start` and `entries`. */
export function samplePage(start: number, entries: number, count: number): LoanPage {
  const n = Math.max(0, Math.min(entries, count - start));
  return { count, results: sampleLoans(n, start + 1) };
}

/** `loan` after an approval, as decideLoan returns it. */
export function approvedLoan(loan: LoanSummary): LoanSummary {
  return { ...loan, status: 'loan_approved', approved_at: iso(FIRST_DAY + 400 * DAY_MS) };
}
