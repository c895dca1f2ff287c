import { and, assign, setup } from 'xstate';
import {
  canChooseCooperation,
  canChoosePayment,
  capComment,
  clearsCooperationAndPayment,
  EMPTY_DRAFT,
  feedbackProblem,
  isDetailValid,
  parseDraft,
  toFeedbackPayload,
  withoutCooperationAndPayment,
  withoutPayment,
  withPayment,
} from './feedback.rules.ts';
import type {
  ContactOption,
  CooperationOption,
  DetailDialog,
  DetailPayment,
  FeedbackDraft,
  FeedbackInput,
  FeedbackPayload,
  PaymentOption,
  PersistDraftParams,
  Traceability,
} from './feedback.types.ts';

export type FeedbackContext = {
  softCallId: number;
  today: string;
  draft: FeedbackDraft;
  /** The detail dialog over the form; the draft changes only when it is confirmed. */
  dialog: DetailDialog | null;
};

export type FeedbackEvent =
  | { type: 'contact.change'; value: ContactOption }
  | { type: 'traceability.change'; value: Traceability }
  | { type: 'cooperation.change'; value: CooperationOption }
  | { type: 'payment.change'; value: PaymentOption }
  /** Reopen the dialog of the chosen paid_to_fs / promise_to_pay to change its detail. */
  | { type: 'payment.edit' }
  | { type: 'comment.change'; value: string }
  /** YYYY-MM-DD, or '' to snooze no more. */
  | { type: 'snooze.change'; value: string }
  | { type: 'number.change'; value: string }
  | { type: 'promiseDate.change'; value: string }
  | { type: 'dialog.confirm' }
  | { type: 'dialog.cancel' }
  | { type: 'feedback.submit' };

// Every change to the draft ends with this, so that a reload finds what was there.
const persistDraft = {
  type: 'persistDraft',
  params: ({ context }: { context: FeedbackContext }): PersistDraftParams => ({
    softCallId: context.softCallId,
    draft: context.draft,
  }),
} as const;

const textOf = (event: FeedbackEvent): string =>
  'value' in event && typeof event.value === 'string' ? event.value : '';

/** The context a feedback actor starts with: the draft given (tidied), else an empty form. */
export function initialFeedbackContext(input: FeedbackInput): FeedbackContext {
  return {
    softCallId: input.softCallId,
    today: input.today,
    // Read like a stored draft: the loop may hand back a saved payload or an old store's entry.
    draft: (input.draft ? parseDraft(input.draft) : null) ?? EMPTY_DRAFT,
    dialog: null,
  };
}

/**
 * The structured feedback after a soft call ('Submit Your Feedback Here'). It validates and
 * outputs the payload; the soft-call loop saves it (and owns the retry). Choosing paid_to_fs or
 * promise_to_pay opens a dialog for the number or the date; cancelling it leaves the payment as it
 * was. Submit is possible only with no problem left (connect() says which one is left).
 */
