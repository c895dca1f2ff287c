/**
 * Session timing rules (spec part 1 §9): signed out after 12 hours without activity, warned 60 s
 * before with a countdown from 60. Everything is computed from timestamps, never by counting
 * ticks, because browsers throttle timers in background tabs.
 */

export const INACTIVITY_LIMIT_MS = 43_200_000;
export const WARNING_MS = 60_000;

import { SECOND_MS } from '../shared/clock.ts';

export { msUntilNextSecond } from '../shared/clock.ts';

/** Why a session ended: the inactivity limit, the user's Sign Out, or a sign-out in another tab. */
export type SessionEndReason = 'timeout' | 'user' | 'remote';

/** Whole seconds to show, rounded up: 60 when the warning opens, 1 in the last second. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / SECOND_MS));
}

export function isTimeUp(deadline: number, now: number): boolean {
  return now >= deadline;
}

/** How long until the warning is due; 0 when it already is. */
export function msUntilWarning(deadline: number, warningMs: number, now: number): number {
  return Math.max(0, deadline - warningMs - now);
}
