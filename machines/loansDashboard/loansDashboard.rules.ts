import { allOf } from '../../src/domain/contractEnums.ts';
import { formatDate } from '../../src/domain/format.ts';
import { DASHBOARD_STATUS_FILTERS, statusLabel } from '../../src/domain/loans.ts';
import { addDays } from '../shared/clock.ts';
import type {
  DashboardFilters,
  DashboardLoanPage,
  DashboardLoanRow,
  DashboardQuery,
  DashboardStatusFilter,
  DashboardStatusGroup,
  LoadedLoans,
  LoansDashboard,
} from './loansDashboard.types.ts';

/** The range the dashboard opens with: the last 30 days, today included (ours; the spec names none). */
export const DEFAULT_RANGE_DAYS = 30;

/** The chart's series, in stacking order. */
export const STATUS_GROUPS: readonly DashboardStatusGroup[] = allOf<DashboardStatusGroup>()([
  'approved_loans',
  'disbursed_loans',
  'rejected_loans',
  'other',
]);

export const STATUS_FILTERS: readonly DashboardStatusFilter[] = DASHBOARD_STATUS_FILTERS.map(
  (option) => option.value,
);

const LABELS = new Map<string, string>(DASHBOARD_STATUS_FILTERS.map((o) => [o.value, o.label]));
/** 'approved_loans' → 'Approved Loans'. */
export const statusFilterLabel = (value: DashboardStatusFilter): string =>
  LABELS.get(value) ?? value;

/** The filters the dashboard opens with on `today` (YYYY-MM-DD). */
export function defaultDashboardFilters(today: string): DashboardFilters {
  return {
    loan_type: null,
    from_date: addDays(today, 1 - DEFAULT_RANGE_DAYS),
    to_date: today,
    status: 'all_loans',
  };
}

/** Why the filters cannot be applied, or null. Dates are YYYY-MM-DD, so they compare as text. */
export function dashboardFiltersProblem(
  filters: DashboardFilters,
): 'missingDates' | 'dateRange' | null {
  if (!filters.from_date || !filters.to_date) return 'missingDates';
  if (filters.from_date > filters.to_date) return 'dateRange';
  return null;
}

export function sameDashboardFilters(a: DashboardFilters, b: DashboardFilters): boolean {
  return (
    a.loan_type === b.loan_type &&
    a.from_date === b.from_date &&
    a.to_date === b.to_date &&
    a.status === b.status
  );
}

/** The getLoansDashboard query; only called with filters that passed `dashboardFiltersProblem`. */
export function toDashboardQuery(filters: DashboardFilters): DashboardQuery {
  return {
    from_date: filters.from_date ?? '',
    to_date: filters.to_date ?? '',
    status: filters.status,
    ...(filters.loan_type ? { loan_type: filters.loan_type } : {}),
  };
}

/** `loans_<from>_<to>.xlsx`. */
export const exportFileName = (filters: DashboardFilters): string =>
  `loans_${filters.from_date}_${filters.to_date}.xlsx`;

/** Loaded loans to export. */
export const hasRows = (loaded: LoadedLoans | null): boolean => Boolean(loaded?.rows.length);
/** An answer without loans (not one still loading). */
export const hasNoLoans = (loaded: LoadedLoans | null): boolean =>
  loaded !== null && loaded.rows.length === 0;

/**
 * The loans of an answer and the further pages loaded since, as one list: every row in order,
 * where the rest start, and the answer's count.
 */
export function loadedLoans(
  answer: LoansDashboard,
  more: readonly DashboardLoanPage[] = [],
): LoadedLoans {
  return {
    rows: more.length ? [answer.rows, ...more.map((page) => page.rows)].flat() : answer.rows,
    next: more.length ? more.at(-1)!.next : answer.next,
    total: answer.total_loans,
  };
}

/** The export's columns: the spec's dashboard loan row, in its order. */
export const LOAN_SHEET_HEADER = [
  'Loan Id',
  'Status',
  'Amount',
  'Created At',
  'Approved At',
  'Disbursed At',
  'Rejected At',
] as const;

const sheetDate = (value: string | null) => (value ? formatDate(value) : null);

/** One exported row: numbers stay numbers (so the sheet can sum them), dates dd/mm/yyyy, unset dates empty. */
export function loanSheetRow(row: DashboardLoanRow): (string | number | null)[] {
  return [
    row.loan_id,
    statusLabel(row.status),
    row.amount,
    sheetDate(row.created_at),
    sheetDate(row.approved_at),
    sheetDate(row.disbursed_at),
    sheetDate(row.rejected_at),
  ];
}

export type DayCounts = {
  date: string;
  counts: Readonly<Record<DashboardStatusGroup, number>>;
  total: number;
};

const NONE: Record<DashboardStatusGroup, number> = {
  approved_loans: 0,
  disbursed_loans: 0,
  rejected_loans: 0,
  other: 0,
};

/**
 * Every day of the range (days without loans too, so gaps show as gaps), with its loans per
 * status group. Without a full range, the days the data has.
 */
export function dailyCounts(
  perDay: LoansDashboard['per_day'],
  from: string | null,
  to: string | null,
): DayCounts[] {
  const byDay = new Map<string, Record<DashboardStatusGroup, number>>();
  for (const { date, status, count } of perDay) {
    const counts = byDay.get(date) ?? { ...NONE };
    counts[status] += count;
    byDay.set(date, counts);
  }
  const known = [...byDay.keys()].sort();
  const first = from ?? known[0];
  const last = to ?? known.at(-1);
  if (!first || !last || first > last) return [];
  const days: DayCounts[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const counts = byDay.get(day) ?? NONE;
    days.push({ date: day, counts, total: STATUS_GROUPS.reduce((sum, g) => sum + counts[g], 0) });
  }
  return days;
}

export { addDays } from '../shared/clock.ts';
