// Business dates are Indian dates, whatever the server's time zone.
const INDIA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD of `date` in India. */
export const indiaDay = (date = new Date()) => INDIA_DAY.format(date);

export const nowIso = () => new Date().toISOString();

/** YYYY-MM-DD `days` after the YYYY-MM-DD `day`. */
export function addDaysToDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
