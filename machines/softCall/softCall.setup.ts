import { and, assign, setup, stateIn } from 'xstate';
import { callMachine } from '../call/index.ts';
import { feedbackMachine } from '../feedback/index.ts';
import { toServiceError, unprovided } from '../shared/calls.ts';
import {
  hasCallId,
  hasNoQueue,
  isEmptyQueue,
  isNotAllowed,
  msUntilNextSecond,
} from './softCall.rules.ts';
import type {
  CallResult,
  FeedbackDraft,
  FeedbackPayload,
  MsgOutput,
  NextSoftCall,
  NextSoftCallInput,
  SavedWork,
  SaveOutcomeInput,
  SoftCall,
  SoftCallInput,
  SubmitFeedbackInput,
} from './softCall.types.ts';

export type SoftCallContext = {
  /** The case asked for by the route, until it is fetched; then the queue decides. */
  requestedId: number | null;
  hasTelephonyLogin: boolean;
  countdownMs: number;
  ringTimeMs: number | undefined;
  call: SoftCall | null;
  /** The server's words when the queue is empty. */
  emptyMessage: string | null;
  /** The clock as last read (ms since the epoch), by `readClock`. */
  now: number;
  /** When the countdown reaches 0 and the call starts. */
  deadline: number;
  /** Time left when paused. */
  pausedLeftMs: number;
  /** The feedback kept for this case (a reload), handed to the feedback form. */
  draft: FeedbackDraft | null;
  result: CallResult | null;
  feedback: FeedbackPayload | null;
  /** The server's words from the last failure. */
  error: string | null;
};

export type SoftCallEvent =
  | { type: 'countdown.pause' }
  | { type: 'countdown.resume' }
  | { type: 'call.now' }
  | { type: 'loop.stop' }
  | { type: 'loop.continue' }
  | { type: 'loop.start' }
  | { type: 'loop.retry' }
  | { type: 'save.retry' }
  | { type: 'feedback.edit' }
  // Raised by the machine itself, never sent from outside: what happened to the case's work.
  | { type: 'case.workRestored' }
  | { type: 'case.callLinked' };

/** What a new case starts from: nothing of the last case stays. */
export const freshCase = {
  call: null,
  emptyMessage: null,
  draft: null,
  result: null,
  feedback: null,
  error: null,
} as const;

/** The loop's types and implementations; the statechart is in softCall.machine.ts. */
export const softCallSetup = setup({
  types: {
    input: {} as SoftCallInput,
    context: {} as SoftCallContext,
    events: {} as SoftCallEvent,
    tags: {} as 'busy' | 'error' | 'case' | 'working',
  },
  actors: {
    fetchNextSoftCall: unprovided<NextSoftCall, NextSoftCallInput>('fetchNextSoftCall'),
    loadSavedWork: unprovided<SavedWork, { softCallId: number }>('loadSavedWork'),
    saveCallOutcome: unprovided<MsgOutput, SaveOutcomeInput>('saveCallOutcome'),
    submitFeedback: unprovided<MsgOutput, SubmitFeedbackInput>('submitFeedback'),
    callMachine,
    feedbackMachine,
  },
  guards: {
    isEmptyQueue: (_, params: { answer: NextSoftCall }) => isEmptyQueue(params.answer),
    hasCallResult: (_, params: { saved: SavedWork }) => params.saved.call !== null,
    hasNoQueue: (_, params: { error: unknown }) => hasNoQueue(params.error),
    isCountdownOver: ({ context }) => context.now >= context.deadline,
    isNotAllowed: (_, params: { result: CallResult }) => isNotAllowed(params.result),
    /** The same, read from the call's done event (for combining with the stop region). */
    callNotPlaced: ({ event }) => isNotAllowed((event as unknown as { output: CallResult }).output),
    hasDraft: (_, params: { saved: SavedWork }) => params.saved.draft !== null,
    needsOutcome: and([
      ({ context }) => hasCallId(context.result),
      stateIn('#softCall.onCase.progress.working.callLink.pending'),
    ]),
  },
  actions: {
    /** Tests and path walks provide a simulated clock in its place. */
    readClock: assign({ now: () => Date.now() }),
    startCountdown: assign(({ context }) => ({ deadline: context.now + context.countdownMs })),
    keepTimeLeft: assign(({ context }) => ({
      pausedLeftMs: Math.max(0, context.deadline - context.now),
    })),
    resumeCountdown: assign(({ context }) => ({ deadline: context.now + context.pausedLeftMs })),
    forgetCase: assign(freshCase),
    keepFeedback: assign((_, params: { feedback: FeedbackPayload }) => ({
      feedback: params.feedback,
      error: null,
    })),
    keepError: assign((_, params: { error: unknown }) => ({
      error: toServiceError(params.error).message,
    })),
    // A case that is not (or no longer) in the agent's queue is not asked for again: Retry
    // goes on with the queue. Other failures retry the same case.
    dropMissingCase: assign(({ context }, params: { error: unknown }) => ({
      requestedId: toServiceError(params.error).status === 404 ? null : context.requestedId,
    })),
    /** Provided by the app: keeps the call's result for the case until its feedback is saved. */
    persistCallResult: (_, _params: { softCallId: number; result: CallResult }) => {},
    /** Provided by the app: forgets the draft and the call result of a saved case. */
    clearSavedWork: (_, _params: { softCallId: number }) => {},
  },
  delays: {
    countdownTick: ({ context }) => msUntilNextSecond(context.deadline, context.now),
  },
});
