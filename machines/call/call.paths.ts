import { type AnyEventObject, assign, createMachine } from 'xstate';
import { afterEvent, definePathSpec, doneEvent, errorEvent } from '../pathSpec.ts';
import { CALL_SAMPLE_ID, CALL_SAMPLE_NUMBER } from './call.fixtures.ts';
import { type CallContext, type CallInput, callMachine } from './call.machine.ts';
import { msUntilNextSecond } from './call.rules.ts';
import { callShows } from './call.shows.ts';

/** A rejection as the telephony port makes it: a code and the service's words. */
export function telephonyFailure(code: string, message: string): Error & { code: string } {
  return Object.assign(new Error(message), { code });
}

const RING_TIME = afterEvent('ringTime', 'call.live.unanswered');
const TICK = afterEvent('tick', 'call.live.answered.clock.running');

/** The events a walk of the call machine uses, by name, for tests that pick one. */
export const CALL_EVENTS = {
  placed: doneEvent('placeCall', { callId: CALL_SAMPLE_ID }),
  notPlaced: errorEvent('placeCall', telephonyFailure('notPlaced', 'Call not placed: busy SDK')),
  loginRefused: errorEvent(
    'placeCall',
    telephonyFailure('loginRefused', 'Telephony login refused (401)'),
  ),
  ringing: { type: 'telephony.ringing' },
  answered: { type: 'telephony.answered' },
  endedByAgent: { type: 'telephony.ended', by: 'agent' },
  endedByRemote: { type: 'telephony.ended', by: 'remote' },
  busy: { type: 'telephony.failed', reason: 'busy' },
  failed: { type: 'telephony.failed', reason: 'failed' },
  networkDrop: { type: 'telephony.failed', reason: 'network' },
  hold: { type: 'call.hold' },
  unhold: { type: 'call.unhold' },
  mute: { type: 'call.mute' },
  unmute: { type: 'call.unmute' },
  end: { type: 'call.end' },
  ringTime: RING_TIME,
  tick: TICK,
} as const;

/**
 * A simulated clock for the walk: the timer's tick fires when due (the next whole second since
 * the answer), the ring time when it runs out; every other event takes no time.
 */
export function simulatedNow(context: CallContext, event: AnyEventObject): number {
  if (event.type === TICK.type) {
    return context.now + msUntilNextSecond(context.answeredAt ?? context.now, context.now);
  }
  if (event.type === RING_TIME.type) return context.now + context.ringTimeMs;
  return context.now;
}

export const CALL_WALK_INPUT = {
  number: CALL_SAMPLE_NUMBER,
  hasTelephonyLogin: true,
} as const satisfies CallInput;

/**
 * The production machine started with `input`, on the simulated clock. The walk passes no
 * input, so the input is baked into a copy of the same definition and implementations.
 */
export function walkedCallMachine(input: CallInput): typeof callMachine {
  const makeContext = callMachine.config.context as (args: { input: CallInput }) => CallContext;
  const machine = createMachine(
    { ...callMachine.config, context: () => makeContext({ input }) },
    callMachine.implementations as never,
  ) as unknown as typeof callMachine;
  return machine.provide({
    actions: { readClock: assign({ now: ({ context, event }) => simulatedNow(context, event) }) },
  });
}

function describeCallEvent(event: AnyEventObject): string | undefined {
  switch (event.type) {
    case CALL_EVENTS.placed.type:
      return 'the telephony service places the call';
    case CALL_EVENTS.notPlaced.type:
      return event.error.code === 'loginRefused'
        ? 'the telephony service refuses the login'
        : 'the telephony service does not place the call';
    case 'telephony.ringing':
      return "the customer's phone rings";
    case 'telephony.answered':
      return 'the customer answers';
    case 'telephony.ended':
      return event.by === 'remote' ? 'the customer hangs up' : 'the line reports our hang-up';
    case 'telephony.failed':
      return event.reason === 'network'
        ? 'the network drops'
        : event.reason === 'busy'
          ? 'the line is busy'
          : 'the call fails on the line';
    case 'call.hold':
      return 'press Hold';
    case 'call.unhold':
      return 'press Hold again';
    case 'call.mute':
      return 'press Mute';
    case 'call.unmute':
      return 'press Mute again';
    case 'call.end':
      return 'press End';
    case RING_TIME.type:
      return 'wait 60 s without an answer';
    case TICK.type:
      return 'wait a second';
    default:
      return undefined;
  }
}

const spec = (input: CallInput) =>
  definePathSpec({
    machine: walkedCallMachine(input),
    shows: callShows as never,
    events: Object.values(CALL_EVENTS),
    filterEvents: (snapshot, event) => {
      // An ended call is done: nothing reaches it any more.
      if (snapshot.status !== 'active') return false;
      const placed = snapshot.context.callId !== null;
      // The service answers the dial before the line reports anything about the call...
      if (event.type.startsWith('xstate.done.actor.placeCall')) return !placed;
      if (event.type.startsWith('xstate.error.actor.placeCall')) return !placed;
      // ...and the line reports only on a call the service placed.
      if (event.type.startsWith('telephony.')) return placed;
      return true;
    },
    // Time is not a state: the timer's seconds are checked along each path instead.
    stateKey: (snapshot) => ({
      value: snapshot.value,
      placed: snapshot.context.callId !== null,
      reason: snapshot.context.reason,
    }),
    describeEvent: describeCallEvent,
  });

/**
 * A profile without a telephony login: the call ends at once as not allowed. The walk starts from
 * a fixed input, so this branch of the first state needs its own walk.
 */
export const callWithoutLoginPaths = spec({ ...CALL_WALK_INPUT, hasTelephonyLogin: false });

/** A profile with a telephony login: every stage of a call; the walk without one beside it. */
export const callPaths = { ...spec(CALL_WALK_INPUT), alsoWalk: [callWithoutLoginPaths] };
