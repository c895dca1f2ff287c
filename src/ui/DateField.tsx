import { lazy, Suspense, useId, useState } from 'react';
import { businessDay, formatDate, parseTypedDay } from '../domain/format.ts';
import { afterFirstContent } from '../platform/afterFirstContent.ts';
import { CALENDAR_BUTTON_CLASS, CalendarIcon } from './calendar/calendarFace.tsx';
import { CALENDAR_TEXTS as T } from './calendar/calendarTexts.ts';

// The calendar (Headless UI's Popover and its positioning code, ~15 KiB) is a second way to
// enter a day: typing works at once, the button arrives after first content.
const CalendarPopover = lazy(() =>
  afterFirstContent()
    .then(() => import('./calendar/CalendarPopover.tsx'))
    .then((m) => ({ default: m.CalendarPopover })),
);

export type DateFieldProps = {
  label: string;
  /** The day as the machines and the API hold it: YYYY-MM-DD, or '' for none. */
  value: string;
  /**
   * The typed or picked day as YYYY-MM-DD; '' while the text is empty or not a real day, so
   * the machine's own rule (and message) decides what is missing.
   */
  onValueChange: (value: string) => void;
  /** Bounds (YYYY-MM-DD): the calendar does not offer days outside them. */
  min?: string;
  max?: string;
  hint?: string;
  /** Shown under the field and linked to it; marks the field invalid. */
  error?: string | null;
  /** Marks the field invalid for a message shown elsewhere (a range check), by that message's id. */
  invalidBy?: string;
  disabled?: boolean;
  /** The business day the calendar starts from when no day is chosen (India's today). */
  today?: string;
  className?: string;
};

/**
 * A date typed and shown as dd/mm/yyyy in every browser (a native date input follows the
 * browser's locale: mm/dd/yyyy in en-US), with a keyboard-operable calendar beside it.
 * The bounds are on the input as data-min/data-max (YYYY-MM-DD) for tests and tools.
 */
export function DateField({
  label,
  value,
  onValueChange,
  min,
  max,
  hint,
  error,
  invalidBy,
  disabled = false,
  today,
  className = '',
}: DateFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [text, setText] = useState(() => (value ? formatDate(value) : ''));
  const [shown, setShown] = useState(value);
  // A new value from outside (a reset, a restored draft) replaces the text, unless the text
  // already means it (typing '5/3/2026' must not be rewritten to '05/03/2026' mid-edit).
  if (value !== shown) {
    setShown(value);
    if ((parseTypedDay(text) ?? '') !== value) setText(value ? formatDate(value) : '');
  }

  const type = (next: string) => {
    setText(next);
    const day = parseTypedDay(next) ?? '';
    setShown(day);
    if (day !== value) onValueChange(day);
  };

  const describedBy =
    [hintId, error ? errorId : null, invalidBy].filter(Boolean).join(' ') || undefined;
  const input = (
    <input
      id={id}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={T.placeholder}
      value={text}
      disabled={disabled}
      data-min={min}
      data-max={max}
      aria-invalid={error || invalidBy ? true : undefined}
      aria-describedby={describedBy}
      onChange={(event) => type(event.target.value)}
      className="w-36 rounded-l-md border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-100 aria-invalid:border-red-500"
    />
  );
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label
        id={`${id}-label`}
        htmlFor={id}
        className={`text-sm font-medium ${disabled ? 'text-slate-400' : 'text-slate-700'}`}
      >
        {label}
      </label>
      <div className="relative flex">
        {input}
        {/* Until the calendar arrives, the same button's face, inert (typing works meanwhile). */}
        <Suspense
          fallback={
            <span aria-hidden="true" className={CALENDAR_BUTTON_CLASS}>
              <CalendarIcon />
            </span>
          }
        >
          <CalendarPopover
            labelId={`${id}-label`}
            value={value}
            min={min}
            max={max}
            today={today ?? businessDay()}
            disabled={disabled}
            onPick={(day) => {
              setText(formatDate(day));
              setShown(day);
              if (day !== value) onValueChange(day);
            }}
          />
        </Suspense>
      </div>
      {/* Without a hint of its own the format is read out only: the placeholder shows it. */}
      <p id={hintId} className={hint ? 'text-xs text-slate-500' : 'sr-only'}>
        {hint ? `${hint} (${T.placeholder})` : T.format}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
