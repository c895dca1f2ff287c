import type { components, operations } from '../../openapi/generated/main.ts';
import type { CallInput, CallOutcome, CallResult } from '../call/index.ts';
import type { FeedbackDraft, FeedbackPayload } from '../feedback/index.ts';

export type { CallInput, CallOutcome, CallResult, FeedbackDraft, FeedbackPayload };

/** One case of the agent's queue (openapi/main.yaml `SoftCall`). */
export type SoftCall = components['schemas']['SoftCall'];

/** What `getNextSoftCall` answers: a case, or the server's words when the queue is empty. */
export type NextSoftCall = SoftCall | components['schemas']['MsgResponse'];

export type NextSoftCallInput = NonNullable<operations['getNextSoftCall']['parameters']['query']>;
/**
 * A save carries the key of its intent (contract: Idempotency-Key), made when the save starts and
 * kept across its retries, so a save whose answer was lost is not stored twice.
 */
export type SaveOutcomeInput =
  operations['saveSoftCallOutcome']['requestBody']['content']['application/json'] & {
    idempotencyKey: string;
  };
export type SubmitFeedbackInput = { id: number; payload: FeedbackPayload; idempotencyKey: string };
export type MsgOutput = components['schemas']['MsgResponse'];

/**
 * What was kept for a case before a reload: the feedback draft (kept by the feedback form) and,
 * once the call ended, its result (so the call is neither lost nor placed twice).
 */
export type SavedWork = { draft: FeedbackDraft | null; call: CallResult | null };

/** The desks whose dials need a permit (openapi `DialDesk`). */
export type DialDesk = components['schemas']['DialDesk'];
export type DialPermit = components['schemas']['DialPermit'];
/**
 * A permit is asked with the key of its intent (contract: Idempotency-Key): one per case and
 * countdown, kept across retries, so a retried request is not counted as a second attempt.
 */
export type DialPermitInput =
  operations['requestDialPermit']['requestBody']['content']['application/json'] & {
    idempotencyKey: string;
  };

export type SoftCallInput = {
  /** The case to open first (the route's soft_call_id); the queue's next one when absent. */
  softCallId?: number | null;
  /** The profile holds telephony credentials. */
  hasTelephonyLogin: boolean;
  /** The countdown before the call starts; the spec's 10 s unless a demo shortens it. */
  countdownMs?: number;
  /** The call machine's ring time; its own default when absent. */
  ringTimeMs?: number;
  /** Whose queue the loop works: the permit names it. The soft-call loop by default. */
  desk?: DialDesk;
  /** How long a case that may not be called is shown before the loop moves on. */
  blockedDwellMs?: number;
};
