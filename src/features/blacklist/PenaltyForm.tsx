import { useId } from 'react';
import { type PenaltyModel, PENALTY_TEXTS as T } from '../../../machines/penalty/index.ts';
import { Button } from '../../ui/Button.tsx';
import { DateTimeFields, FIELD_CLASS, LABEL_CLASS } from './DateTimeFields.tsx';

const field = FIELD_CLASS;
const label = LABEL_CLASS;

/** The reward/penalty form: connect() of the machine rendered; it decides nothing itself. */
export function PenaltyForm({ view }: { view: PenaltyModel }) {
  const headingId = useId();
  const hintId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold text-slate-800">
        {T.heading}
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        <label className={label}>
          {T.decision}
          <select
            className={field}
            value={view.decision}
            disabled={view.busy}
            onChange={(e) => view.onDecision(e.target.value)}
          >
            {view.decisions.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {T.amount}
          <input
            className={field}
            inputMode="decimal"
            value={view.amount}
            disabled={view.busy}
            onChange={(e) => view.onAmount(e.target.value)}
          />
        </label>
        <DateTimeFields
          value={view.datetime}
          onValueChange={view.onDateTime}
          dateLabel={T.date}
          timeLabel={T.time}
          disabled={view.busy}
        />
        <label className={`${label} min-w-64 flex-1`}>
          {T.comment}
          <input
            className={field}
            maxLength={500}
            value={view.comment}
            disabled={view.busy}
            onChange={(e) => view.onComment(e.target.value)}
          />
        </label>
        <Button
          onClick={view.onApply}
          busy={view.busy}
          disabled={!view.canApply}
          aria-describedby={view.incomplete ? hintId : undefined}
        >
          {T.apply}
        </Button>
      </div>
      {view.incomplete ? (
        <p id={hintId} className="text-sm text-slate-600">
          {view.incomplete}
        </p>
      ) : null}
      {view.error ? (
        <p role="alert" className="text-sm text-red-700">
          {view.error}
        </p>
      ) : null}
      {view.success ? (
        <p role="status" className="text-sm text-green-800">
          {view.success}
        </p>
      ) : null}
      {view.busy ? (
        <p role="status" className="sr-only">
          {T.applying}
        </p>
      ) : null}
    </section>
  );
}
