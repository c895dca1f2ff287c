/** Reward or penalty (spec part 2 §3). */
export const DECISIONS = ['penalty', 'reward'] as const;
export type Decision = (typeof DECISIONS)[number];
export const isDecision = (value: string): value is Decision =>
  (DECISIONS as readonly string[]).includes(value);

/** The amount as typed, leading zeros stripped ('0050' → '50'; '0.5' stays). */
export const stripLeadingZeros = (value: string) => value.trim().replace(/^0+(?=\d)/, '');

/** The amount in rupees, or null when it is not a number above 0. */
export function amountOf(value: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const amount = Number(value);
  return amount > 0 ? amount : null;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A datetime-local value (YYYY-MM-DDTHH:mm[:ss]) as the call sends it, YYYY-MM-DD HH:mm:ss;
 * null when it is not a real moment.
 */
export function penaltyDateTime(value: string): string | null {
  const m = LOCAL.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi, s = '00'] = m;
  const check = new Date(Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +s));
  if (check.getUTCDate() !== +d! || check.getUTCMonth() !== +mo! - 1 || +h! > 23) return null;
  return `${y}-${mo}-${d} ${h}:${mi}:${s}`;
}

export type PenaltyFields = {
  decision: Decision;
  amount: string;
  datetime: string;
  comment: string;
};

/** Apply needs an amount above 0, a comment and a date (part 2 §5). */
export const isComplete = (f: PenaltyFields) =>
  amountOf(f.amount) !== null && f.comment.trim() !== '' && penaltyDateTime(f.datetime) !== null;

export type PenaltyBody = {
  amount: number;
  comment: string;
  decision: Decision;
  datetime: string;
  username: string;
};

export const penaltyBody = (username: string, f: PenaltyFields): PenaltyBody => ({
  amount: amountOf(f.amount)!,
  comment: f.comment.trim(),
  decision: f.decision,
  datetime: penaltyDateTime(f.datetime)!,
  username,
});
