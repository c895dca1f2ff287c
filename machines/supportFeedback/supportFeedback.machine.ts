import { assign, setup } from 'xstate';
import {
  asksTaskType,
  capSupportComment,
  EMPTY_SUPPORT_DRAFT,
  parseSupportDraft,
  supportProblem,
  toSupportFeedback,
  withoutTaskType,
} from './supportFeedback.rules.ts';
import type {
  PersistSupportDraftParams,
  SupportDraft,
  SupportFeedback,
  SupportFeedbackInput,
  SupportTaskType,
  SupportTraceability,
} from './supportFeedback.types.ts';

export type SupportFeedbackContext = {
  softCallId: number;
  today: string;
  draft: SupportDraft;
};

export type SupportFeedbackEvent =
  | { type: 'traceability.change'; value: SupportTraceability }
  | { type: 'taskType.change'; value: SupportTaskType }
  | { type: 'comment.change'; value: string }
  | { type: 'feedback.submit' };

// Every change to the draft ends with this, so that a reload finds what was there.
const persistDraft = {
  type: 'persistDraft',
  params: ({ context }: { context: SupportFeedbackContext }): PersistSupportDraftParams => ({
    softCallId: context.softCallId,
    draft: context.draft,
  }),
} as const;

const textOf = (event: SupportFeedbackEvent): string =>
  'value' in event && typeof event.value === 'string' ? event.value : '';

/** The context a support feedback actor starts with: the draft given (read), else an empty form. */
export function initialSupportFeedbackContext(input: SupportFeedbackInput): SupportFeedbackContext {
  return {
    softCallId: input.softCallId,
    today: input.today,
    draft: parseSupportDraft(input.draft) ?? EMPTY_SUPPORT_DRAFT,
  };
}

/**
 * The feedback of a customer-support call (spec part 1 §5): traceability (CON, NC, RNR), a
 * comment, and for a connected customer the type of task, whose options are disabled and cleared
 * unless CON. Submit with a rule unmet says which ('Give Feedback', 'Please mark Type of task.')
 * and keeps everything; the next change puts the form back. The desk loop saves the output.
 */
export const supportFeedbackMachine = setup({
  types: {
    context: {} as SupportFeedbackContext,
    events: {} as SupportFeedbackEvent,
    input: {} as SupportFeedbackInput,
    output: {} as SupportFeedback,
    tags: {} as 'error',
  },
  guards: {
    leavesConnected: ({ event }) =>
      event.type === 'traceability.change' && !asksTaskType(event.value),
    isConnected: ({ context }) => asksTaskType(context.draft.traceability),
    isComplete: ({ context }) => supportProblem(context.draft) === null,
    needsTaskType: ({ context }) => supportProblem(context.draft) === 'taskTypeMissing',
  },
  actions: {
    /** Provided by the desk screen: keeps the draft under the support desk's key. */
    persistDraft: (_, _params: PersistSupportDraftParams) => {},
    setTraceability: assign(({ context, event }) => ({
      draft: { ...context.draft, traceability: textOf(event) as SupportTraceability },
    })),
    clearTaskType: assign(({ context }) => ({ draft: withoutTaskType(context.draft) })),
    setTaskType: assign(({ context, event }) => ({
      draft: { ...context.draft, type_of_task: textOf(event) as SupportTaskType },
    })),
    setComment: assign(({ context, event }) => ({
      draft: { ...context.draft, comment: capSupportComment(textOf(event)) },
    })),
  },
}).createMachine({
  id: 'supportFeedback',
  context: ({ input }) => initialSupportFeedbackContext(input),
  initial: 'editing',
  states: {
    editing: {
      initial: 'form',
      // A change answers a refused Submit: its message goes, what was typed stays.
      on: {
        'traceability.change': [
          {
            guard: 'leavesConnected',
            target: '.form',
            description: 'not connected: the type of task is cleared (and disabled)',
            actions: ['setTraceability', 'clearTaskType', persistDraft],
          },
          { target: '.form', actions: ['setTraceability', persistDraft] },
        ],
        'taskType.change': {
          guard: 'isConnected',
          target: '.form',
          actions: ['setTaskType', persistDraft],
        },
        'comment.change': { target: '.form', actions: ['setComment', persistDraft] },
        'feedback.submit': [
          { guard: 'isComplete', target: '#supportFeedback.submitted' },
          { guard: 'needsTaskType', target: '.needsTaskType' },
          { target: '.needsFeedback' },
        ],
      },
      states: {
        form: { description: 'the form takes input' },
        needsFeedback: {
          description: "Submit without a traceability or a comment: 'Give Feedback'",
          tags: 'error',
        },
        needsTaskType: {
          description: "Submit with CON but no type of task: 'Please mark Type of task.'",
          tags: 'error',
        },
      },
    },
    submitted: {
      description: 'the payload is handed to the desk loop, which saves it',
      type: 'final',
    },
  },
  output: ({ context }) => toSupportFeedback(context.draft),
});
