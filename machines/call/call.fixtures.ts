import type { SnapshotFrom } from 'xstate';
import { type CallContext, callMachine } from './call.machine.ts';
import { type CallEndReason, type CallOutcome, RING_TIME_MS } from './call.rules.ts';

/** A fixed moment for stories and tests: 21/11/2026 10:00 UTC. */
export const CALL_SAMPLE_NOW = Date.UTC(2026, 10, 21, 10, 0, 0);
export const CALL_SAMPLE_NUMBER = '9876543210';
export const CALL_SAMPLE_ID = 'c0ffee00-1111-4222-8333-444455556666';

export type CallStateName = 'idle' | 'connecting' | 'ringing' | 'answered' | CallOutcome;

const DEFAULT_REASON: Record<CallOutcome, CallEndReason> = {
  completed: 'hungUp',
  remoteHangup: 'remoteHungUp',
  noAnswer: 'ringTime',
  failed: 'busy',
  dropped: 'network',
  notAllowed: 'noTelephonyLogin',
};

export type CallSnapshotOptions = {
  /** Seconds since the answer (answered and ended states). */
  seconds?: number;
  held?: boolean;
  muted?: boolean;
  reason?: CallEndReason;
  number?: string;
};

/** The machine's snapshot in one state, for stories and view tests. */
export function callSnapshot(
  name: CallStateName,
  options: CallSnapshotOptions = {},
): SnapshotFrom<typeof callMachine> {
  const seconds = options.seconds ?? 0;
  const wasAnswered =
    name === 'answered' || name === 'completed' || name === 'remoteHangup' || name === 'dropped';
  const answeredAt = wasAnswered ? CALL_SAMPLE_NOW - seconds * 1000 : null;
  const ended =
    name !== 'idle' && name !== 'connecting' && name !== 'ringing' && name !== 'answered';
  const context: CallContext = {
    number: options.number ?? CALL_SAMPLE_NUMBER,
    hasTelephonyLogin: name !== 'notAllowed',
    ringTimeMs: RING_TIME_MS,
    callId:
      name === 'idle' || name === 'connecting' || name === 'notAllowed' ? null : CALL_SAMPLE_ID,
    now: CALL_SAMPLE_NOW,
    answeredAt,
    endedAt: ended ? CALL_SAMPLE_NOW : null,
    outcome: ended ? name : null,
    reason: ended ? (options.reason ?? DEFAULT_REASON[name]) : null,
  };
  const value =
    name === 'connecting' || name === 'ringing'
      ? { live: { unanswered: name } }
      : name === 'answered'
        ? {
            live: {
              answered: {
                clock: 'running',
                hold: options.held ? 'on' : 'off',
                mute: options.muted ? 'on' : 'off',
              },
            },
          }
        : name;
  return callMachine.resolveState({ value, context });
}
