import { type AnyEventObject, assign } from 'xstate';
import { withInput } from '../callActions/withInput.ts';
import { afterEvent, definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import {
  BLOCKED_CASE,
  CALL_RESULTS,
  DIAL_PERMITS,
  EMPTY_QUEUE_MSG,
  FEEDBACK_PAYLOADS,
  SAMPLE_CASE,
  SAMPLE_FEEDBACK_DRAFT,
  SAMPLE_NOW,
} from './softCall.fixtures.ts';
import { type SoftCallContext, softCallMachine } from './softCall.machine.ts';
import { hasCallId, msUntilNextSecond, secondsLeft } from './softCall.rules.ts';
import { softCallShows } from './softCall.shows.ts';

export const COUNTDOWN_TICK = afterEvent('countdownTick', 'softCall.onCase.progress.case.counting');
export const BLOCKED_DWELL = afterEvent('blockedDwell', 'softCall.onCase.progress.blocked');

/**
 * A simulated clock for the walk: the first reading is SAMPLE_NOW; a tick fires when it is due,
 * or, when the event carries `leftMs`, late, with that much left (a throttled or sleeping tab).
 * Other events take no time.
 */
export function simulatedNow(context: SoftCallContext, event: AnyEventObject): number {
  const now = context.now || SAMPLE_NOW;
  if (event.type !== COUNTDOWN_TICK.type) return now;
  if (typeof event.leftMs === 'number') return context.deadline - event.leftMs;
  return now + msUntilNextSecond(context.deadline, now);
}

export const SOFT_CALL_SAMPLE = {
  case: SAMPLE_CASE,
  emptyMessage: EMPTY_QUEUE_MSG,
  notInQueue: 'Soft call not found in your queue',
  noQueue: 'You have no soft-call queue',
  outcomeFailed: 'Internal Server Error',
  feedbackRefused: 'payment_promise_date must be between 2025-03-10 and 2025-04-09',
  draft: SAMPLE_FEEDBACK_DRAFT,
  calls: CALL_RESULTS,
  feedback: FEEDBACK_PAYLOADS,
  blockedCase: BLOCKED_CASE,
  permits: DIAL_PERMITS,
  permitFailed: 'Internal Server Error',
} as const;

export const SOFT_CALL_EVENTS = {
  fetched: doneEvent('fetchNextSoftCall', SAMPLE_CASE),
  /** The server says this customer may not be called now (its dial_block). */
  fetchedBlocked: doneEvent('fetchNextSoftCall', BLOCKED_CASE),
  queueEmpty: doneEvent('fetchNextSoftCall', { msg: EMPTY_QUEUE_MSG }),
  fetchFailed: errorEvent('fetchNextSoftCall', serviceError(SOFT_CALL_SAMPLE.notInQueue, 404)),
  noQueue: errorEvent('fetchNextSoftCall', serviceError(SOFT_CALL_SAMPLE.noQueue, 403)),
  nothingKept: doneEvent('loadSavedWork', { draft: null, call: null }),
  draftKept: doneEvent('loadSavedWork', { draft: SAMPLE_FEEDBACK_DRAFT, call: null }),
  callKept: doneEvent('loadSavedWork', {
    draft: SAMPLE_FEEDBACK_DRAFT,
    call: CALL_RESULTS.completed,
  }),
  storageRefused: errorEvent('loadSavedWork', new Error('The operation is insecure.')),
  tick: COUNTDOWN_TICK,
  /** The tab slept; its tick fires with half a second left. */
  lateTick: { ...COUNTDOWN_TICK, leftMs: 500 },
  /** The tab slept past the deadline; its tick fires a minute late. */
  sleptTick: { ...COUNTDOWN_TICK, leftMs: -60_000 },
  permitted: doneEvent('requestDialPermit', DIAL_PERMITS.granted),
  permitRefused: doneEvent('requestDialPermit', DIAL_PERMITS.capReached),
  permitFailed: errorEvent('requestDialPermit', serviceError(SOFT_CALL_SAMPLE.permitFailed, 500)),
  blockedDwell: BLOCKED_DWELL,
  completed: doneEvent('call', CALL_RESULTS.completed),
  noAnswer: doneEvent('call', CALL_RESULTS.noAnswer),
  failed: doneEvent('call', CALL_RESULTS.failed),
  notAllowed: doneEvent('call', CALL_RESULTS.notAllowed),
  promiseToPay: doneEvent('feedback', FEEDBACK_PAYLOADS.promiseToPay),
  nonContactable: doneEvent('feedback', FEEDBACK_PAYLOADS.nonContactable),
  outcomeSaved: doneEvent('saveCallOutcome', { msg: 'Call details saved' }),
  outcomeFailed: errorEvent('saveCallOutcome', serviceError(SOFT_CALL_SAMPLE.outcomeFailed, 500)),
  feedbackSaved: doneEvent('submitFeedback', { msg: 'Feedback submitted successfully' }),
  feedbackRefused: errorEvent(
    'submitFeedback',
    serviceError(SOFT_CALL_SAMPLE.feedbackRefused, 400),
  ),
} as const;

/** The production machine for an agent with a telephony login, on the simulated clock. */
const walkedMachine = withInput(
  softCallMachine.provide({
    actions: { readClock: assign({ now: ({ context, event }) => simulatedNow(context, event) }) },
  }),
  { hasTelephonyLogin: true },
);

/** The seconds a person sees: counting from the deadline, paused from the time kept. */
export function shownSeconds(snapshot: {
  matches: (value: never) => boolean;
  context: SoftCallContext;
}): number | null {
  const { context } = snapshot;
  if (snapshot.matches({ case: 'counting' } as never)) {
    return secondsLeft(context.deadline - context.now);
  }
  if (snapshot.matches({ case: 'paused' } as never)) return secondsLeft(context.pausedLeftMs);
  return null;
}

const E = SOFT_CALL_EVENTS;

export const softCallPaths = definePathSpec({
  machine: walkedMachine,
  shows: softCallShows as never,
  events: [
    E.fetched,
    E.fetchedBlocked,
    E.queueEmpty,
    E.fetchFailed,
    E.noQueue,
    E.nothingKept,
    E.draftKept,
    E.callKept,
    E.storageRefused,
    { type: 'countdown.pause' },
    { type: 'countdown.resume' },
    { type: 'call.now' },
    E.tick,
    E.lateTick,
    E.sleptTick,
    E.permitted,
    E.permitRefused,
    E.permitFailed,
    E.blockedDwell,
    { type: 'case.skip' },
    { type: 'permit.retry' },
    E.completed,
    E.noAnswer,
    E.failed,
    E.notAllowed,
    E.promiseToPay,
    E.nonContactable,
    E.outcomeSaved,
    E.outcomeFailed,
    E.feedbackSaved,
    E.feedbackRefused,
    { type: 'save.retry' },
    { type: 'feedback.edit' },
    { type: 'loop.stop' },
    { type: 'loop.continue' },
    { type: 'loop.start' },
    { type: 'loop.retry' },
  ],
  // A late tick lands after the on-time one would have.
  filterEvents: (snapshot, event) => {
    const { context } = snapshot;
    if (event.type === COUNTDOWN_TICK.type && typeof event.leftMs === 'number') {
      const left = context.deadline - context.now;
      return event.leftMs < left - msUntilNextSecond(context.deadline, context.now);
    }
    return true;
  },
  stateKey: (snapshot) => {
    const { context } = snapshot;
    const working = snapshot.hasTag('working');
    return {
      value: snapshot.value,
      seconds: shownSeconds(snapshot),
      // Whether the call was placed decides the save's first step (the link is in the value).
      placed: working ? hasCallId(context.result) : null,
      // Both ways a case is not called (its dial_block, a refused permit) are walked.
      blocked: context.blockReason,
      dialBlock: context.call?.dial_block ?? null,
    };
  },
  describeEvent: (event) => {
    switch (event.type) {
      case 'countdown.pause':
        return 'press Pause';
      case 'countdown.resume':
        return 'press Resume';
      case 'call.now':
        return 'press Call now';
      case 'loop.stop':
        return 'press Stop';
      case 'loop.continue':
        return 'press Keep going';
      case 'loop.start':
        return 'press Start calling';
      case 'loop.retry':
        return 'press Retry (or Check again)';
      case 'save.retry':
        return 'press Retry (the save)';
      case 'feedback.edit':
        return 'press Edit feedback';
      case 'case.skip':
        return 'press Next case';
      case 'permit.retry':
        return 'press Retry (the permit)';
      case BLOCKED_DWELL.type:
        return 'wait a few seconds';
      case 'xstate.done.actor.requestDialPermit':
        return event.output.allowed
          ? 'the server permits the dial'
          : `the server refuses the dial: "${event.output.reason}"`;
      case 'xstate.error.actor.requestDialPermit':
        return `asking for the permit fails: "${event.error.message}"`;
      case COUNTDOWN_TICK.type:
        return typeof event.leftMs === 'number'
          ? event.leftMs < 0
            ? 'the tab sleeps past 0, then its timer fires'
            : `the tab sleeps, then its timer fires with ${event.leftMs / 1000} s left`
          : 'wait a second';
      case 'xstate.done.actor.call':
        return `the call ends: ${event.output.outcome}`;
      case 'xstate.done.actor.feedback':
        return `submit the feedback (${event.output.feedback}, ${event.output.payment ?? 'no payment'})`;
      case 'xstate.error.actor.fetchNextSoftCall':
        return event.error.status === 403
          ? 'the server says there is no queue'
          : `the server refuses the case: "${event.error.message}"`;
      case 'xstate.error.actor.loadSavedWork':
        return 'the browser cannot read what was kept';
      case 'xstate.done.actor.saveCallOutcome':
        return 'the call is linked to the case';
      case 'xstate.error.actor.saveCallOutcome':
        return `linking the call fails: "${event.error.message}"`;
      case 'xstate.done.actor.submitFeedback':
        return 'the feedback is saved';
      case 'xstate.error.actor.submitFeedback':
        return `the server refuses the feedback: "${event.error.message}"`;
      case 'xstate.done.actor.fetchNextSoftCall':
        return 'msg' in event.output
          ? 'the queue is empty'
          : event.output.dial_block
            ? `case ${event.output.id} arrives, not callable now: "${event.output.dial_block}"`
            : `case ${event.output.id} arrives`;
      case 'xstate.done.actor.loadSavedWork':
        return event.output.call
          ? 'the call and its draft were kept'
          : event.output.draft
            ? 'a draft was kept'
            : 'nothing was kept';
      default:
        return undefined;
    }
  },
});
