import type { JobStatus } from '../../domain/access/jobs.ts';
import { JOBS_TEXTS as T } from './jobsTexts.ts';

const STATUSES = Object.keys(T.statuses) as JobStatus[];

export type JobFilterProps = {
  status: JobStatus | null;
  mine: boolean;
  /** Jobs in each status (of the caller's, when `mine`), once the server has said. */
  counts: Readonly<Record<JobStatus, number>> | null;
  onStatus: (status: JobStatus | null) => void;
  onMine: (mine: boolean) => void;
};

/** All, or one status, each with its count, as toggle buttons; and Created by me. */
export function JobStatusFilter({ status, mine, counts, onStatus, onMine }: JobFilterProps) {
  const total = counts ? STATUSES.reduce((sum, s) => sum + counts[s], 0) : null;
  const choice = (value: JobStatus | null, label: string, count: number | null) => (
    <button
      key={value ?? 'all'}
      type="button"
      aria-pressed={status === value}
      onClick={() => onStatus(value)}
      className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700"
    >
      {count === null ? label : T.withCount(label, count)}
    </button>
  );
  return (
    <div className="flex flex-wrap items-center gap-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{T.filter}</legend>
        {choice(null, T.all, total)}
        {STATUSES.map((s) => choice(s, T.statuses[s], counts ? counts[s] : null))}
      </fieldset>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300"
          checked={mine}
          onChange={(event) => onMine(event.target.checked)}
        />
        {T.mine}
      </label>
    </div>
  );
}
