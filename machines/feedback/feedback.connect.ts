import type { SnapshotFrom } from 'xstate';
import { formatDate } from '../../src/domain/format.ts';
import { humanize, TRACEABILITY_LABELS } from '../../src/domain/loans.ts';
import { messages } from '../../src/domain/messages.ts';
import type { feedbackMachine } from './feedback.machine.ts';
import {
  COMMENT_MAX,
  CONTACT_OPTIONS,
  COOPERATION_CHOICES,
  canChooseCooperation,
  canChoosePayment,
  feedbackProblem,
  PAYMENT_OPTIONS,
  problemMessage,
  promiseWindow,
  TRACEABILITY_OPTIONS,
} from './feedback.rules.ts';
import type {
  ContactOption,
  CooperationOption,
  FeedbackProblem,
  PaymentOption,
  Traceability,
} from './feedback.types.ts';

/* Snapshot → view model: plain data, so the form is a function of props and a story is one
   connect() call. */

export type FeedbackOption<T extends string> = { value: T; label: string };

export type FeedbackChoice<T extends string> = {
  value: T | null;
  options: ReadonlyArray<FeedbackOption<T>>;
  enabled: boolean;
};

export type FeedbackDialogView =
  | { kind: 'number'; value: string; error: string | null }
  | { kind: 'date'; value: string; error: string | null; min: string; max: string };

export type FeedbackView = {
  heading: string;
  contact: FeedbackChoice<ContactOption>;
  traceability: FeedbackChoice<Traceability>;
  cooperation: FeedbackChoice<CooperationOption>;
  /** While a detail dialog is open, the payment it is for shows chosen; cancel reverts it. */
  payment: FeedbackChoice<PaymentOption>;
  /** The confirmed number or date of the chosen payment (date as dd/mm/yyyy). */
  paymentDetail: { kind: 'number' | 'date'; value: string; shown: string } | null;
  canEditPaymentDetail: boolean;
  comment: string;
  commentMax: number;
  /** YYYY-MM-DD or ''. */
  snoozeDate: string;
  snoozeMin: string;
  /** The first rule the form breaks, for the code that needs to tell them apart. */
  problem: FeedbackProblem | null;
  /** Shown next to Submit while it is disabled: the spec's words for the first unmet rule. */
  submitDisabledReason: string | null;
  canSubmit: boolean;
  /** A dialog is over the form, or the feedback has gone. */
  fieldsLocked: boolean;
  dialog: FeedbackDialogView | null;
  submitted: boolean;
};

type FeedbackSnapshot = SnapshotFrom<typeof feedbackMachine>;

const options = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

const CONTACT = options(CONTACT_OPTIONS, humanize);
const TRACEABILITY = options(TRACEABILITY_OPTIONS, (value) => TRACEABILITY_LABELS[value]);
const COOPERATION = options(COOPERATION_CHOICES, humanize);
const PAYMENT = options(PAYMENT_OPTIONS, humanize);

function dialogOf(snapshot: FeedbackSnapshot): FeedbackDialogView | null {
  const { dialog, today } = snapshot.context;
  if (!dialog) return null;
  const invalid = snapshot.hasTag('error');
  if (dialog.payment === 'paid_to_fs') {
    return {
      kind: 'number',
      value: dialog.value,
      error: invalid ? messages.calls.provideCorrectNumber : null,
    };
  }
  return {
    kind: 'date',
    value: dialog.value,
    error: invalid ? messages.calls.chooseValidDate : null,
    ...promiseWindow(today),
  };
}

export function connectFeedback(snapshot: FeedbackSnapshot): FeedbackView {
  const { draft, dialog, today } = snapshot.context;
  const submitted = snapshot.status === 'done';
  const atForm = snapshot.matches({ editing: 'form' });
  const problem = feedbackProblem(draft, today);
  const paymentDetail =
    draft.payment === 'paid_to_fs' && draft.payment_paid_fs !== null
      ? { kind: 'number' as const, value: draft.payment_paid_fs, shown: draft.payment_paid_fs }
      : draft.payment === 'promise_to_pay' && draft.payment_promise_date !== null
        ? {
            kind: 'date' as const,
            value: draft.payment_promise_date,
            shown: formatDate(draft.payment_promise_date),
          }
        : null;
  return {
    heading: messages.labels.submitFeedbackHere,
    contact: { value: draft.feedback, options: CONTACT, enabled: atForm },
    traceability: { value: draft.traceability, options: TRACEABILITY, enabled: atForm },
    cooperation: {
      value: draft.cooperation_level,
      options: COOPERATION,
      enabled: atForm && canChooseCooperation(draft),
    },
    payment: {
      value: dialog?.payment ?? draft.payment,
      options: PAYMENT,
      enabled: atForm && canChoosePayment(draft),
    },
    paymentDetail,
    canEditPaymentDetail:
      atForm && (draft.payment === 'paid_to_fs' || draft.payment === 'promise_to_pay'),
    comment: draft.comment,
    commentMax: COMMENT_MAX,
    snoozeDate: draft.snooze_date ?? '',
    snoozeMin: today,
    problem,
    submitDisabledReason: !submitted && problem !== null ? problemMessage(problem) : null,
    canSubmit: atForm && problem === null,
    fieldsLocked: !atForm,
    dialog: dialogOf(snapshot),
    submitted,
  };
}
