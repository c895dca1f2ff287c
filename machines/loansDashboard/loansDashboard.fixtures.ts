import { addDays, defaultDashboardFilters } from './loansDashboard.rules.ts';
import type {
  DashboardFilters,
  DashboardLoanPage,
  DashboardLoanRow,
  DashboardStatusGroup,
  LoansDashboard,
} from './loansDashboard.types.ts';

/* Sample dashboards the path specs, tests and stories share. Deterministic. */

/** The day the samples are made on. */
export const SAMPLE_TODAY = '2025-03-31';
export const SAMPLE_FILTERS: DashboardFilters = defaultDashboardFilters(SAMPLE_TODAY);
export const SAMPLE_LOAN_TYPES = ['b2b_loan', 'group_loan', 'topup_loan'];

const CYCLE: readonly [DashboardLoanRow['status'], DashboardStatusGroup][] = [
  ['loan_disbursed', 'disbursed_loans'],
  ['loan_approved', 'approved_loans'],
  ['completed', 'disbursed_loans'],
  ['ready_for_review', 'other'],
  ['rejected', 'rejected_loans'],
  ['ready_for_disbursal', 'approved_loans'],
  ['basic_kyc', 'other'],
];

const at = (day: string, hour: number) => `${day}T${String(hour).padStart(2, '0')}:15:00.000Z`;

/** Loan `id`, created on one of the `days` days up to `to`; newer ids are newer loans. */
export function sampleDashboardRow(id: number, to = SAMPLE_TODAY, days = 30): DashboardLoanRow {
  const [status, group] = CYCLE[id % CYCLE.length]!;
  const created = addDays(to, -((days * 1_000_000 - id) % days));
  const later = (n: number) => at(created, 4 + n);
  return {
    loan_id: id,
    status,
    amount: 30_000 + ((id * 7_919) % 60) * 2_500,
    created_at: at(created, 3),
    approved_at: group === 'approved_loans' || group === 'disbursed_loans' ? later(1) : null,
    disbursed_at: group === 'disbursed_loans' ? later(2) : null,
    rejected_at: group === 'rejected_loans' ? later(1) : null,
  };
}

const groupOf = (status: string): DashboardStatusGroup =>
  CYCLE.find(([s]) => s === status)?.[1] ?? 'other';

/** Every row of `n` sample loans over the `days` days up to `to`, newest first. */
const sampleRows = (n: number, to: string, days: number) =>
  Array.from({ length: n }, (_, i) => sampleDashboardRow(n - i, to, days));

/** The sample cursor after the first `loaded` rows (a server's is opaque too). */
export const sampleCursor = (loaded: number) => `after-${loaded}`;

/**
 * The answer for `n` sample loans over the `days` days up to `to`: totals and per-day counts
 * agree, and the first `pageSize` rows come with it.
 */
export function sampleDashboard(
  n: number,
  to = SAMPLE_TODAY,
  days = 30,
  pageSize = n,
): LoansDashboard {
  const rows = sampleRows(n, to, days);
  const perDay = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.created_at.slice(0, 10)} ${groupOf(row.status)}`;
    perDay.set(key, (perDay.get(key) ?? 0) + 1);
  }
  return {
    total_loans: n,
    total_amount: rows.reduce((sum, row) => sum + row.amount, 0),
    loan_types: SAMPLE_LOAN_TYPES,
    per_day: [...perDay.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, count]) => {
        const [date, status] = key.split(' ') as [string, DashboardStatusGroup];
        return { date, status, count };
      }),
    rows: rows.slice(0, pageSize),
    next: pageSize < n ? sampleCursor(pageSize) : null,
  };
}

/** The page of `pageSize` rows after the first `loaded` of `n` sample loans. */
export function sampleRowsPage(
  n: number,
  loaded: number,
  pageSize: number,
  to = SAMPLE_TODAY,
  days = 30,
): DashboardLoanPage {
  const end = Math.min(n, loaded + pageSize);
  return {
    rows: sampleRows(n, to, days).slice(loaded, end),
    next: end < n ? sampleCursor(end) : null,
  };
}
