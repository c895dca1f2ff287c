/** Labels of the date field and its calendar (the spec names none; dates read dd/mm/yyyy). */
export const CALENDAR_TEXTS = {
  placeholder: 'dd/mm/yyyy',
  format: 'Format dd/mm/yyyy',
  /** Named without the field's label (so the label finds only the input), described by it. */
  openCalendar: 'Open calendar',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  unavailable: 'not available',
} as const;
