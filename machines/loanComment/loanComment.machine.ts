import { and, assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type { AddLoanCommentInput, LoanCommentKind } from './loanComment.actors.ts';
import { capComment, hasText } from './loanComment.rules.ts';

export type LoanCommentContext = {
  kind: LoanCommentKind;
  /** The customer whose loan is commented on. */
  username: string;
  /** The loans that may be picked (the case's, or the loan page's). */
  loanIds: readonly number[];
  loanId: number | null;
  text: string;
  /** The server's words after a failed save. */
  error: string | null;
};

export type LoanCommentEvent =
  | { type: 'loan.change'; value: string }
  | { type: 'comment.change'; value: string }
  | { type: 'comment.add' }
  | { type: 'comment.retry' };

export type LoanCommentInput = {
  kind: LoanCommentKind;
  username: string;
  loanIds: readonly number[];
};

/**
 * A loan comment (spec part 1 §5, §6, §7 'POST comments'): pick a loan, write, Add. Add needs
 * text; pressed without a loan it says 'Please select loan id first to comment.'. A stored
 * comment says 'Comment added successfully' and clears the text (the loan stays picked); a
 * refusal (403) says the spec's 'Sorry...You dont have permission…'; any other failure shows
 * the server's words with Retry. Nothing typed is lost to a failure.
 */
export const loanCommentMachine = setup({
  types: {
    input: {} as LoanCommentInput,
    context: {} as LoanCommentContext,
    events: {} as LoanCommentEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    addLoanComment: unprovided<unknown, AddLoanCommentInput>('addLoanComment'),
  },
  guards: {
    isListedLoan: ({ context, event }) =>
      event.type === 'loan.change' &&
      (event.value === '' || context.loanIds.some((id) => String(id) === event.value)),
    hasText: ({ context }) => hasText(context.text),
    hasLoan: ({ context }) => context.loanId !== null,
    isRefused: ({ event }) => toServiceError((event as { error?: unknown }).error).status === 403,
  },
  actions: {
    assignLoan: assign(({ event }) => ({
      loanId: event.type === 'loan.change' && event.value !== '' ? Number(event.value) : null,
    })),
    assignText: assign(({ event }) => ({
      text: event.type === 'comment.change' ? capComment(event.value) : '',
    })),
  },
}).createMachine({
  id: 'loanComment',
  context: ({ input }) => ({
    kind: input.kind,
    username: input.username,
    loanIds: input.loanIds,
    loanId: null,
    text: '',
    error: null,
  }),
  initial: 'form',
  states: {
    form: {
      initial: 'editing',
      on: {
        'loan.change': { guard: 'isListedLoan', target: '.editing', actions: 'assignLoan' },
        'comment.change': { target: '.editing', actions: 'assignText' },
        'comment.add': [
          { guard: and(['hasText', 'hasLoan']), target: 'saving' },
          { guard: 'hasText', target: '.noLoan' },
        ],
      },
      states: {
        editing: {},
        noLoan: { description: "'Please select loan id first to comment.'", tags: 'error' },
        added: { description: "'Comment added successfully'; the text cleared, the loan kept" },
        denied: {
          description: "403: 'Sorry...You dont have permission to perform this action'",
          tags: 'error',
        },
        failed: {
          description: "the server's words, with Retry; the loan and the text kept",
          tags: 'error',
          on: { 'comment.retry': '#loanComment.saving' },
        },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'addLoanComment',
        src: 'addLoanComment',
        input: ({ context }) => ({
          kind: context.kind,
          loan_id: context.loanId!,
          username: context.username,
          comment: context.text.trim(),
        }),
        onDone: { target: 'form.added', actions: assign({ text: '', error: null }) },
        onError: [
          { guard: 'isRefused', target: 'form.denied', actions: assign({ error: null }) },
          {
            target: 'form.failed',
            actions: assign(({ event }) => ({ error: toServiceError(event.error).message })),
          },
        ],
      },
    },
  },
});
