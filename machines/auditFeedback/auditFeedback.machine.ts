import { assign, setup } from 'xstate';
import {
  capAuditComment,
  isAuditComplete,
  parseAuditDraft,
  toAuditFeedback,
} from './auditFeedback.rules.ts';
import type {
  AuditDraft,
  AuditFeedback,
  AuditFeedbackInput,
  AuditPayment,
  AuditTraceability,
  PersistAuditDraftParams,
} from './auditFeedback.types.ts';

export type AuditFeedbackContext = {
  softCallId: number;
  today: string;
  draft: AuditDraft;
};

export type AuditFeedbackEvent =
  | { type: 'traceability.change'; value: AuditTraceability }
  | { type: 'payment.change'; value: AuditPayment }
  | { type: 'comment.change'; value: string }
  | { type: 'feedback.submit' };

type Change = Exclude<AuditFeedbackEvent, { type: 'feedback.submit' }>;

/** The draft after one change (the comment capped at the contract's limit). */
function changed(draft: AuditDraft, event: Change): AuditDraft {
  switch (event.type) {
    case 'traceability.change':
      return { ...draft, traceability: event.value };
    case 'payment.change':
      return { ...draft, payment: event.value };
    case 'comment.change':
      return { ...draft, comment: capAuditComment(event.value) };
  }
}

// Every change to the draft ends with this, so that a reload finds what was there.
const persistDraft = {
  type: 'persistDraft',
  params: ({ context }: { context: AuditFeedbackContext }): PersistAuditDraftParams => ({
    softCallId: context.softCallId,
    draft: context.draft,
  }),
} as const;

// Once the missing part is given, the message goes; until then it stays.
const CHANGE_WHILE_INCOMPLETE = [
  { guard: 'completesDraft', target: 'form', actions: ['applyChange', persistDraft] },
  { actions: ['applyChange', persistDraft] },
] as const;

/** The context an audit feedback starts with: the kept draft (or sent-back payload), else empty. */
export function initialAuditFeedbackContext(input: AuditFeedbackInput): AuditFeedbackContext {
  return {
    softCallId: input.softCallId,
    today: input.today,
    draft: parseAuditDraft(input.draft),
  };
}

/**
 * The audit of a recovery call (spec part 1 §5, §9): traceability (CON, NC, RNR), the payment
 * (DONE, DUE) and a comment. Submit with any of them missing says 'Give Feedback' and keeps
 * everything; the message stays until the form is complete. The desk loop saves the output.
 */
export const auditFeedbackMachine = setup({
  types: {
    context: {} as AuditFeedbackContext,
    events: {} as AuditFeedbackEvent,
    input: {} as AuditFeedbackInput,
    output: {} as AuditFeedback,
    tags: {} as 'error',
  },
  guards: {
    isComplete: ({ context }) => isAuditComplete(context.draft),
    // Read before the change is written: what the draft will be after it.
    completesDraft: ({ context, event }) =>
      event.type !== 'feedback.submit' && isAuditComplete(changed(context.draft, event)),
  },
  actions: {
    /** Provided by the desk: keeps the draft under the case's id. */
    persistDraft: (_, _params: PersistAuditDraftParams) => {},
    applyChange: assign(({ context, event }) =>
      event.type === 'feedback.submit' ? {} : { draft: changed(context.draft, event) },
    ),
  },
}).createMachine({
  id: 'auditFeedback',
  context: ({ input }) => initialAuditFeedbackContext(input),
  initial: 'editing',
  states: {
    editing: {
      initial: 'form',
      states: {
        form: {
          description: 'the form takes input; Submit checks that nothing is missing',
          on: {
            'traceability.change': { actions: ['applyChange', persistDraft] },
            'payment.change': { actions: ['applyChange', persistDraft] },
            'comment.change': { actions: ['applyChange', persistDraft] },
            'feedback.submit': [
              { guard: 'isComplete', target: '#auditFeedback.submitted' },
              { target: 'incomplete' },
            ],
          },
        },
        incomplete: {
          description: "'Give Feedback': something is missing; it stays said until it is given",
          tags: 'error',
          on: {
            'traceability.change': CHANGE_WHILE_INCOMPLETE,
            'payment.change': CHANGE_WHILE_INCOMPLETE,
            'comment.change': CHANGE_WHILE_INCOMPLETE,
            'feedback.submit': { target: 'incomplete', reenter: true },
          },
        },
      },
    },
    submitted: {
      description: 'the payload is handed to the desk loop, which saves it',
      type: 'final',
    },
  },
  output: ({ context }) => toAuditFeedback(context.draft),
});
