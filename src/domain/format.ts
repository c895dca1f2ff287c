// Money, date, timer and percentage formatting (part 1 §9: en-IN grouping, dd/mm/yyyy,
// collection percent to 2 decimals; part 1 §4: call timer mm:ss). Bad input renders as '-'.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Business dates are the lender's: a moment reads as its day and time in India, and 'today' is
 * India's today, whatever the browser's time zone (an agent's browser at GMT−12 still promises
 * from the Indian business day).
 */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

export const EMPTY = '-';

type Numeric = number | string | null | undefined;
type DateInput = string | number | Date | null | undefined;

/** A finite number from a number or numeric string (servers send decimals as strings); else null. */
export function toNumber(value: Numeric): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

const WHOLE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const WITH_PAISE = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹1,23,45,678 — paise shown (2 digits) only when the amount, rounded to paise, has some. */
export function formatRupees(value: Numeric): string {
  const n = toNumber(value);
  if (n === null) return EMPTY;
  const paise = Math.round(Math.abs(n) * 100);
  const body = paise % 100 === 0 ? WHOLE.format(paise / 100) : WITH_PAISE.format(paise / 100);
  return `${n < 0 && paise !== 0 ? '-' : ''}₹${body}`;
}

function toDay(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  // A calendar day (an EMI start date) is that day anywhere; a moment is read in India.
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) {
    const day = dayjs(value);
    return day.isValid() ? day : null;
  }
  const moment = dayjs(value);
  return moment.isValid() ? moment.tz(BUSINESS_TIME_ZONE) : null;
}

/** YYYY-MM-DD of the business day at `now` (India's). */
export const businessDay = (now: number | Date = Date.now()): string =>
  dayjs(now).tz(BUSINESS_TIME_ZONE).format('YYYY-MM-DD');

/** dd/mm/yyyy of the business day (a moment is read in India). */
export function formatDate(value: DateInput): string {
  return toDay(value)?.format('DD/MM/YYYY') ?? EMPTY;
}

const TYPED_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const TYPED_DIGITS = /^(\d{2})(\d{2})(\d{4})$/;

/**
 * The calendar day a person typed as dd/mm/yyyy (also d/m/yyyy, with '-' or '.', or 8 digits
 * ddmmyyyy), as YYYY-MM-DD; null when the text is not a real day (31/02/2026).
 */
export function parseTypedDay(text: string): string | null {
  const match = TYPED_DAY.exec(text.trim()) ?? TYPED_DIGITS.exec(text.trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match as unknown as [string, string, string, string];
  const iso = `${yyyy}-${mm.padStart(2, '0')}-${dd.padStart(2, '0')}`;
  const day = dayjs(iso);
  return day.isValid() && day.format('YYYY-MM-DD') === iso ? iso : null;
}

/** dd/mm/yyyy HH:mm (24-hour), in India. */
export function formatDateTime(value: DateInput): string {
  return toDay(value)?.format('DD/MM/YYYY HH:mm') ?? EMPTY;
}

/** HH:mm (24-hour), in India: a sign-in on a day the row already names. */
export function formatTime(value: DateInput): string {
  return toDay(value)?.format('HH:mm') ?? EMPTY;
}

/** Day and 3-letter month, e.g. '05 Mar' (chat list last-message date, part 2 §2). */
export function formatDayMonth(value: DateInput): string {
  return toDay(value)?.format('DD MMM') ?? EMPTY;
}

/** YYYY-MM-DD, the date format the API takes. */
export function toIsoDate(value: DateInput): string | null {
  return toDay(value)?.format('YYYY-MM-DD') ?? null;
}

/** Elapsed seconds as mm:ss; minutes keep counting past 59 (a 75-minute call is 75:00). */
export function formatTimer(seconds: Numeric): string {
  const n = toNumber(seconds);
  if (n === null || n < 0) return EMPTY;
  const whole = Math.floor(n);
  const mm = String(Math.floor(whole / 60)).padStart(2, '0');
  const ss = String(whole % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/** A value already in percent units, with 2 decimals: 12.345 → '12.35%' (rounded half away from zero). */
export function formatPercent(value: Numeric): string {
  const n = toNumber(value);
  if (n === null) return EMPTY;
  return `${(Math.sign(n) * roundTo2(Math.abs(n))).toFixed(2)}%`;
}

/** collected ÷ to-collect × 100, rounded to 2 decimals; null when there is nothing to collect. */
export function collectionPercent(collected: Numeric, toCollect: Numeric): number | null {
  const got = toNumber(collected);
  const due = toNumber(toCollect);
  if (got === null || due === null || due === 0) return null;
  return roundTo2((got / due) * 100);
}

// Rounds via exponent notation so that 1.005 becomes 1.01 (binary floats would give 1.00).
function roundTo2(n: number): number {
  const rounded = Number(`${Math.round(Number(`${n}e2`))}e-2`);
  // Exponent-notation inputs (1e-7, 1e25) do not survive the string shift; plain maths is fine there.
  return Number.isFinite(rounded) ? rounded : Math.round(n * 100) / 100;
}
