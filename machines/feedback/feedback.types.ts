import type { components } from '../../openapi/generated/main.ts';

/** The body of `submitSoftCallFeedback` (openapi/main.yaml `FeedbackPayload`). */
export type FeedbackPayload = components['schemas']['FeedbackPayload'];

export type ContactOption = FeedbackPayload['feedback'];
export type Traceability = components['schemas']['Traceability'];
export type CooperationOption = NonNullable<FeedbackPayload['cooperation_level']>;
export type PaymentOption = NonNullable<FeedbackPayload['payment']>;
/** The payments that need a detail, each asked for in its own dialog. */
export type DetailPayment = Extract<PaymentOption, 'paid_to_fs' | 'promise_to_pay'>;

/**
 * What the agent has chosen and typed so far: the feedback machine's whole form, and what is kept
 * in storage per soft call so that a reload loses nothing. Details (number, date) are the last
 * confirmed in their dialog.
 */
export type FeedbackDraft = {
  feedback: ContactOption | null;
  traceability: Traceability | null;
  cooperation_level: CooperationOption | null;
  payment: PaymentOption | null;
  /** The number the customer paid the field staff on (paid_to_fs). */
  payment_paid_fs: string | null;
  /** YYYY-MM-DD (promise_to_pay). */
  payment_promise_date: string | null;
  /** YYYY-MM-DD; null when the case is not snoozed. */
  snooze_date: string | null;
  comment: string;
};

export type FeedbackInput = {
  softCallId: number;
  /**
   * A draft kept from before (a reload). null: a fresh form. Absent: a fresh form too, except
   * that the app's machine (feedbackMachineWithDrafts) then looks the draft up in storage.
   */
  draft?: FeedbackDraft | null;
  /** The agent's day, YYYY-MM-DD: the promise window and the snooze floor start here. */
  today: string;
};

/** Why the form cannot be submitted yet, first unmet rule first. */
export type FeedbackProblem =
  | 'contactMissing'
  | 'traceabilityMissing'
  | 'cooperationMissing'
  | 'paymentMissing'
  | 'paidFsNumberInvalid'
  | 'promiseDateInvalid'
  | 'snoozeDateInvalid';

/** The detail dialog open over the form: which payment it is for and what is typed in it. */
export type DetailDialog = { payment: DetailPayment; value: string };

/** Params of the `persistDraft` action the app provides (it writes the draft to storage). */
export type PersistDraftParams = { softCallId: number; draft: FeedbackDraft };
