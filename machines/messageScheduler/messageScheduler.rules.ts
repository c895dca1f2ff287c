/** The spec's longest chat message (part 2 §5 'Message length max 500'). */
export const SCHEDULE_TEXT_MAX = 500;

/** Typed text beyond the limit is not taken (the field stops there too). */
export const capText = (text: string) => text.slice(0, SCHEDULE_TEXT_MAX);

export const hasText = (text: string) => text.trim() !== '';

/** The instant of a date-time field's value (YYYY-MM-DDTHH:mm, the browser's local time); NaN if none. */
export const instantOf = (local: string): number =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local) ? new Date(local).getTime() : Number.NaN;

export const hasTime = (local: string) => Number.isFinite(instantOf(local));

/** The send time is still ahead of `now` (a time in the past is refused). */
export const isAhead = (local: string, now: number) => instantOf(local) > now;

/** A date-time field's value as the contract's date-time. */
export const isoOf = (local: string) => new Date(instantOf(local)).toISOString();
