import { useState } from 'react';
import { DateField } from '../../ui/DateField.tsx';

/**
 * One height for every box of a row of fields, the date field's (a select, a time input and a
 * text input differ by a pixel or two), so every label lines up above its box.
 */
export const FIELD_CLASS =
  'h-9.5 rounded-md border border-slate-300 bg-white px-2 text-sm disabled:bg-slate-100';
export const LABEL_CLASS = 'flex flex-col gap-1 text-sm font-medium text-slate-700';

/** A time left empty once a day is picked: the start of that day. */
const START_OF_DAY = '00:00';

export type DateTimeFieldsProps = {
  /** The one value the machine holds: YYYY-MM-DDTHH:mm, or '' for none. */
  value: string;
  onValueChange: (value: string) => void;
  dateLabel: string;
  timeLabel: string;
  disabled: boolean;
  /** The id of a message elsewhere that marks the day invalid. */
  invalidBy?: string | undefined;
};

/**
 * The day (dd/mm/yyyy, as everywhere in the app: a native date-time input shows the browser's
 * locale, mm/dd/yyyy in en-US) and the time, given to the machine as one YYYY-MM-DDTHH:mm value.
 * The time typed before a day is kept here until the day comes.
 */
export function DateTimeFields({
  value,
  onValueChange,
  dateLabel,
  timeLabel,
  disabled,
  invalidBy,
}: DateTimeFieldsProps) {
  const day = value.slice(0, 10);
  const [time, setTime] = useState(value.slice(11, 16));
  const shownTime = day ? value.slice(11, 16) : time;
  const send = (nextDay: string, nextTime: string) =>
    onValueChange(nextDay ? `${nextDay}T${nextTime || START_OF_DAY}` : '');
  return (
    <>
      <DateField
        label={dateLabel}
        value={day}
        onValueChange={(next) => send(next, shownTime)}
        disabled={disabled}
        invalidBy={invalidBy}
        // White like the boxes beside it (the shared field leaves the page's colour through).
        className="[&_input:enabled]:bg-white"
      />
      <label className={LABEL_CLASS}>
        {timeLabel}
        <input
          type="time"
          className={FIELD_CLASS}
          value={shownTime}
          disabled={disabled}
          onChange={(e) => {
            setTime(e.target.value);
            send(day, e.target.value);
          }}
        />
      </label>
    </>
  );
}
