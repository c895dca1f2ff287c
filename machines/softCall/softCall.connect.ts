import type { SnapshotFrom } from 'xstate';
import { formatTimer } from '../../src/domain/format.ts';
import { messages } from '../../src/domain/messages.ts';
import type { SoftCallEvent, softCallMachine } from './softCall.machine.ts';
import { secondsLeft } from './softCall.rules.ts';
import { SOFT_CALL_TEXTS } from './softCall.texts.ts';
import type { CallResult, FeedbackPayload, SoftCall } from './softCall.types.ts';

type Snapshot = SnapshotFrom<typeof softCallMachine>;

/* Snapshot → view model: plain data, so the screen is a function of props and a story is one
   connect() call. */

export type SoftCallStage =
  | 'restoring'
  | 'blocked'
  | 'permitting'
  | 'permitFailed'
  | 'countdown'
  | 'paused'
  | 'notAllowed'
  | 'calling'
  | 'feedback'
  | 'saving'
  | 'saveFailed';

export type SoftCallView = {
  phase: 'loading' | 'loadFailed' | 'noQueue' | 'empty' | 'case' | 'stopped';
  /** The case shown, while there is one. */
  call: SoftCall | null;
  stage: SoftCallStage | null;
  /** The server's words when the queue is empty. */
  emptyMessage: string | null;
  /** The server's words when the case could not be fetched. */
  loadError: string | null;
  /** The server's words when this user has no queue to work: nothing else is offered. */
  noQueueMessage: string | null;
  countdown: { seconds: number; label: string; paused: boolean } | null;
  canPause: boolean;
  canResume: boolean;
  canCallNow: boolean;
  /** Stop now (no call or feedback in progress) or once this case is saved. */
  canStop: boolean;
  /** Withdraw a stop asked during a call. */
  canContinue: boolean;
  canStart: boolean;
  canRetryLoad: boolean;
  /** 'Not calling now: <reason>' while a case that may not be called is shown. */
  blockedText: string | null;
  /** Move on to the next case at once (the case may not be called now). */
  canSkip: boolean;
  /** The server's words when the dial permit could not be asked. */
  permitError: string | null;
  canRetryPermit: boolean;
  /** 'Please reconfirm your Telecmi login credetials with HR.' after a call was refused. */
  telephonyMessage: string | null;
  /** How the last call ended, from feedback until the case is saved. */
  result: CallResult | null;
  /** That, in words: an answered call with its length, a call that reached nobody with why. */
  resultText: string | null;
  /** The feedback being saved, or kept after a failed save. */
  feedback: FeedbackPayload | null;
  saving: 'outcome' | 'feedback' | null;
  saveError: string | null;
  canRetrySave: boolean;
  canEditFeedback: boolean;
  stopRequested: boolean;
  /** Work kept from before a reload was restored for this case. */
  restored: boolean;
  /** Stopped with feedback not yet saved (it stays kept). */
  keptOnStop: boolean;
};

/** The case's progress (restoring, case, working) as `matches` takes it: the part stages read. */
type Progress = Extract<
  Extract<Parameters<Snapshot['matches']>[0], { onCase?: unknown }>['onCase'],
  { progress?: unknown }
>['progress'];

/** Whether the case on screen is at `progress`: `{ case: 'paused' }`, `{ working: … }`. */
export const atProgress = (snapshot: Snapshot, progress: NonNullable<Progress>): boolean =>
  snapshot.matches({ onCase: { progress } });

function stageOf(snapshot: Snapshot): SoftCallStage | null {
  if (atProgress(snapshot, 'restoring')) return 'restoring';
  if (atProgress(snapshot, 'blocked')) return 'blocked';
  if (atProgress(snapshot, 'permitting')) return 'permitting';
  if (atProgress(snapshot, 'permitFailed')) return 'permitFailed';
  if (atProgress(snapshot, { case: 'counting' })) return 'countdown';
  if (atProgress(snapshot, { case: 'paused' })) return 'paused';
  if (atProgress(snapshot, { case: 'notAllowed' })) return 'notAllowed';
  if (atProgress(snapshot, { working: { step: 'calling' } })) return 'calling';
  if (atProgress(snapshot, { working: { step: 'feedback' } })) return 'feedback';
  if (atProgress(snapshot, { working: { step: 'saving' } })) return 'saving';
  if (atProgress(snapshot, { working: { step: 'saveFailed' } })) return 'saveFailed';
  return null;
}

const LINE_OUTCOMES: Readonly<Record<string, string>> = messages.calls.lineOutcome;

