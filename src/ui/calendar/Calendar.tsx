import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  clampDay,
  dayName,
  dayOfMonth,
  monthTitle,
  monthWeeks,
  sameMonth,
  shiftDays,
  shiftMonths,
  WEEKDAYS,
  weekday,
  withinBounds,
} from './calendarDays.ts';
import { CALENDAR_TEXTS as T } from './calendarTexts.ts';

export type CalendarProps = {
  /** The chosen day (YYYY-MM-DD) or '' for none. */
  value: string;
  min?: string;
  max?: string;
  /** The business day, marked and used as the starting point when no day is chosen. */
  today: string;
  onPick: (day: string) => void;
};

/**
 * A month grid operated like the WAI-ARIA date picker dialog: arrows move by day and week,
 * Home/End to the week's ends, Page Up/Down by month (with Shift by year), Enter or Space picks.
 * Days outside min/max can be reached but not picked.
 */
export function Calendar({ value, min, max, today, onPick }: CalendarProps) {
  const titleId = useId();
  const [focused, setFocused] = useState(() => (value ? value : clampDay(today, min, max)));
  // Moves from the keyboard take focus with them; the month buttons keep it.
  const follow = useRef(true);
  const grid = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (!follow.current) return;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const move = (day: string, takeFocus: boolean) => {
    follow.current = takeFocus;
    setFocused(day);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step: Record<string, () => string> = {
      ArrowLeft: () => shiftDays(focused, -1),
      ArrowRight: () => shiftDays(focused, 1),
      ArrowUp: () => shiftDays(focused, -7),
      ArrowDown: () => shiftDays(focused, 7),
      Home: () => shiftDays(focused, -weekday(focused)),
      End: () => shiftDays(focused, 6 - weekday(focused)),
      PageUp: () => shiftMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => shiftMonths(focused, event.shiftKey ? 12 : 1),
    };
    const next = step[event.key];
    if (!next) return;
    event.preventDefault();
    move(next(), true);
  };

  return (
    <div className="flex w-72 flex-col gap-2">
      <div className="flex items-center justify-between">
        <MonthButton label={T.previousMonth} onClick={() => move(shiftMonths(focused, -1), false)}>
          <path d="M12 5l-5 5 5 5" />
        </MonthButton>
        <h2 id={titleId} aria-live="polite" className="text-sm font-semibold text-slate-900">
          {monthTitle(focused)}
        </h2>
        <MonthButton label={T.nextMonth} onClick={() => move(shiftMonths(focused, 1), false)}>
          <path d="M8 5l5 5-5 5" />
        </MonthButton>
      </div>
      <table
        ref={grid}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker's grid is a table.
        role="grid"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className="w-full border-collapse text-center text-sm"
      >
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th
                key={long}
                scope="col"
                abbr={long}
                className="py-1 text-xs font-medium text-slate-500"
              >
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused).map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const available = withinBounds(day, min, max);
                const chosen = day === value;
                const inMonth = sameMonth(day, focused);
                return (
                  <td key={day} className="p-0.5">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={available ? dayName(day) : `${dayName(day)}, ${T.unavailable}`}
                      aria-pressed={chosen}
                      aria-disabled={available ? undefined : true}
                      aria-current={day === today ? 'date' : undefined}
                      onClick={() => {
                        if (available) onPick(day);
                        else move(day, true);
                      }}
                      className={`size-9 rounded-md focus:outline-2 focus:outline-brand-600 ${
                        chosen
                          ? 'bg-brand-600 font-semibold text-white'
                          : available
                            ? `${inMonth ? 'text-slate-900' : 'text-slate-500'} hover:bg-brand-50`
                            : 'cursor-not-allowed text-slate-300 line-through'
                      } ${day === today && !chosen ? 'ring-1 ring-brand-600' : ''}`}
                    >
                      {dayOfMonth(day)}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MonthButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
    >
      <svg
        viewBox="0 0 20 20"
        className="size-4"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        {children}
      </svg>
    </button>
  );
}
