import { assign, not, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type { SetLoanshareCheckInput, SetLoanshareCheckOutput } from './loanshareChecks.actors.ts';
import {
  type LoanshareChecks,
  type LoanshareCheckType,
  requestedValue,
} from './loanshareChecks.rules.ts';

export type LoanshareChecksContext = {
  loanId: number;
  username: string;
  /** What the server has confirmed: the boxes show exactly this. */
  checks: LoanshareChecks;
  /** The change in flight, or the one that failed last. */
  pending: { checkType: LoanshareCheckType; checked: boolean } | null;
  error: string | null;
  /** Read once, to start read-only or editable. */
  canWrite: boolean;
};

export type LoanshareChecksInput = {
  loanId: number;
  username: string;
  checks: LoanshareChecks;
  /** The user's role may set checks (the loan page's rule table). */
  canWrite: boolean;
};

export type LoanshareChecksEvent =
  | { type: 'check.toggle'; checkType: LoanshareCheckType }
  | { type: 'check.dismiss' };

const TOGGLE = { target: '#loanshareChecks.editable.saving', actions: 'keepPending' } as const;

/**
 * One co-borrower's loan-share data checks (spec part 1 §7 'loanshare data checks'): a box changes
 * only when the server has said yes; while one is saved the share's boxes wait, and a refusal
 * shows the server's words with every box as it was. A role that may not write sees marks only.
 */
export const loanshareChecksMachine = setup({
  types: {
    input: {} as LoanshareChecksInput,
    context: {} as LoanshareChecksContext,
    events: {} as LoanshareChecksEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    setLoanshareCheck: unprovided<SetLoanshareCheckOutput, SetLoanshareCheckInput>(
      'setLoanshareCheck',
    ),
  },
  guards: {
    canWrite: ({ context }) => context.canWrite,
  },
  actions: {
    keepPending: assign(({ context, event }) =>
      event.type === 'check.toggle'
        ? {
            pending: {
              checkType: event.checkType,
              checked: requestedValue(context.checks, event.checkType),
            },
            error: null,
          }
        : {},
    ),
    // The server said yes to the change asked for: the box shows it from now on.
    confirm: assign(({ context }) => ({
      checks: { ...context.checks, [context.pending!.checkType]: context.pending!.checked },
    })),
    keepError: assign((_, params: { error: unknown }) => ({
      error: toServiceError(params.error).message,
    })),
    forgetError: assign({ pending: null, error: null }),
  },
}).createMachine({
  id: 'loanshareChecks',
  context: ({ input }) => ({
    loanId: input.loanId,
    username: input.username,
    checks: input.checks,
    pending: null,
    error: null,
    canWrite: input.canWrite,
  }),
  initial: 'editable',
  states: {
    readOnly: { description: 'marks only: the role may not change checks' },
    editable: {
      initial: 'idle',
      states: {
        idle: {
          // A reader is moved on before anything shows (the input says so once).
          always: { guard: not('canWrite'), target: '#loanshareChecks.readOnly' },
          on: { 'check.toggle': TOGGLE },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'setLoanshareCheck',
            src: 'setLoanshareCheck',
            input: ({ context }) => ({
              username: context.username,
              check_type: context.pending!.checkType,
              loan_id: context.loanId,
              checked: context.pending!.checked,
            }),
            onDone: { target: 'saved', actions: 'confirm' },
            onError: {
              target: 'failed',
              actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        saved: {
          description: 'the box shows the server’s answer',
          on: { 'check.toggle': TOGGLE },
        },
        failed: {
          tags: 'error',
          description: 'the server’s words; every box as it was',
          on: {
            'check.toggle': TOGGLE,
            'check.dismiss': { target: 'idle', actions: 'forgetError' },
          },
        },
      },
    },
  },
});
