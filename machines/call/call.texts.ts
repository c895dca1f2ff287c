import type { CallEndReason, CallOutcome } from './call.rules.ts';

/**
 * Labels of the call popup and the simulator panel. 'Connecting' and 'Ringing' are the spec's
 * (part 1 §4); the spec names hold, mute and end but gives no words for the ended call, so the
 * rest are ours. The not-allowed sentence is in the message catalogue.
 */
export const CALL_TEXTS = {
  title: 'Call',
  status: { idle: '', connecting: 'Connecting', ringing: 'Ringing' },
  hold: 'Hold',
  mute: 'Mute',
  end: 'End',
  onHold: 'On hold',
  muted: 'Muted',
  moveHandle: 'Move call window',
  moveHint: 'Drag, or press the arrow keys, to move the call window.',
  outcome: {
    completed: 'Call ended',
    remoteHangup: 'Customer hung up',
    noAnswer: 'No answer',
    failed: 'Call failed',
    dropped: 'Call dropped',
    notAllowed: 'Call not allowed',
  } satisfies Record<CallOutcome, string>,
  reason: {
    hungUp: 'ended by you',
    remoteHungUp: 'ended by the customer',
    ringTime: 'nobody answered in time',
    cancelled: 'ended before the answer',
    rejected: 'the customer did not pick up',
    busy: 'the line is busy',
    failed: 'the call failed on the line',
    notPlaced: 'the telephony service did not place the call',
    network: 'the connection was lost',
    noTelephonyLogin: 'no telephony login',
    loginRefused: 'telephony login missing or refused',
  } satisfies Record<CallEndReason, string>,
} as const;

/** One sentence for an ended call, e.g. 'No answer: nobody answered in time (00:00)'. */
export function endedSentence(
  outcome: CallOutcome,
  reason: CallEndReason | null,
  duration: string,
): string {
  const detail = reason ? `: ${CALL_TEXTS.reason[reason]}` : '';
  return `${CALL_TEXTS.outcome[outcome]}${detail} (${duration})`;
}
