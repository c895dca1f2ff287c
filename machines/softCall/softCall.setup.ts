import { and, assign, setup, stateIn } from 'xstate';
import { callMachine } from '../call/index.ts';
import { feedbackMachine } from '../feedback/index.ts';
import { toServiceError, unprovided } from '../shared/calls.ts';
import {
  dialBlockOf,
  hasCallId,
  hasNoQueue,
  isEmptyQueue,
  isNotAllowed,
  msUntilNextSecond,
} from './softCall.rules.ts';
import type {
  CallResult,
  DialDesk,
  DialPermit,
  DialPermitInput,
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
  /** Whose queue this is: the dial permit names it. */
  desk: DialDesk;
  countdownMs: number;
  blockedDwellMs: number;
  /** The case moved past (not callable now): the next fetch asks for the one after it. */
  afterId: number | null;
  /** Why this case is not called now, in one line: its dial_block or the refused permit's reason. */
  blockReason: string | null;
  /** When a case not called now gives way to the next one. */
  blockedUntil: number;
  /** The key of this dial's permit: one per case and countdown, kept across retries. */
  permitKey: string | null;
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
  | { type: 'case.skip' }
  | { type: 'permit.retry' }
  // Raised by the machine itself, never sent from outside: what happened to the case's work.
  | { type: 'case.workRestored' }
  | { type: 'case.callLinked' };

/** What a new case starts from: nothing of the last case stays. */
export const freshCase = {
  call: null,
  blockReason: null,
  permitKey: null,
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
    requestDialPermit: unprovided<DialPermit, DialPermitInput>('requestDialPermit'),
    callMachine,
    feedbackMachine,
  },
  guards: {
    isEmptyQueue: (_, params: { answer: NextSoftCall }) => isEmptyQueue(params.answer),
    hasCallResult: (_, params: { saved: SavedWork }) => params.saved.call !== null,
    hasNoQueue: (_, params: { error: unknown }) => hasNoQueue(params.error),
    isCountdownOver: ({ context }) => context.now >= context.deadline,
    isDialBlocked: ({ context }) => dialBlockOf(context.call) !== null,
    isPermitted: (_, params: { permit: DialPermit }) => params.permit.allowed,
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
    /** The dial's permit key: this case and the moment the countdown ended (or Call now). */
    makePermitKey: assign(({ context }) => ({
      permitKey: `permit-${context.call!.id}-${context.now}`,
    })),
    keepDialBlock: assign(({ context }) => ({ blockReason: dialBlockOf(context.call) })),
    startBlockedDwell: assign(({ context }) => ({
      blockedUntil: context.now + context.blockedDwellMs,
    })),
    /** The next fetch asks for the case after this one, in queue order. */
    movePastCase: assign(({ context }) => ({ afterId: context.call!.id })),
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
    // From timestamps, like the countdown: a tab woken late moves on at once.
    blockedDwell: ({ context }) => Math.max(0, context.blockedUntil - context.now),
  },
});
