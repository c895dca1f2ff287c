import { assign, sendTo, setup } from 'xstate';
import { messages } from '../../src/domain/messages.ts';
import {
  type CallTelephonyEvent,
  type TelephonyCommand,
  unprovidedPlaceCall,
  unprovidedTelephony,
} from './call.actors.ts';
import {
  type CallEndReason,
  type CallOutcome,
  type CallResult,
  elapsedSeconds,
  isUnusableLogin,
  msUntilNextSecond,
  RING_TIME_MS,
} from './call.rules.ts';

export type CallInput = {
  /** The customer's 10-digit number; the telephony adds the country code. */
  number: string;
  /** Whether the signed-in profile has a telephony username and password. */
  hasTelephonyLogin: boolean;
  /** How long an unanswered call rings before giving up; the spec's 60 s by default. */
  ringTimeMs?: number;
};

export type CallContext = {
  number: string;
  hasTelephonyLogin: boolean;
  ringTimeMs: number;
  /** The telephony service's id of the call, once it has placed it. */
  callId: string | null;
  /** The clock as last read (ms since the epoch), by the `readClock` action. */
  now: number;
  answeredAt: number | null;
  endedAt: number | null;
  outcome: CallOutcome | null;
  reason: CallEndReason | null;
};

export type CallEvent =
  /** The agent's buttons in the call popup. */
  | { type: 'call.hold' }
  | { type: 'call.unhold' }
  | { type: 'call.mute' }
  | { type: 'call.unmute' }
  | { type: 'call.end' }
  | CallTelephonyEvent;

export type CallTag = 'live' | 'ended';

const endWith = (reason: CallEndReason) => ({ type: 'setReason', params: { reason } }) as const;
const finish = (outcome: CallOutcome) =>
  ['readClock', { type: 'finish', params: { outcome } }] as const;
const command = (type: TelephonyCommand['type']): TelephonyCommand => ({ type });

export function callResult(context: CallContext): CallResult {
  const { answeredAt, endedAt } = context;
  const result: CallResult = {
    outcome: context.outcome ?? 'failed',
    callId: context.callId,
    durationSec: answeredAt !== null && endedAt !== null ? elapsedSeconds(answeredAt, endedAt) : 0,
  };
  if (context.reason) result.reason = context.reason;
  return result;
}

/**
 * One outgoing call (spec part 1 §4 'Call popup', part 2 §4 'Telephony'): connecting, ringing,
 * answered with a timer and hold / mute, until it ends. A profile without a telephony login
 * never dials. The session is told when the line is taken and released (it never times out
 * during a call); the app provides those notifications and the telephony actors.
 */
