// The calendar button's look, shared by the button and its stand-in while the calendar loads.
export const CALENDAR_BUTTON_CLASS =
  'inline-flex items-center rounded-r-md border border-l-0 border-slate-300 bg-white px-2 text-slate-700 hover:bg-slate-50 data-disabled:bg-slate-100 data-disabled:text-slate-400';

export function CalendarIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true" focusable="false">
      <path
        d="M4 5h12v11H4zM4 8h12M7 3v4M13 3v4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}
