import { useId } from 'react';
import {
  type DashboardStatusFilter,
  type DashboardFilters as Filters,
  STATUS_FILTERS,
  statusFilterLabel,
} from '../../../../machines/loansDashboard/index.ts';
import { humanize } from '../../../domain/loans.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { DASHBOARD_TEXTS as T } from '../dashboardTexts.ts';

export type DashboardFiltersProps = {
  filters: Filters;
  loanTypes: readonly string[];
  /** Why the range cannot be asked for, shown under the dates. */
  problemText: string | null;
  /** Every change applies at once; the machine decides whether it can be asked for. */
  onChange: (filters: Filters) => void;
};

const field = 'flex flex-col gap-1 text-sm text-slate-700';
const control = 'rounded-md border border-slate-300 bg-white px-3 py-2';

/** Loan type, creation-date range and status group of the dashboard. */
export function DashboardFilters({
  filters,
  loanTypes,
  problemText,
  onChange,
}: DashboardFiltersProps) {
  const problemId = useId();
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change });
  // A restored filter may name a type the latest answer no longer lists: keep it selectable.
  const types =
    filters.loan_type && !loanTypes.includes(filters.loan_type)
      ? [...loanTypes, filters.loan_type]
      : loanTypes;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">{T.filters}</legend>
      <div className="flex flex-wrap items-end gap-4">
        <label className={field}>
          {T.loanType}
          <select
            value={filters.loan_type ?? ''}
            onChange={(event) => set({ loan_type: event.target.value || null })}
            className={control}
          >
            <option value="">{T.allLoanTypes}</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {humanize(type)}
              </option>
            ))}
          </select>
        </label>
        <DateField
          label={T.fromDate}
          value={filters.from_date ?? ''}
          invalidBy={problemText ? problemId : undefined}
          onValueChange={(day) => set({ from_date: day || null })}
        />
        <DateField
          label={T.toDate}
          value={filters.to_date ?? ''}
          invalidBy={problemText ? problemId : undefined}
          onValueChange={(day) => set({ to_date: day || null })}
        />
        <label className={field}>
          {T.status}
          <select
            value={filters.status}
            onChange={(event) => set({ status: event.target.value as DashboardStatusFilter })}
            className={control}
          >
            {STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {statusFilterLabel(status)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {problemText ? (
        <p id={problemId} role="alert" className="text-sm text-red-600">
          {problemText}
        </p>
      ) : null}
    </fieldset>
  );
}
