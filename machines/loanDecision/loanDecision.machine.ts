import { assign, emit, setup } from 'xstate';
import { NO_ROLE_FLAGS, type RoleFlags } from '../../src/domain/access/roles.ts';
import type { LoanSummary } from '../loanList/loanList.types.ts';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type { DecideLoanInput } from './loanDecision.actors.ts';
import {
  DECISION_COMMENT_MAX,
  decisionBody,
  decisionKey,
  type LoanDecision,
  offeredDecisions,
} from './loanDecision.rules.ts';

export type LoanDecisionContext = {
  flags: RoleFlags;
  /** The loan in the dialog, as the list showed it when the decision was chosen. */
  loan: LoanSummary | null;
  decision: LoanDecision | null;
  comment: string;
  /** The server's words from the last failed attempt. */
  error: string | null;
  /** The loan after the last decision taken. */
  decided: LoanSummary | null;
  /** Decisions taken here (`loanId:decision`): none is sent twice. */
  taken: readonly string[];
};

export type LoanDecisionInput = { flags?: RoleFlags } | undefined;

export type LoanDecisionEvent =
  | { type: 'decision.choose'; loan: LoanSummary; decision: LoanDecision }
  | { type: 'comment.change'; value: string }
  | { type: 'decision.confirm' }
  | { type: 'decision.retry' }
  | { type: 'decision.cancel' };

/** Told when a loan changed. A list running the decision provides `tellDecided` to tell it instead (its row is replaced in place). */
export type LoanDecisionEmitted = { type: 'loan.decided'; loan: LoanSummary };

const closed = { loan: null, decision: null, comment: '', error: null } as const;

/**
 * Deciding on a loan from a list (spec part 1 §7 'Decision on loans'): choose a decision the
 * loan's status and the user's role allow, confirm it with an optional comment, and the call is
 * made once. A failure shows the server's words and can be retried or cancelled.
 */
export const loanDecisionMachine = setup({
  types: {
    context: {} as LoanDecisionContext,
    events: {} as LoanDecisionEvent,
    input: {} as LoanDecisionInput,
    emitted: {} as LoanDecisionEmitted,
    tags: {} as 'dialog' | 'busy' | 'error',
  },
  actors: {
    decideLoan: unprovided<LoanSummary, DecideLoanInput>('decideLoan'),
  },
  guards: {
    // Offered now and not already taken: a stale row cannot approve a loan twice.
    canChoose: ({ context }, params: { loan: LoanSummary; decision: LoanDecision }) =>
      offeredDecisions(params.loan, context.flags).includes(params.decision) &&
      !context.taken.includes(decisionKey(params.loan.id, params.decision)),
  },
  actions: {
    open: assign((_, params: { loan: LoanSummary; decision: LoanDecision }) => ({
      ...closed,
      loan: params.loan,
      decision: params.decision,
    })),
    close: assign(closed),
    setComment: assign((_, params: { value: string }) => ({
      comment: params.value.slice(0, DECISION_COMMENT_MAX),
    })),
    keepError: assign((_, params: { error: unknown }) => ({
      error: toServiceError(params.error).message,
    })),
    keepDecided: assign(({ context }, params: { loan: LoanSummary }) => ({
      ...closed,
      decided: params.loan,
      taken: [...context.taken, decisionKey(context.loan!.id, context.decision!)],
    })),
    tellDecided: emit((_, params: { loan: LoanSummary }) => ({
      type: 'loan.decided' as const,
      loan: params.loan,
    })),
  },
}).createMachine({
  id: 'loanDecision',
  context: ({ input }) => ({
    flags: input?.flags ?? NO_ROLE_FLAGS,
    ...closed,
    decided: null,
    taken: [],
  }),
  initial: 'closed',
  states: {
    closed: {
      initial: 'idle',
      on: {
        'decision.choose': {
          guard: {
            type: 'canChoose',
            params: ({ event }) => ({ loan: event.loan, decision: event.decision }),
          },
          target: 'confirming',
          actions: {
            type: 'open',
            params: ({ event }) => ({ loan: event.loan, decision: event.decision }),
          },
        },
      },
      states: {
        idle: {},
        done: { description: 'decided; the row shows the new status' },
      },
    },
    confirming: {
      tags: 'dialog',
      on: {
        'comment.change': {
          actions: { type: 'setComment', params: ({ event }) => ({ value: event.value }) },
        },
        'decision.confirm': 'deciding',
        'decision.cancel': { target: 'closed.idle', actions: 'close' },
      },
    },
    deciding: {
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'decideLoan',
        src: 'decideLoan',
        input: ({ context }) => ({
          loan_id: context.loan!.id,
          ...decisionBody(context.decision!, context.comment),
        }),
        onDone: {
          target: 'closed.done',
          actions: [
            { type: 'keepDecided', params: ({ event }) => ({ loan: event.output }) },
            { type: 'tellDecided', params: ({ event }) => ({ loan: event.output }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      tags: ['dialog', 'error'],
      on: {
        'comment.change': {
          actions: { type: 'setComment', params: ({ event }) => ({ value: event.value }) },
        },
        'decision.retry': 'deciding',
        'decision.cancel': { target: 'closed.idle', actions: 'close' },
      },
    },
  },
});
