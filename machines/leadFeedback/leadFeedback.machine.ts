import { assign, setup } from 'xstate';
import {
  capLeadComment,
  EMPTY_LEAD_DRAFT,
  isValidLeaderNumber,
  leadFeedbackProblem,
  parseLeadDraft,
  SAME_GROUP,
  toLeadFeedback,
  withLeadOption,
} from './leadFeedback.rules.ts';
import type {
  LeadDraft,
  LeadFeedback,
  LeadFeedbackInput,
  LeadFeedbackOption,
  PersistLeadDraftParams,
} from './leadFeedback.types.ts';

export type LeadFeedbackContext = {
  softCallId: number;
  today: string;
  draft: LeadDraft;
  /** The number typed in the dialog over the form; the draft changes only when it is confirmed. */
  dialog: { value: string } | null;
};

export type LeadFeedbackEvent =
  | { type: 'feedback.change'; value: LeadFeedbackOption }
  /** Reopen the number dialog of the chosen will_continue_same_group. */
  | { type: 'number.edit' }
  | { type: 'number.change'; value: string }
  | { type: 'comment.change'; value: string }
  | { type: 'dialog.confirm' }
  | { type: 'dialog.cancel' }
  | { type: 'feedback.submit' };

// Every change to the draft ends with this, so that a reload finds what was there.
const persistDraft = {
  type: 'persistDraft',
  params: ({ context }: { context: LeadFeedbackContext }): PersistLeadDraftParams => ({
    softCallId: context.softCallId,
    draft: context.draft,
  }),
} as const;

const textOf = (event: LeadFeedbackEvent): string =>
  'value' in event && typeof event.value === 'string' ? event.value : '';

/** The context a lead feedback actor starts with: the draft given (read as stored), else empty. */
export function initialLeadFeedbackContext(input: LeadFeedbackInput): LeadFeedbackContext {
  return {
    softCallId: input.softCallId,
    today: input.today,
    draft: parseLeadDraft(input.draft) ?? EMPTY_LEAD_DRAFT,
    dialog: null,
  };
}

/**
 * The lead desk's feedback after a call (spec part 1 §4, §9): one of nine choices, an optional
 * comment. will_continue_same_group asks for the group leader's number in a dialog; cancelling
 * it leaves the choice as it was. Submit with a rule unmet says which, and loses nothing.
 */
export const leadFeedbackMachine = setup({
  types: {
    context: {} as LeadFeedbackContext,
    events: {} as LeadFeedbackEvent,
    input: {} as LeadFeedbackInput,
    output: {} as LeadFeedback,
    tags: {} as 'dialog' | 'error',
  },
  guards: {
    choosesSameGroup: ({ event }) => event.type === 'feedback.change' && event.value === SAME_GROUP,
    hasSameGroup: ({ context }) => context.draft.feedback === SAME_GROUP,
    isNumberValid: ({ context }) =>
      context.dialog !== null && isValidLeaderNumber(context.dialog.value),
    isComplete: ({ context }) => leadFeedbackProblem(context.draft) === null,
  },
  actions: {
    /** Provided by the desk: keeps the draft in storage under the case's id. */
    persistDraft: (_, _params: PersistLeadDraftParams) => {},
    setOption: assign(({ context, event }) => ({
      draft: withLeadOption(context.draft, (event as { value: LeadFeedbackOption }).value),
    })),
    setComment: assign(({ context, event }) => ({
      draft: { ...context.draft, comment: capLeadComment(textOf(event)) },
    })),
    // The dialog starts from the number already confirmed, if any.
    openDialog: assign(({ context }) => ({
      dialog: { value: context.draft.group_leader_number ?? '' },
    })),
    setDialogValue: assign(({ context, event }) => ({
      dialog: context.dialog && { value: textOf(event) },
    })),
    commitDialog: assign(({ context }) => ({
      draft: withLeadOption(context.draft, SAME_GROUP, context.dialog?.value ?? null),
      dialog: null,
    })),
    closeDialog: assign({ dialog: null }),
  },
}).createMachine({
  id: 'leadFeedback',
  context: ({ input }) => initialLeadFeedbackContext(input),
  initial: 'editing',
  states: {
    editing: {
      initial: 'form',
      states: {
        form: {
          initial: 'ready',
          on: {
            'feedback.change': [
              { guard: 'choosesSameGroup', target: 'numberDialog', actions: 'openDialog' },
              { target: '.ready', actions: ['setOption', persistDraft] },
            ],
            'number.edit': { guard: 'hasSameGroup', target: 'numberDialog', actions: 'openDialog' },
            'comment.change': { actions: ['setComment', persistDraft] },
            'feedback.submit': [
              { guard: 'isComplete', target: '#leadFeedback.submitted' },
              { target: '.invalid' },
            ],
          },
          states: {
            ready: { description: 'the form takes input' },
            invalid: {
              description: 'Submit was pressed with a rule unmet: the spec says which',
              tags: 'error',
            },
          },
        },
        numberDialog: {
          description: "will_continue_same_group: the group leader's number",
          tags: 'dialog',
          initial: 'editing',
          on: {
            'number.change': { target: '.editing', actions: 'setDialogValue' },
            'dialog.confirm': [
              {
                guard: 'isNumberValid',
                target: 'form.ready',
                actions: ['commitDialog', persistDraft],
              },
              { target: '.invalid' },
            ],
            'dialog.cancel': { target: 'form.ready', actions: 'closeDialog' },
          },
          states: {
            editing: {},
            invalid: { description: 'the number is not ten digits', tags: 'error' },
          },
        },
      },
    },
    submitted: {
      description: 'the payload is handed to the desk loop, which saves it',
      type: 'final',
    },
  },
  output: ({ context }) => toLeadFeedback(context.draft),
});