/**
 * 'Call ended (01:35).' for a call that was answered; for one that reached nobody, what happened
 * ('The line was busy: …'), never a bare 'Call failed (00:00)'.
 */
export function callResultText(result: CallResult): string {
  const answered =
    result.outcome === 'completed' || result.outcome === 'remoteHangup' || result.durationSec > 0;
  const why = result.reason === undefined ? undefined : LINE_OUTCOMES[result.reason];
  if (answered || !why) {
    const label = SOFT_CALL_TEXTS.outcomes[result.outcome];
    return answered ? `${label} (${formatTimer(result.durationSec)}).` : `${label}.`;
  }
  return why;
}

function phaseOf(snapshot: Snapshot): SoftCallView['phase'] {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches('noQueue')) return 'noQueue';
  if (snapshot.matches('empty')) return 'empty';
  if (snapshot.matches('stopped')) return 'stopped';
  return 'case';
}

export function connectSoftCall(snapshot: Snapshot): SoftCallView {
  const { context } = snapshot;
  const stage = stageOf(snapshot);
  const phase = phaseOf(snapshot);
  const counting = stage === 'countdown';
  const paused = stage === 'paused';
  const seconds = counting
    ? secondsLeft(context.deadline - context.now)
    : paused
      ? secondsLeft(context.pausedLeftMs)
      : null;
  const can = (type: SoftCallEvent['type']) => snapshot.can({ type } as SoftCallEvent);
  const afterCall = stage === 'feedback' || stage === 'saving' || stage === 'saveFailed';
  return {
    phase,
    call: snapshot.hasTag('case') ? context.call : null,
    stage,
    emptyMessage: phase === 'empty' ? context.emptyMessage : null,
    loadError: phase === 'loadFailed' ? context.error : null,
    noQueueMessage: phase === 'noQueue' ? context.error : null,
    countdown:
      seconds === null ? null : { seconds, label: messages.labels.callingIn(seconds), paused },
    canPause: can('countdown.pause'),
    canResume: can('countdown.resume'),
    canCallNow: can('call.now'),
    canStop: can('loop.stop'),
    canContinue: can('loop.continue'),
    canStart: can('loop.start'),
    canRetryLoad: can('loop.retry'),
    blockedText:
      stage === 'blocked' ? SOFT_CALL_TEXTS.notCallingNow(context.blockReason ?? '') : null,
    canSkip: can('case.skip'),
    permitError: stage === 'permitFailed' ? context.error : null,
    canRetryPermit: can('permit.retry'),
    telephonyMessage: stage === 'notAllowed' ? messages.calls.telecmiLoginMissing : null,
    result: afterCall ? context.result : null,
    resultText: afterCall && context.result ? callResultText(context.result) : null,
    feedback: stage === 'saving' || stage === 'saveFailed' ? context.feedback : null,
    saving: atProgress(snapshot, { working: { step: { saving: 'outcome' } } })
      ? 'outcome'
      : atProgress(snapshot, { working: { step: { saving: 'feedback' } } })
        ? 'feedback'
        : null,
    saveError: stage === 'saveFailed' ? context.error : null,
    canRetrySave: can('save.retry'),
    canEditFeedback: can('feedback.edit'),
    stopRequested: atProgress(snapshot, { working: { afterThisCase: 'stop' } }),
    restored: snapshot.matches({ onCase: { kept: 'restored' } }),
    keptOnStop: snapshot.matches({ stopped: 'withUnsavedWork' }),
  };
}

/** What the agent may ask of the loop now, as functions (absent when not possible now). */
export type SoftCallIntents = {
  /** Pause a running countdown, or resume a paused one. */
  togglePause?: () => void;
  callNow?: () => void;
  /** Move on at once past a case that may not be called now. */
  skip?: () => void;
  stop?: () => void;
  retryPermit?: () => void;
};

/**
 * The loop's intents beside its view model (zag-style): views and keyboard shortcuts call these,
 * never building events themselves.
 */
export function loopIntents(
  view: SoftCallView,
  send: (event: SoftCallEvent) => void,
): SoftCallIntents {
  const intents: SoftCallIntents = {};
  if (view.canPause) intents.togglePause = () => send({ type: 'countdown.pause' });
  else if (view.canResume) intents.togglePause = () => send({ type: 'countdown.resume' });
  if (view.canCallNow) intents.callNow = () => send({ type: 'call.now' });
  if (view.canSkip) intents.skip = () => send({ type: 'case.skip' });
  if (view.canStop) intents.stop = () => send({ type: 'loop.stop' });
  if (view.canRetryPermit) intents.retryPermit = () => send({ type: 'permit.retry' });
  return intents;
}
