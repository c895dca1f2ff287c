import type { SnapshotFrom } from 'xstate';
import { formatTimer } from '../../src/domain/format.ts';
import { messages } from '../../src/domain/messages.ts';
import { type CallContext, type callMachine, callResult } from './call.machine.ts';
import { type CallEndReason, type CallOutcome, elapsedSeconds } from './call.rules.ts';

/* Snapshot → view model for the call popup: plain data, so the popup is a function of props and
   a story is one connect() call. */

export type CallStatus = 'idle' | 'connecting' | 'ringing' | 'answered' | 'ended';

export type CallView = {
  /** The popup is up: from dialling until the call ends ("ended closes it"). */
  open: boolean;
  number: string;
  status: CallStatus;
  /** mm:ss since the answer, while answered. */
  timer: string | null;
  held: boolean;
  muted: boolean;
  /** Hold and mute work only on an answered call. */
  canHoldOrMute: boolean;
  canEnd: boolean;
  outcome: CallOutcome | null;
  reason: CallEndReason | null;
  /** Seconds the answered call lasted, once ended. */
  durationSec: number;
  /** 'Please reconfirm your Telecmi login credetials with HR.' when the call was not allowed. */
  message: string | null;
};

function statusOf(snapshot: SnapshotFrom<typeof callMachine>): CallStatus {
  if (snapshot.hasTag('ended')) return 'ended';
  if (snapshot.matches({ live: 'answered' })) return 'answered';
  if (snapshot.matches({ live: { unanswered: 'ringing' } })) return 'ringing';
  if (snapshot.matches('live')) return 'connecting';
  return 'idle';
}

function secondsOnCall(context: CallContext): number {
  return context.answeredAt === null ? 0 : elapsedSeconds(context.answeredAt, context.now);
}

export function connectCall(snapshot: SnapshotFrom<typeof callMachine>): CallView {
  const { context } = snapshot;
  const status = statusOf(snapshot);
  const answered = status === 'answered';
  return {
    open: snapshot.hasTag('live'),
    number: context.number,
    status,
    timer: answered ? formatTimer(secondsOnCall(context)) : null,
    held: snapshot.matches({ live: { answered: { hold: 'on' } } }),
    muted: snapshot.matches({ live: { answered: { mute: 'on' } } }),
    canHoldOrMute: answered,
    canEnd: snapshot.hasTag('live'),
    outcome: context.outcome,
    reason: context.reason,
    durationSec: status === 'ended' ? callResult(context).durationSec : 0,
    message: context.outcome === 'notAllowed' ? messages.calls.telecmiLoginMissing : null,
  };
}

/** What the agent may do to the call now, as functions (absent when not possible now). */
export type CallIntents = {
  toggleHold?: () => void;
  toggleMute?: () => void;
  end?: () => void;
};

/** The popup's intents beside its view model: buttons and keyboard shortcuts call these. */
export function callIntents(
  view: CallView,
  send: (event: {
    type: 'call.hold' | 'call.unhold' | 'call.mute' | 'call.unmute' | 'call.end';
  }) => void,
): CallIntents {
  const intents: CallIntents = {};
  if (view.canHoldOrMute) {
    intents.toggleHold = () => send({ type: view.held ? 'call.unhold' : 'call.hold' });
    intents.toggleMute = () => send({ type: view.muted ? 'call.unmute' : 'call.mute' });
  }
  if (view.canEnd) intents.end = () => send({ type: 'call.end' });
  return intents;
}
