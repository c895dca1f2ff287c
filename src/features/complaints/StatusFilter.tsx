import type { ComplaintStatus } from '../../domain/access/complaints.ts';
import { COMPLAINTS_TEXTS as T } from './complaintsTexts.ts';

const STATUSES = Object.keys(T.statuses) as ComplaintStatus[];

export type StatusFilterProps = {
  status: ComplaintStatus | null;
  /** Complaints in each status, once the server has said. */
  counts: Readonly<Record<ComplaintStatus, number>> | null;
  onChange: (status: ComplaintStatus | null) => void;
};

/** All, or one status, each with its count: toggle buttons, the one in force pressed. */
export function StatusFilter({ status, counts, onChange }: StatusFilterProps) {
  const total = counts ? STATUSES.reduce((sum, s) => sum + counts[s], 0) : null;
  const choice = (value: ComplaintStatus | null, label: string, count: number | null) => (
    <button
      key={value ?? 'all'}
      type="button"
      aria-pressed={status === value}
      onClick={() => onChange(value)}
      className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700"
    >
      {count === null ? label : T.withCount(label, count)}
    </button>
  );
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{T.filter}</legend>
      {choice(null, T.all, total)}
      {STATUSES.map((s) => choice(s, T.statuses[s], counts ? counts[s] : null))}
    </fieldset>
  );
}
