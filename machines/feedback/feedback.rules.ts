import {
  CLEARS_COOPERATION_AND_PAYMENT,
  COOPERATION_OPTIONS,
  PROMISE_WINDOW_DAYS,
  SOFT_CONTACT_OPTIONS,
  SOFT_PAYMENT_OPTIONS,
  TRACEABILITY_LABELS,
} from '../../src/domain/loans.ts';
import { messages } from '../../src/domain/messages.ts';
import { addDays, isIsoDay } from '../shared/clock.ts';
import type {
  ContactOption,
  CooperationOption,
  DetailPayment,
  FeedbackDraft,
  FeedbackPayload,
  FeedbackProblem,
  PaymentOption,
  Traceability,
} from './feedback.types.ts';

/** Pure soft-call feedback rules (spec part 1 §4 'Feedback', §5 'Soft call', §9), used by guards and connect(). */

// The domain lists are the contract's enums, value for value (a compile-time check).
export const CONTACT_OPTIONS: readonly ContactOption[] = SOFT_CONTACT_OPTIONS;
export const COOPERATION_CHOICES: readonly CooperationOption[] = COOPERATION_OPTIONS;
export const PAYMENT_OPTIONS: readonly PaymentOption[] = SOFT_PAYMENT_OPTIONS;
export const TRACEABILITY_OPTIONS = Object.keys(TRACEABILITY_LABELS) as Traceability[];

export const PAID_FS_NUMBER_LENGTH = 10;
/** The contract's limit on the comment. */
export const COMMENT_MAX = 1000;

export const EMPTY_DRAFT: FeedbackDraft = Object.freeze({
  feedback: null,
  traceability: null,
  cooperation_level: null,
  payment: null,
  payment_paid_fs: null,
  payment_promise_date: null,
  snooze_date: null,
  comment: '',
});

// ---- Days (YYYY-MM-DD, calendar arithmetic in UTC so no time zone shifts a day) ------------

/** The days a promise to pay may name: today to today + 30 days. */
export function promiseWindow(today: string): { min: string; max: string } {
  return { min: today, max: addDays(today, PROMISE_WINDOW_DAYS) };
}

// ---- Field rules -------------------------------------------------------------------------

/** Ten characters, and those digits: the contract takes ten digits only. */
export function isValidPaidFsNumber(value: string | null): boolean {
  return value !== null && new RegExp(`^[0-9]{${PAID_FS_NUMBER_LENGTH}}$`).test(value.trim());
}

export function isValidPromiseDate(value: string | null, today: string): boolean {
  if (value === null || !isIsoDay(value)) return false;
  const { min, max } = promiseWindow(today);
  return value >= min && value <= max;
}

/** Optional; a case cannot be snoozed to a day already gone (the server refuses it too). */
export function isValidSnoozeDate(value: string | null, today: string): boolean {
  return value === null || (isIsoDay(value) && value >= today);
}

export const isDetailPayment = (payment: PaymentOption | null): payment is DetailPayment =>
  payment === 'paid_to_fs' || payment === 'promise_to_pay';

export function isDetailValid(payment: DetailPayment, value: string, today: string): boolean {
  return payment === 'paid_to_fs'
    ? isValidPaidFsNumber(value)
    : isValidPromiseDate(value === '' ? null : value, today);
}

/** Contact choices after which there is no cooperation or payment to record. */
export const clearsCooperationAndPayment = (contact: ContactOption): boolean =>
  (CLEARS_COOPERATION_AND_PAYMENT as readonly string[]).includes(contact);

export const canChooseCooperation = (draft: FeedbackDraft): boolean =>
  draft.feedback === 'contactable';

export const canChoosePayment = (draft: FeedbackDraft): boolean =>
  canChooseCooperation(draft) && draft.cooperation_level === 'cooperative';

/**
 * The first rule the form breaks, or null when it can be submitted: a contact choice and the
 * traceability always; a contactable customer also needs cooperation; a cooperative one a
 * payment; paid_to_fs a ten-digit number and promise_to_pay a date in the window.
 */
export function feedbackProblem(draft: FeedbackDraft, today: string): FeedbackProblem | null {
  if (draft.feedback === null) return 'contactMissing';
  if (draft.traceability === null) return 'traceabilityMissing';
  if (canChooseCooperation(draft)) {
    if (draft.cooperation_level === null) return 'cooperationMissing';
    if (canChoosePayment(draft)) {
      if (draft.payment === null) return 'paymentMissing';
      if (draft.payment === 'paid_to_fs' && !isValidPaidFsNumber(draft.payment_paid_fs)) {
        return 'paidFsNumberInvalid';
      }
      if (
        draft.payment === 'promise_to_pay' &&
        !isValidPromiseDate(draft.payment_promise_date, today)
      ) {
        return 'promiseDateInvalid';
      }
    }
  }
  if (!isValidSnoozeDate(draft.snooze_date, today)) return 'snoozeDateInvalid';
  return null;
}

