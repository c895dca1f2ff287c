import type { SnapshotFrom, StateValue } from 'xstate';
import { SAMPLE_CASE_LOANS, SAMPLE_CUSTOMER } from '../callActions/callActions.fixtures.ts';
import { EMPTY_DRAFT, SAMPLE_DRAFTS, toFeedbackPayload } from '../feedback/index.ts';
import { type SoftCallContext, softCallMachine } from './softCall.machine.ts';
import type {
  CallResult,
  DialPermit,
  FeedbackDraft,
  FeedbackPayload,
  SoftCall,
} from './softCall.types.ts';

/* Sample cases, call results and feedback the path spec, tests, stories and the benchmark share. */

/** 10/03/2025 10:30 in India. */
export const SAMPLE_NOW = Date.UTC(2025, 2, 10, 5, 0, 0);

export const SAMPLE_CASE: SoftCall = {
  id: 4107,
  username: SAMPLE_CUSTOMER,
  profile: { name: 'Sunita Devi', mobile: SAMPLE_CUSTOMER, city: 'Jaipur' },
  loans: [...SAMPLE_CASE_LOANS],
  dpd: 2,
  overdue_amount: 4_500,
  emi_amount: 2_250,
  nearest_due_date: '2025-03-12',
  last_call: '2025-03-03T06:15:00.000Z',
  traceability: 'RNR',
  cooperation_level: null,
  payment: null,
  early_pay_amount: 18_400.5,
  total_advance_amount: 1_200,
  created_at: '2025-02-28T04:30:00.000Z',
  last_updated: '2025-03-03T06:15:00.000Z',
  user_channel: `kosh/p2p/${SAMPLE_CUSTOMER}`,
};

/** A case never called: no last call, no due date, no city, no early-pay amount. */
export const FRESH_CASE: SoftCall = {
  ...SAMPLE_CASE,
  id: 4108,
  username: '9812345678',
  profile: { name: 'Mohd. Irfan', mobile: '9812345678', city: null },
  loans: [
    { loan_id: 4120, status: 'loan_disbursed', loanshare_status: 'loan_disbursed', amount: 30_000 },
  ],
  dpd: 0,
  overdue_amount: 0,
  nearest_due_date: null,
  last_call: null,
  traceability: 'None',
  early_pay_amount: null,
  total_advance_amount: 0,
  user_channel: null,
};

/** The sample case when the server says its customer may not be called now. */
export const DIAL_BLOCK_REASON =
  "Recovery calls are allowed 08:00–19:00 in the customer's time (Asia/Kolkata); it is 19:40 there.";
export const BLOCKED_CASE: SoftCall = { ...SAMPLE_CASE, dial_block: DIAL_BLOCK_REASON };

/** Dial permits as the server answers them. */
export const DIAL_PERMITS = {
  granted: { allowed: true, reason: null, attempt: 1, cap: 3 },
  capReached: {
    allowed: false,
    reason: 'This customer was already called 3 times today (the daily limit).',
    attempt: 3,
    cap: 3,
  },
} as const satisfies Record<string, DialPermit>;

export const EMPTY_QUEUE_MSG = 'No soft calls left in your queue';

export const CALL_RESULTS = {
  completed: { outcome: 'completed', callId: 'c-5501', durationSec: 95 },
  noAnswer: { outcome: 'noAnswer', callId: 'c-5502', durationSec: 0, reason: 'ringTime' },
  failed: { outcome: 'failed', callId: null, durationSec: 0, reason: 'notPlaced' },
  busy: { outcome: 'failed', callId: 'c-5503', durationSec: 0, reason: 'busy' },
  notAllowed: { outcome: 'notAllowed', callId: null, durationSec: 0 },
} as const satisfies Record<string, CallResult>;

const draftOf = (partial: Partial<FeedbackDraft>): FeedbackDraft => ({
  ...EMPTY_DRAFT,
  ...partial,
});

export const SAMPLE_FEEDBACK_DRAFT = draftOf(SAMPLE_DRAFTS.promiseToPay);

export const FEEDBACK_PAYLOADS = {
  promiseToPay: toFeedbackPayload(SAMPLE_FEEDBACK_DRAFT),
  nonContactable: toFeedbackPayload(draftOf(SAMPLE_DRAFTS.nonContactable)),
} as const satisfies Record<string, FeedbackPayload>;

const SNAPSHOT_DEFAULTS: SoftCallContext = {
  requestedId: null,
  hasTelephonyLogin: true,
  desk: 'soft',
  countdownMs: 10_000,
  blockedDwellMs: 4_000,
  afterId: null,
  blockReason: null,
  blockedUntil: 0,
  permitKey: null,
  ringTimeMs: undefined,
  call: SAMPLE_CASE,
  emptyMessage: null,
  now: SAMPLE_NOW,
  deadline: SAMPLE_NOW + 10_000,
  pausedLeftMs: 0,
  draft: null,
  result: null,
  feedback: null,
  error: null,
};

/** Where the loop is, as a test names it: a case's progress (`{ case: 'paused' }`) or a phase. */
export type LoopPlace = StateValue;

const ON_CASE = ['restoring', 'case', 'blocked', 'permitting', 'permitFailed', 'working'];

/**
 * The loop's snapshot in one state, for stories and view tests: the sample case by default;
 * `secondsLeft` places the clock that many seconds before the call (counting) or keeps them
 * (paused). A case's progress is given alone (`{ working: { step: 'feedback' } }`): `restored`
 * says whether kept work came back for it, `callLinked` whether its call is linked already.
 */
export function softCallSnapshot(
  place: LoopPlace,
  context: Partial<SoftCallContext> = {},
  options: { secondsLeft?: number; restored?: boolean; callLinked?: boolean } = {},
): SnapshotFrom<typeof softCallMachine> {
  const left = (options.secondsLeft ?? 10) * 1_000;
  const onCase =
    typeof place === 'string' ? ON_CASE.includes(place) : ON_CASE.includes(Object.keys(place)[0]!);
  const progress =
    options.callLinked && typeof place === 'object' && 'working' in place
      ? { working: { ...(place.working as object), callLink: 'linked' } }
      : place;
  return softCallMachine.resolveState({
    value: onCase ? { onCase: { progress, kept: options.restored ? 'restored' : 'fresh' } } : place,
    context: {
      ...SNAPSHOT_DEFAULTS,
      deadline: SAMPLE_NOW + left,
      pausedLeftMs: left,
      ...context,
    },
  });
}
