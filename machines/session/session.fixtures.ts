import type { SnapshotFrom } from 'xstate';
import { type SessionContext, sessionMachine } from './session.machine.ts';
import { INACTIVITY_LIMIT_MS, type SessionEndReason, WARNING_MS } from './session.rules.ts';

/** A fixed moment for stories and tests: 21/11/2026 10:00 UTC. */
export const SAMPLE_NOW = Date.UTC(2026, 10, 21, 10, 0, 0);

export type SessionStateName = 'active' | 'warning' | 'onCall' | 'expired' | 'signedOut';

/**
 * The machine's snapshot in one state, for stories and view tests: `secondsLeft` places the
 * clock that many seconds before the deadline (warning only); `reason` ends a final state.
 */
export function sessionSnapshot(
  value: SessionStateName,
  options: { secondsLeft?: number; reason?: SessionEndReason } = {},
): SnapshotFrom<typeof sessionMachine> {
  const lastActivityAt = SAMPLE_NOW;
  const deadline = lastActivityAt + INACTIVITY_LIMIT_MS;
  const msLeft =
    value === 'warning' ? (options.secondsLeft ?? WARNING_MS / 1000) * 1000 : INACTIVITY_LIMIT_MS;
  const endReason =
    value === 'expired' ? 'timeout' : value === 'signedOut' ? (options.reason ?? 'user') : null;
  const context: SessionContext = {
    inactivityLimitMs: INACTIVITY_LIMIT_MS,
    warningMs: WARNING_MS,
    now: value === 'expired' ? deadline : deadline - msLeft,
    lastActivityAt,
    deadline,
    endReason,
  };
  const signedIn = value === 'active' || value === 'warning' || value === 'onCall';
  return sessionMachine.resolveState({ value: signedIn ? { signedIn: value } : value, context });
}
