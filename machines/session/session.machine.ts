import { assign, setup } from 'xstate';
import {
  INACTIVITY_LIMIT_MS,
  isTimeUp,
  msUntilNextSecond,
  msUntilWarning,
  type SessionEndReason,
  WARNING_MS,
} from './session.rules.ts';

export type SessionInput = {
  /** Inactivity before a forced sign-out; demos and tests shorten it. */
  inactivityLimitMs?: number;
  /** How long before the limit the warning opens. */
  warningMs?: number;
};

export type SessionContext = {
  inactivityLimitMs: number;
  warningMs: number;
  /** The clock as last read (ms since the epoch), by the `readClock` action. */
  now: number;
  lastActivityAt: number;
  /** When the session times out unless there is activity first. */
  deadline: number;
  endReason: SessionEndReason | null;
};

export type SessionEvent =
  /** User activity in this tab; `at` is when it happened (now, if left out). */
  | { type: 'activity'; at?: number }
  /** User activity reported by another tab of the app. */
  | { type: 'activity.remote'; at?: number }
  /** 'Stay signed in' in the warning (or Esc, or a click outside it). */
  | { type: 'session.stay' }
  /** Sent by the call feature: no timeout while a call is in progress. */
  | { type: 'call.started' }
  | { type: 'call.ended' }
  /** The user pressed Sign Out. */
  | { type: 'session.signOut' }
  /** Another tab signed out. */
  | { type: 'session.remoteSignOut' };

export type SessionOutput = { reason: SessionEndReason };

type ActivityEvent = Extract<SessionEvent, { type: 'activity' | 'activity.remote' }>;

function activityAt(event: SessionEvent, now: number): number {
  return (event as ActivityEvent).at ?? now;
}

const onActivity = {
  guard: 'isNewActivity',
  actions: ['readClock', 'recordActivity'],
} as const;

/**
 * The inactivity timeout of a signed-in session: warns before the limit, signs out at it, and
 * never times out during a call. Activity here or in another tab starts the clock again.
 */
export const sessionMachine = setup({
  types: {
    input: {} as SessionInput | undefined,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    output: {} as SessionOutput,
    tags: {} as 'dialog',
  },
  actions: {
    /** Tests and path walks provide a simulated clock in its place. */
    readClock: assign({ now: () => Date.now() }),
    restartClock: assign(({ context }) => ({
      lastActivityAt: context.now,
      deadline: context.now + context.inactivityLimitMs,
    })),
    recordActivity: assign(({ context, event }) => {
      const at = activityAt(event, context.now);
      return { lastActivityAt: at, deadline: at + context.inactivityLimitMs };
    }),
    /** The app clears the saved state (or reloads, for 'remote') and leaves the signed-in pages. */
    signOut: (_, _params: { reason: SessionEndReason }) => {},
  },
  guards: {
    isTimeUp: ({ context }) => isTimeUp(context.deadline, context.now),
    // A late message from another tab must not pull the deadline back.
    isNewActivity: ({ context, event }) =>
      activityAt(event, Number.POSITIVE_INFINITY) >= context.lastActivityAt,
  },
  delays: {
    untilWarning: ({ context }) => msUntilWarning(context.deadline, context.warningMs, context.now),
    tick: ({ context }) => msUntilNextSecond(context.deadline, context.now),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    inactivityLimitMs: input?.inactivityLimitMs ?? INACTIVITY_LIMIT_MS,
    warningMs: input?.warningMs ?? WARNING_MS,
    now: 0,
    lastActivityAt: 0,
    deadline: 0,
    endReason: null,
  }),
  entry: ['readClock', 'restartClock'],
  initial: 'signedIn',
  output: ({ context }) => ({ reason: context.endReason ?? 'user' }),
  states: {
    signedIn: {
      initial: 'active',
      on: {
        'session.signOut': { target: 'signedOut', actions: assign({ endReason: 'user' }) },
        'session.remoteSignOut': { target: 'signedOut', actions: assign({ endReason: 'remote' }) },
      },
      states: {
        active: {
          description: 'signed in, no dialog',
          entry: 'readClock',
          after: { untilWarning: 'warning' },
          on: {
            activity: { ...onActivity, target: 'active', reenter: true },
            'activity.remote': { ...onActivity, target: 'active', reenter: true },
            'call.started': 'onCall',
          },
        },
        warning: {
          description: 'the dialog counts down the seconds left',
          tags: 'dialog',
          entry: 'readClock',
          always: { guard: 'isTimeUp', target: '#session.expired' },
          after: { tick: { target: 'warning', reenter: true } },
          on: {
            activity: { ...onActivity, target: 'active' },
            'activity.remote': { ...onActivity, target: 'active' },
            'session.stay': { target: 'active', actions: ['readClock', 'recordActivity'] },
            'call.started': 'onCall',
          },
        },
        onCall: {
          description: 'a call is in progress: no timeout',
          on: { 'call.ended': { target: 'active', actions: ['readClock', 'restartClock'] } },
        },
      },
    },
    expired: {
      description: 'signed out for inactivity',
      type: 'final',
      entry: [assign({ endReason: 'timeout' }), { type: 'signOut', params: { reason: 'timeout' } }],
    },
    signedOut: {
      description: 'signed out here or in another tab',
      type: 'final',
      entry: {
        type: 'signOut',
        params: ({ context }) => ({ reason: context.endReason ?? 'user' }),
      },
    },
  },
});
