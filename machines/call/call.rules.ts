/**
 * Call timing and outcome rules (spec part 1 §4 'Call popup', §9 'ring time 60 s'). The timer
 * is computed from timestamps, never by counting ticks: background tabs throttle timers.
 */

/** An unanswered call gives up after this long. */
export const RING_TIME_MS = 60_000;
const SECOND_MS = 1_000;

/** How a call ended, as the soft-call loop records it. */
export type CallOutcome =
  | 'completed'
  | 'noAnswer'
  | 'failed'
  | 'remoteHangup'
  | 'dropped'
  | 'notAllowed';

/** The detail behind an outcome. */
export type CallEndReason =
  /** completed: the agent ended the answered call. */
  | 'hungUp'
  /** remoteHangup: the customer ended the answered call. */
  | 'remoteHungUp'
  /** noAnswer: nobody answered within the ring time. */
  | 'ringTime'
  /** noAnswer: the agent ended the call before it was answered. */
  | 'cancelled'
  /** noAnswer: the customer's side ended the call before answering. */
  | 'rejected'
  /** failed: the line was busy, or the call failed on the line. */
  | 'busy'
  | 'failed'
  /** failed: the telephony service did not place the call. */
  | 'notPlaced'
  /** dropped: the connection to the telephony service was lost. */
  | 'network'
  /** notAllowed: the profile has no telephony login; or, at login, it was missing or refused. */
  | 'noTelephonyLogin'
  | 'loginRefused';

/** What the call machine outputs when it is done. */
export type CallResult = {
  outcome: CallOutcome;
  callId: string | null;
  /** Seconds between the answer and the end; 0 for a call never answered. */
  durationSec: number;
  reason?: string;
};

/** Whole seconds elapsed since `since`, as the timer shows them. */
export function elapsedSeconds(since: number, now: number): number {
  return Math.max(0, Math.floor((now - since) / SECOND_MS));
}

/**
 * How long until the timer shows the next second: aligned to the answer, so a late tick does
 * not shift every later one.
 */
export function msUntilNextSecond(since: number, now: number): number {
  if (now < since) return since - now;
  return SECOND_MS - ((now - since) % SECOND_MS);
}

/**
 * The telephony port's error codes meaning the profile's telephony login cannot be used
 * (missing, or refused by the service): the agent must ask HR, so the call is not allowed.
 */
export const UNUSABLE_LOGIN_CODES: readonly string[] = ['loginMissing', 'loginRefused'];

export function isUnusableLogin(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && UNUSABLE_LOGIN_CODES.includes(code);
}