const texts = messages.calls;

/** The spec's words for a problem: its own for the number and the dates, else the general one. */
export function problemMessage(problem: FeedbackProblem): string {
  switch (problem) {
    case 'paidFsNumberInvalid':
      return texts.provideCorrectNumber;
    case 'promiseDateInvalid':
    case 'snoozeDateInvalid':
      return texts.chooseValidDate;
    default:
      return texts.fillFieldsCorrectly;
  }
}

// ---- Draft changes -------------------------------------------------------------------------

const noPayment = { payment: null, payment_paid_fs: null, payment_promise_date: null } as const;

export function withoutPayment(draft: FeedbackDraft): FeedbackDraft {
  return { ...draft, ...noPayment };
}

export function withoutCooperationAndPayment(draft: FeedbackDraft): FeedbackDraft {
  return { ...draft, cooperation_level: null, ...noPayment };
}

/** A payment and its one detail; the other payment's detail goes. */
export function withPayment(
  draft: FeedbackDraft,
  payment: PaymentOption,
  detail: string | null = null,
): FeedbackDraft {
  return {
    ...draft,
    payment,
    payment_paid_fs: payment === 'paid_to_fs' ? (detail?.trim() ?? null) : null,
    payment_promise_date: payment === 'promise_to_pay' ? detail : null,
  };
}

export const capComment = (value: string): string => value.slice(0, COMMENT_MAX);

/** A draft that obeys the clearing rules, whatever it was given (an old or edited store). */
export function normalizeDraft(draft: FeedbackDraft): FeedbackDraft {
  let next = { ...draft, comment: capComment(draft.comment) };
  if (!canChooseCooperation(next)) next = withoutCooperationAndPayment(next);
  else if (!canChoosePayment(next)) next = withoutPayment(next);
  else if (next.payment !== null) {
    next = withPayment(
      next,
      next.payment,
      next.payment === 'paid_to_fs' ? next.payment_paid_fs : next.payment_promise_date,
    );
  }
  return next;
}

const oneOf = <T extends string>(options: readonly T[], value: unknown): T | null =>
  (options as readonly unknown[]).includes(value) ? (value as T) : null;
const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * A draft read back from storage: anything that is not an object gives null; unknown values
 * read as not chosen, so a stale or edited entry can never produce a payload the contract refuses.
 */
export function parseDraft(value: unknown): FeedbackDraft | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const raw = value as Record<string, unknown>;
  const snooze = stringOrNull(raw.snooze_date);
  return normalizeDraft({
    feedback: oneOf(CONTACT_OPTIONS, raw.feedback),
    traceability: oneOf(TRACEABILITY_OPTIONS, raw.traceability),
    cooperation_level: oneOf(COOPERATION_CHOICES, raw.cooperation_level),
    payment: oneOf(PAYMENT_OPTIONS, raw.payment),
    payment_paid_fs: stringOrNull(raw.payment_paid_fs),
    payment_promise_date: stringOrNull(raw.payment_promise_date),
    snooze_date: snooze === '' ? null : snooze,
    comment: stringOrNull(raw.comment) ?? '',
  });
}

/**
 * The request body from a draft with no problem. Fields that do not apply are null; the soft
 * call has no task type (that is the support call's).
 */
export function toFeedbackPayload(draft: FeedbackDraft): FeedbackPayload {
  if (draft.feedback === null || draft.traceability === null) {
    throw new Error('A feedback payload needs the contact choice and the traceability');
  }
  const contactable = canChooseCooperation(draft);
  const payment = canChoosePayment(draft) ? draft.payment : null;
  return {
    feedback: draft.feedback,
    snooze_date: draft.snooze_date,
    traceability: draft.traceability,
    cooperation_level: contactable ? draft.cooperation_level : null,
    payment,
    payment_paid_fs: payment === 'paid_to_fs' ? (draft.payment_paid_fs?.trim() ?? null) : null,
    payment_promise_date: payment === 'promise_to_pay' ? draft.payment_promise_date : null,
    comment: draft.comment.trim(),
    type_of_task: null,
  };
}

export { addDays, isIsoDay } from '../shared/clock.ts';