export const callMachine = setup({
  types: {
    input: {} as CallInput,
    context: {} as CallContext,
    events: {} as CallEvent,
    output: {} as CallResult,
    tags: {} as CallTag,
  },
  actors: {
    placeCall: unprovidedPlaceCall,
    telephony: unprovidedTelephony,
  },
  actions: {
    /** Tests and path walks provide a simulated clock in its place. */
    readClock: assign({ now: () => Date.now() }),
    markAnswered: assign(({ context }) => ({ answeredAt: context.now })),
    keepCallId: assign((_, params: { callId: string }) => ({ callId: params.callId })),
    setReason: assign((_, params: { reason: CallEndReason }) => ({ reason: params.reason })),
    finish: assign(({ context }, params: { outcome: CallOutcome }) => ({
      outcome: params.outcome,
      endedAt: context.now,
    })),
    requestHold: sendTo('telephony', command('hold')),
    requestUnhold: sendTo('telephony', command('unhold')),
    requestMute: sendTo('telephony', command('mute')),
    requestUnmute: sendTo('telephony', command('unmute')),
    /** The app sends `call.started` to the session actor: no timeout while on a call. */
    notifyCallStarted: () => {},
    /** The app sends `call.ended` to the session actor. */
    notifyCallEnded: () => {},
    /** The app shows the text through its alert service (the popup closes with the call). */
    alertNotAllowed: (_, _params: { message: string }) => {},
  },
  guards: {
    hasTelephonyLogin: ({ context }) => context.hasTelephonyLogin,
    isEndedByRemote: ({ event }) => event.type === 'telephony.ended' && event.by === 'remote',
    isNetworkDrop: ({ event }) => event.type === 'telephony.failed' && event.reason === 'network',
    isUnusableLogin: (_, params: { error: unknown }) => isUnusableLogin(params.error),
  },
  delays: {
    ringTime: ({ context }) => context.ringTimeMs,
    tick: ({ context }) => msUntilNextSecond(context.answeredAt ?? context.now, context.now),
  },
}).createMachine({
  id: 'call',
  context: ({ input }) => ({
    number: input.number,
    hasTelephonyLogin: input.hasTelephonyLogin,
    ringTimeMs: input.ringTimeMs ?? RING_TIME_MS,
    callId: null,
    now: 0,
    answeredAt: null,
    endedAt: null,
    outcome: null,
    reason: null,
  }),
  initial: 'idle',
  output: ({ context }) => callResult(context),
  states: {
    idle: {
      description: 'about to dial: a call starts only with a telephony login',
      entry: 'readClock',
      always: [
        { guard: 'hasTelephonyLogin', target: 'live' },
        { target: 'notAllowed', actions: endWith('noTelephonyLogin') },
      ],
    },
    live: {
      description: 'the line is taken, from dialling until the call ends',
      tags: 'live',
      entry: 'notifyCallStarted',
      exit: 'notifyCallEnded',
      invoke: [
        { id: 'telephony', src: 'telephony' },
        {
          id: 'placeCall',
          src: 'placeCall',
          input: ({ context }) => ({ number: context.number }),
          onDone: {
            actions: {
              type: 'keepCallId',
              params: ({ event }) => ({ callId: event.output.callId }),
            },
          },
          onError: [
            {
              guard: { type: 'isUnusableLogin', params: ({ event }) => ({ error: event.error }) },
              target: 'notAllowed',
              actions: endWith('loginRefused'),
            },
            { target: 'failed', actions: endWith('notPlaced') },
          ],
        },
      ],
      on: {
        'telephony.failed': [
          { guard: 'isNetworkDrop', target: 'dropped', actions: endWith('network') },
          {
            target: 'failed',
            actions: {
              type: 'setReason',
              params: ({ event }) => ({ reason: event.reason as 'busy' | 'failed' }),
            },
          },
        ],
      },
      initial: 'unanswered',
      states: {
        unanswered: {
          description: 'dialled, not answered yet: gives up after the ring time',
          after: { ringTime: { target: '#call.noAnswer', actions: endWith('ringTime') } },
          on: {
            'telephony.answered': 'answered',
            'call.end': { target: '#call.noAnswer', actions: endWith('cancelled') },
            'telephony.ended': [
              { guard: 'isEndedByRemote', target: '#call.noAnswer', actions: endWith('rejected') },
              { target: '#call.noAnswer', actions: endWith('cancelled') },
            ],
          },
          initial: 'connecting',
          states: {
            connecting: {
              description: "shows 'Connecting'",
              on: { 'telephony.ringing': 'ringing' },
            },
            ringing: { description: "shows 'Ringing'" },
          },
        },
        answered: {
          description: 'the customer answered: the timer runs; hold and mute are free',
          type: 'parallel',
          entry: ['readClock', 'markAnswered'],
          on: {
            'call.end': { target: '#call.completed', actions: endWith('hungUp') },
            'telephony.ended': [
              {
                guard: 'isEndedByRemote',
                target: '#call.remoteHangup',
                actions: endWith('remoteHungUp'),
              },
              { target: '#call.completed', actions: endWith('hungUp') },
            ],
          },
          states: {
            clock: {
              initial: 'running',
              states: {
                running: {
                  description: 'the timer shows mm:ss since the answer',
                  after: { tick: { target: 'running', reenter: true, actions: 'readClock' } },
                },
              },
            },
            hold: {
              initial: 'off',
              states: {
                off: { on: { 'call.hold': { target: 'on', actions: 'requestHold' } } },
                on: {
                  description: 'on hold',
                  on: { 'call.unhold': { target: 'off', actions: 'requestUnhold' } },
                },
              },
            },
            mute: {
              initial: 'off',
              states: {
                off: { on: { 'call.mute': { target: 'on', actions: 'requestMute' } } },
                on: {
                  description: 'muted',
                  on: { 'call.unmute': { target: 'off', actions: 'requestUnmute' } },
                },
              },
            },
          },
        },
      },
    },
    completed: {
      description: 'the agent ended the answered call',
      type: 'final',
      tags: 'ended',
      entry: finish('completed'),
    },
    remoteHangup: {
      description: 'the customer ended the answered call',
      type: 'final',
      tags: 'ended',
      entry: finish('remoteHangup'),
    },
    noAnswer: {
      description: 'not answered: ring time over, ended before the answer, or refused',
      type: 'final',
      tags: 'ended',
      entry: finish('noAnswer'),
    },
    failed: {
      description: 'busy, failed on the line, or not placed',
      type: 'final',
      tags: 'ended',
      entry: finish('failed'),
    },
    dropped: {
      description: 'the connection to the telephony service was lost',
      type: 'final',
      tags: 'ended',
      entry: finish('dropped'),
    },
    notAllowed: {
      description: 'no usable telephony login: no call is made',
      type: 'final',
      tags: 'ended',
      entry: [
        ...finish('notAllowed'),
        { type: 'alertNotAllowed', params: { message: messages.calls.telecmiLoginMissing } },
      ],
    },
  },
});
