import { useId, useState } from 'react';
import {
  filterStatusOptions,
  filtersProblem,
  type LoanFilters,
  type LoanStatus,
  sameFilters,
  TEAM_LEADS,
  type TeamLead,
} from '../../../machines/loanList/index.ts';
import type { RoleFlags } from '../../domain/access/roles.ts';
import { humanize, statusLabel } from '../../domain/loans.ts';
import { Button } from '../../ui/Button.tsx';
import { DateField } from '../../ui/DateField.tsx';
import { LOAN_TEXTS as T } from './loanTexts.ts';

export type FilterPanelProps = {
  /** The filters in force; the panel edits a draft of them until Apply. */
  value: LoanFilters;
  /** The page's default filters, which Reset applies. */
  defaults: LoanFilters;
  flags: RoleFlags;
  onApply: (filters: LoanFilters) => void;
};

/** Status, team-lead and date-range filters of a loan list. Controlled: the app keeps them. */
export function FilterPanel({ value, defaults, flags, onApply }: FilterPanelProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (!sameFilters(shown, value)) {
    // Applied from outside (another tab, the loan id box): start again from what is in force.
    setShown(value);
    setDraft(value);
  }
  const problem = filtersProblem(draft) === 'dateRange' ? T.filters.dateRange : null;
  const problemId = useId();
  const toggle = (status: LoanStatus, on: boolean) =>
    setDraft((d) => ({
      ...d,
      statuses: on ? [...d.statuses, status] : d.statuses.filter((s) => s !== status),
    }));

  return (
    <form
      aria-label={T.filters.title}
      className="flex flex-col gap-4 rounded-md border border-slate-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem) onApply(draft);
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">{T.filters.statuses}</legend>
        <div className="grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-x-4 gap-y-1">
          {filterStatusOptions(flags).map((status) => (
            <label key={status} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={draft.statuses.includes(status)}
                onChange={(event) => toggle(status, event.target.checked)}
              />
              {statusLabel(status)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 text-sm text-slate-700">
          {T.filters.teamLead}
          <select
            value={draft.team_lead ?? ''}
            onChange={(event) =>
              setDraft((d) => ({
                ...d,
                team_lead: (event.target.value || null) as TeamLead | null,
              }))
            }
            className="rounded-md border border-slate-300 px-3 py-2"
          >
            <option value="">{T.filters.anyTeamLead}</option>
            {TEAM_LEADS.map((lead) => (
              <option key={lead} value={lead}>
                {humanize(lead)}
              </option>
            ))}
          </select>
        </label>
        <DateField
          label={T.filters.fromDate}
          value={draft.from_date ?? ''}
          invalidBy={problem ? problemId : undefined}
          onValueChange={(day) => setDraft((d) => ({ ...d, from_date: day || null }))}
        />
        <DateField
          label={T.filters.toDate}
          value={draft.to_date ?? ''}
          invalidBy={problem ? problemId : undefined}
          onValueChange={(day) => setDraft((d) => ({ ...d, to_date: day || null }))}
        />
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      ) : null}
      <div className="flex gap-3">
        <Button type="submit" disabled={Boolean(problem)}>
          {T.filters.apply}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(defaults);
            onApply(defaults);
          }}
        >
          {T.filters.reset}
        </Button>
      </div>
    </form>
  );
}