export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    input: {} as FeedbackInput,
    output: {} as FeedbackPayload,
    tags: {} as 'dialog' | 'error',
  },
  guards: {
    clearsCooperationAndPayment: ({ event }) =>
      event.type === 'contact.change' && clearsCooperationAndPayment(event.value),
    canChooseCooperation: ({ context }) => canChooseCooperation(context.draft),
    choosesNonCooperative: ({ event }) =>
      event.type === 'cooperation.change' && event.value === 'non_cooperative',
    canChoosePayment: ({ context }) => canChoosePayment(context.draft),
    choosesPayment: ({ event }, params: { payment: DetailPayment }) =>
      event.type === 'payment.change' && event.value === params.payment,
    hasPayment: ({ context }, params: { payment: DetailPayment }) =>
      canChoosePayment(context.draft) && context.draft.payment === params.payment,
    isDetailValid: ({ context }) =>
      context.dialog !== null &&
      isDetailValid(context.dialog.payment, context.dialog.value, context.today),
    isComplete: ({ context }) => feedbackProblem(context.draft, context.today) === null,
  },
  actions: {
    /** Provided by the app: keeps the draft in storage under the soft call's id. */
    persistDraft: (_, _params: PersistDraftParams) => {},
    setContact: assign(({ context, event }) => ({
      draft: { ...context.draft, feedback: (event as { value: ContactOption }).value },
    })),
    clearCooperationAndPayment: assign(({ context }) => ({
      draft: withoutCooperationAndPayment(context.draft),
    })),
    setTraceability: assign(({ context, event }) => ({
      draft: { ...context.draft, traceability: (event as { value: Traceability }).value },
    })),
    setCooperation: assign(({ context, event }) => ({
      draft: {
        ...context.draft,
        cooperation_level: (event as { value: CooperationOption }).value,
      },
    })),
    clearPayment: assign(({ context }) => ({ draft: withoutPayment(context.draft) })),
    setPayment: assign(({ context, event }) => ({
      draft: withPayment(context.draft, (event as { value: PaymentOption }).value),
    })),
    setComment: assign(({ context, event }) => ({
      draft: { ...context.draft, comment: capComment(textOf(event)) },
    })),
    setSnooze: assign(({ context, event }) => ({
      draft: { ...context.draft, snooze_date: textOf(event) || null },
    })),
    // The dialog starts from the detail already confirmed for the same payment, if any.
    openDialog: assign(({ context }, params: { payment: DetailPayment }) => {
      const { draft } = context;
      const kept =
        draft.payment !== params.payment
          ? null
          : params.payment === 'paid_to_fs'
            ? draft.payment_paid_fs
            : draft.payment_promise_date;
      return { dialog: { payment: params.payment, value: kept ?? '' } };
    }),
    setDialogValue: assign(({ context, event }) => ({
      dialog: context.dialog && { ...context.dialog, value: textOf(event) },
    })),
    commitDialog: assign(({ context }) => ({
      draft: context.dialog
        ? withPayment(context.draft, context.dialog.payment, context.dialog.value)
        : context.draft,
      dialog: null,
    })),
    closeDialog: assign({ dialog: null }),
  },
}).createMachine({
  id: 'feedback',
  context: ({ input }) => initialFeedbackContext(input),
  initial: 'editing',
  states: {
    editing: {
      initial: 'form',
      states: {
        form: {
          description: 'the form takes input; Submit waits for every rule to be met',
          on: {
            'contact.change': [
              {
                guard: 'clearsCooperationAndPayment',
                actions: ['setContact', 'clearCooperationAndPayment', persistDraft],
              },
              { actions: ['setContact', persistDraft] },
            ],
            'traceability.change': { actions: ['setTraceability', persistDraft] },
            'cooperation.change': [
              {
                guard: and(['canChooseCooperation', 'choosesNonCooperative']),
                actions: ['setCooperation', 'clearPayment', persistDraft],
              },
              { guard: 'canChooseCooperation', actions: ['setCooperation', persistDraft] },
            ],
            'payment.change': [
              {
                guard: and([
                  'canChoosePayment',
                  { type: 'choosesPayment', params: { payment: 'paid_to_fs' as const } },
                ]),
                target: 'numberDialog',
                actions: { type: 'openDialog', params: { payment: 'paid_to_fs' } },
              },
              {
                guard: and([
                  'canChoosePayment',
                  { type: 'choosesPayment', params: { payment: 'promise_to_pay' as const } },
                ]),
                target: 'dateDialog',
                actions: { type: 'openDialog', params: { payment: 'promise_to_pay' } },
              },
              { guard: 'canChoosePayment', actions: ['setPayment', persistDraft] },
            ],
            'payment.edit': [
              {
                guard: { type: 'hasPayment', params: { payment: 'paid_to_fs' } },
                target: 'numberDialog',
                actions: { type: 'openDialog', params: { payment: 'paid_to_fs' } },
              },
              {
                guard: { type: 'hasPayment', params: { payment: 'promise_to_pay' } },
                target: 'dateDialog',
                actions: { type: 'openDialog', params: { payment: 'promise_to_pay' } },
              },
            ],
            'comment.change': { actions: ['setComment', persistDraft] },
            'snooze.change': { actions: ['setSnooze', persistDraft] },
            'feedback.submit': { guard: 'isComplete', target: '#feedback.submitted' },
          },
        },
        numberDialog: {
          description: 'paid_to_fs: the number the customer paid the field staff on',
          tags: 'dialog',
          initial: 'editing',
          on: {
            'number.change': { target: '.editing', actions: 'setDialogValue' },
            'dialog.confirm': [
              { guard: 'isDetailValid', target: 'form', actions: ['commitDialog', persistDraft] },
              { target: '.invalid' },
            ],
            'dialog.cancel': { target: 'form', actions: 'closeDialog' },
          },
          states: {
            editing: {},
            invalid: { description: 'the number is not ten digits', tags: 'error' },
          },
        },
        dateDialog: {
          description: 'promise_to_pay: the day the customer promises, today to today + 30',
          tags: 'dialog',
          initial: 'editing',
          on: {
            'promiseDate.change': { target: '.editing', actions: 'setDialogValue' },
            'dialog.confirm': [
              { guard: 'isDetailValid', target: 'form', actions: ['commitDialog', persistDraft] },
              { target: '.invalid' },
            ],
            'dialog.cancel': { target: 'form', actions: 'closeDialog' },
          },
          states: {
            editing: {},
            invalid: { description: 'no day, or one outside the window', tags: 'error' },
          },
        },
      },
    },
    submitted: {
      description: 'the payload is handed to the soft-call loop, which saves it',
      type: 'final',
    },
  },
  output: ({ context }) => toFeedbackPayload(context.draft),
});
