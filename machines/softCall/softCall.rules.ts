import type { CallResult, DialPermit, NextSoftCall, SoftCall } from './softCall.types.ts';

/* Pure rules of the soft-call loop (spec part 1 §4 'Soft-call flow', §9). The countdown is
   computed from a deadline and the clock, never by counting ticks: background tabs throttle
   timers. */

/** The soft call auto-starts this long after the case is shown (part 1 §9). */
export const COUNTDOWN_MS = 10_000;

/** How long a case that may not be called now stays on screen before the loop moves on. */
export const BLOCKED_DWELL_MS = 4_000;

import { toServiceError } from '../shared/calls.ts';
import { SECOND_MS } from '../shared/clock.ts';

export { msUntilNextSecond } from '../shared/clock.ts';

/** Whole seconds to show, rounded up: 10 when the countdown starts, 1 in its last second. */
export function secondsLeft(msLeft: number): number {
  return Math.max(0, Math.ceil(msLeft / SECOND_MS));
}

export const isEmptyQueue = (answer: NextSoftCall): answer is { msg: string } => !('id' in answer);

export const isSoftCall = (answer: NextSoftCall): answer is SoftCall => 'id' in answer;

/** The call never started: the profile has no telephony login. */
export const isNotAllowed = (result: CallResult): boolean => result.outcome === 'notAllowed';

/** Only a call the telephony service knows can be linked to the case. */
export const hasCallId = (result: CallResult | null): boolean =>
  typeof result?.callId === 'string' && result.callId !== '';

/** The 10-digit number the call dials: the profile's mobile (adapters add 91). */
export const numberToDial = (call: SoftCall): string => call.profile.mobile;

/**
 * The server refused the queue itself (403: this role has no soft-call queue, e.g. read-only
 * staff): asking again cannot help, so nothing is offered but its words.
 */
export const hasNoQueue = (error: unknown): boolean => toServiceError(error).status === 403;

/** The server's one-line reason why this case may not be dialled now; null when it may. */
export const dialBlockOf = (call: SoftCall | null): string | null =>
  typeof call?.dial_block === 'string' && call.dial_block.trim() !== '' ? call.dial_block : null;

/** A refused permit without words still says something. */
export const refusalOf = (permit: DialPermit): string =>
  permit.reason?.trim() ? permit.reason : 'the call is not allowed now';
