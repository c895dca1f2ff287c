import type { components } from '../../openapi/generated/main.ts';
import { formatDate, formatDateTime, toIsoDate } from '../../src/domain/format.ts';
import { amountOf, penaltyDateTime, stripLeadingZeros } from '../penalty/penalty.rules.ts';
import { addDays } from '../shared/clock.ts';

export type BlacklistRecord = components['schemas']['BlacklistRecord'];
export type BlacklistUpdate = components['schemas']['BlacklistUpdate'];

/** The five features of the table, in the spec's row order (part 2 §2). */
export const FEATURES = [
  'refer_loan',
  'apply_loan',
  'enable_chat',
  'enable_wallet',
  'enable_profile',
] as const;
export type Feature = (typeof FEATURES)[number];

/** What the table holds of one feature: on, or off until `resume` for `reason`. */
export type FeatureRow = { enabled: boolean; resume: string | null; reason: string | null };
export type FeatureRows = Readonly<Record<Feature, FeatureRow>>;

/** The blocking dialog's durations (part 2 §4, §9), in days. */
export const BLOCK_DURATIONS = {
  week: 7,
  month: 30,
  threeMonths: 90,
  sixMonths: 180,
  permanently: 36500,
} as const;
export type DurationKey = keyof typeof BLOCK_DURATIONS;
export const DURATION_KEYS = Object.keys(BLOCK_DURATIONS) as DurationKey[];
export const isDurationKey = (value: string): value is DurationKey => value in BLOCK_DURATIONS;

/** A record with no row: every feature on, last_penalty 0 (part 2 §4 defaults). */
export function defaultRecord(username: string): BlacklistRecord {
  const out: Record<string, unknown> = { username, last_penalty: 0, complaints: [] };
  for (const f of FEATURES) {
    out[f] = true;
    out[`resume_${f}`] = null;
    out[`${f}_reason`] = null;
    out[`${f}_set_by`] = null;
  }
  return out as BlacklistRecord;
}

const field = (record: BlacklistRecord, key: string) =>
  (record as unknown as Record<string, unknown>)[key];

export function rowOf(record: BlacklistRecord, f: Feature): FeatureRow {
  return {
    enabled: field(record, f) as boolean,
    resume: (field(record, `resume_${f}`) as string | null) ?? null,
    reason: (field(record, `${f}_reason`) as string | null) ?? null,
  };
}

export function rowsOf(record: BlacklistRecord): FeatureRows {
  return Object.fromEntries(FEATURES.map((f) => [f, rowOf(record, f)])) as FeatureRows;
}

const sameRow = (a: FeatureRow, b: FeatureRow) =>
  a.enabled === b.enabled && a.resume === b.resume && a.reason === b.reason;

/** The features whose row differs from the saved record: the highlighted rows. */
export const changedFeatures = (record: BlacklistRecord, rows: FeatureRows): Feature[] =>
  FEATURES.filter((f) => !sameRow(rowOf(record, f), rows[f]));

export const hasChanges = (record: BlacklistRecord, rows: FeatureRows) =>
  changedFeatures(record, rows).length > 0;

/** Switching on clears the resume date and the reason. */
export const switchedOn = (rows: FeatureRows, f: Feature): FeatureRows => ({
  ...rows,
  [f]: { enabled: true, resume: null, reason: null },
});

/**
 * The optional penalty entry beside the table (part 2 §2, shown with the show_penality flag):
 * an amount as typed (leading zeros stripped) and a date-time (YYYY-MM-DDTHH:mm, or '').
 */
export type PenaltyEntry = { amount: string; datetime: string };
export const EMPTY_PENALTY: PenaltyEntry = { amount: '', datetime: '' };

/** The entry with a new amount typed ('0050' → '50') or a new date-time picked. */
export const enteredPenalty = (
  entry: PenaltyEntry,
  field: 'amount' | 'datetime',
  value: string,
): PenaltyEntry =>
  field === 'amount'
    ? { ...entry, amount: stripLeadingZeros(value) }
    : { ...entry, datetime: value };

/**
 * The amount a save sends as last_penalty: only one above 0 with a valid date (part 2 §5);
 * null when nothing is to be sent.
 */
export function penaltyToSend(entry: PenaltyEntry | null): number | null {
  if (!entry) return null;
  const amount = amountOf(entry.amount);
  return amount !== null && penaltyDateTime(entry.datetime) !== null ? amount : null;
}

/** Why an entry typed is not sent (the amount first); null when it is, or nothing was typed. */
export function penaltyProblem(entry: PenaltyEntry | null): 'amount' | 'date' | null {
  if (!entry || (entry.amount === '' && entry.datetime === '')) return null;
  if (amountOf(entry.amount) === null) return 'amount';
  return penaltyDateTime(entry.datetime) === null ? 'date' : null;
}

/** Something to save: a row changed, or a penalty that will be sent. */
export const hasEdits = (
  record: BlacklistRecord,
  rows: FeatureRows,
  penalty: PenaltyEntry | null,
) => hasChanges(record, rows) || penaltyToSend(penalty) !== null;

/**
 * The PUT body: the username and only the changed features (part 2 §7); a feature switched on
 * sends null for its date and reason, one switched off both; last_penalty only for a penalty
 * entry with an amount above 0 and a valid date, with that date (last_penalty_datetime).
 */
export function updateBody(
  record: BlacklistRecord,
  rows: FeatureRows,
  penalty: PenaltyEntry | null = null,
): BlacklistUpdate {
  const body: Record<string, unknown> = { username: record.username };
  for (const f of changedFeatures(record, rows)) {
    const row = rows[f];
    body[f] = row.enabled;
    body[`resume_${f}`] = row.enabled ? null : row.resume;
    body[`${f}_reason`] = row.enabled ? null : row.reason;
  }
  const lastPenalty = penaltyToSend(penalty);
  if (lastPenalty !== null) {
    body.last_penalty = lastPenalty;
    body.last_penalty_datetime = penaltyDateTime(penalty!.datetime);
  }
  return body as BlacklistUpdate;
}

/** The moment a block of `days` from `today` (YYYY-MM-DD, India) ends: that day's start in India. */
export const resumeAfter = (today: string, days: number) =>
  `${addDays(today, days)}T00:00:00+05:30`;

/** Five years after a YYYY-MM-DD day, as the same kind of string (comparable as text). */
const fiveYearsAfter = (day: string) => `${Number(day.slice(0, 4)) + 5}${day.slice(4)}`;

/** A resume date five or more years ahead reads as Permanently (part 2 §4, §9). */
export function isPermanent(resume: string | null, today: string): boolean {
  const day = resume ? toIsoDate(resume) : null;
  return day !== null && day >= fiveYearsAfter(today);
}

/** 'Blocked Till' of a row: nothing when on, Permanently, or the day (dd/mm/yyyy). */
export function blockedTill(row: FeatureRow, today: string, permanently: string): string {
  if (row.enabled || !row.resume) return '';
  return isPermanent(row.resume, today) ? permanently : formatDate(row.resume);
}

/** 'Set By' of a saved row: who and when, as the server recorded it. */
export function setByOf(record: BlacklistRecord, f: Feature): string {
  const setBy = field(record, `${f}_set_by`) as { user: string; time: string } | null;
  return setBy ? `${setBy.user} · ${formatDateTime(setBy.time)}` : '';
}
