import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Fragment } from 'react';
import { Calendar } from './Calendar.tsx';
import { CALENDAR_BUTTON_CLASS, CalendarIcon } from './calendarFace.tsx';
import { CALENDAR_TEXTS as T } from './calendarTexts.ts';

export type CalendarPopoverProps = {
  labelId: string;
  value: string;
  min?: string;
  max?: string;
  today: string;
  disabled: boolean;
  onPick: (day: string) => void;
};

/**
 * The calendar button and its panel (Headless UI's Popover: Esc, outside click, focus return).
 * No frame of its own: the panel lines up under the field's frame, which holds the input.
 */
export function CalendarPopover(props: CalendarPopoverProps) {
  return (
    <Popover as={Fragment}>
      <PopoverButton
        disabled={props.disabled}
        aria-label={T.openCalendar}
        aria-describedby={props.labelId}
        className={CALENDAR_BUTTON_CLASS}
      >
        <CalendarIcon />
      </PopoverButton>
      <PopoverPanel className="absolute top-full left-0 z-50 mt-1 rounded-lg border border-slate-200 bg-white p-3 shadow-lg">
        {({ close }) => (
          <Calendar
            value={props.value}
            min={props.min}
            max={props.max}
            today={props.today}
            onPick={(day) => {
              props.onPick(day);
              close();
            }}
          />
        )}
      </PopoverPanel>
    </Popover>
  );
}
