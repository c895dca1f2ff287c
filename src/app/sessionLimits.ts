/**
 * Shorter session limits for demos and tests, set in this browser's localStorage under
 * `kosh.sessionLimits` as {"inactivityLimitMs": …, "warningMs": …}. Only ever shorter than the
 * spec's (12 h, warning 60 s before), so it cannot keep anyone signed in longer.
 */
export const SESSION_LIMITS_KEY = 'kosh.sessionLimits';
const INACTIVITY_LIMIT_MS = 43_200_000;
const WARNING_MS = 60_000;

export type SessionLimits = { inactivityLimitMs: number; warningMs: number };

export function readSessionLimits(storage: Pick<Storage, 'getItem'> = localStorage): SessionLimits {
  let wanted: Partial<SessionLimits> = {};
  try {
    wanted = JSON.parse(storage.getItem(SESSION_LIMITS_KEY) ?? '{}') as Partial<SessionLimits>;
  } catch {
    // A broken override is ignored: the spec's limits apply.
  }
  const clamp = (value: unknown, max: number) =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.min(value, max) : max;
  const inactivityLimitMs = clamp(wanted.inactivityLimitMs, INACTIVITY_LIMIT_MS);
  return {
    inactivityLimitMs,
    warningMs: Math.min(clamp(wanted.warningMs, WARNING_MS), inactivityLimitMs),
  };
}
