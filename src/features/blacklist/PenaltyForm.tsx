import { useId, useState } from 'react';
import { type PenaltyModel, PENALTY_TEXTS as T } from '../../../machines/penalty/index.ts';
import { Button } from '../../ui/Button.tsx';
import { DateField } from '../../ui/DateField.tsx';

const field = 'rounded-md border border-slate-300 bg-white px-2 py-2 text-sm disabled:bg-slate-100';
const label = 'flex flex-col gap-1 text-sm font-medium text-slate-700';

/** A time left empty once a day is picked: the start of that day. */
const START_OF_DAY = '00:00';

/**
 * The day (dd/mm/yyyy, as everywhere in the app: a native date-time input shows the browser's
 * locale, mm/dd/yyyy in en-US) and the time, given to the machine as one YYYY-MM-DDTHH:mm value.
 * The time typed before a day is kept here until the day comes.
 */
function DateTimeFields({ view }: { view: PenaltyModel }) {
  const day = view.datetime.slice(0, 10);
  const [time, setTime] = useState(view.datetime.slice(11, 16));
  const shownTime = day ? view.datetime.slice(11, 16) : time;
  const send = (nextDay: string, nextTime: string) =>
    view.onDateTime(nextDay ? `${nextDay}T${nextTime || START_OF_DAY}` : '');
  return (
    <>
      <DateField
        label={T.date}
        value={day}
        onValueChange={(next) => send(next, shownTime)}
        disabled={view.busy}
      />
      <label className={label}>
        {T.time}
        <input
          type="time"
          className={field}
          value={shownTime}
          disabled={view.busy}
          onChange={(e) => {
            setTime(e.target.value);
            send(day, e.target.value);
          }}
        />
      </label>
    </>
  );
}

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
        <DateTimeFields view={view} />
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
