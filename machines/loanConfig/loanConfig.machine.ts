import { assign, setup } from 'xstate';
import type { LoanRecord } from '../../src/domain/loanPage.ts';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type { SaveLoanConfigInput } from './loanConfig.actors.ts';

export type LoanConfigInput = {
  loanId: number;
  lender: string | null;
  emiStartDate: string | null;
};

export type LoanConfigContext = {
  loanId: number;
  /** The lender chosen ('' none). */
  lender: string;
  /** The EMI start date chosen, yyyy-mm-dd ('' none). */
  emiStartDate: string;
  attempt: number;
  /** The server's words after a refused save. */
  error: string | null;
};

export type LoanConfigEvent =
  | { type: 'lender.change'; value: string }
  | { type: 'emiDate.change'; value: string }
  | { type: 'config.save' }
  | { type: 'config.retry' };

// A change from any resting state goes back to editing, with the value taken.
const edits = {
  'lender.change': { target: '#loanConfig.editing', actions: 'assignLender' },
  'emiDate.change': { target: '#loanConfig.editing', actions: 'assignEmiDate' },
} as const;

/**
 * The Loan Config form (part 1 §4: the default lender and EMI start date the disbursal team sets
 * before disbursal): Save once both are chosen; the saved loan is handed to the page
 * (`reportSaved`); a refusal keeps the values and shows the server's words with Retry.
 */
export const loanConfigMachine = setup({
  types: {
    input: {} as LoanConfigInput,
    context: {} as LoanConfigContext,
    events: {} as LoanConfigEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    saveLoanConfig: unprovided<LoanRecord, SaveLoanConfigInput>('saveLoanConfig'),
  },
  guards: {
    isComplete: ({ context }) => context.lender !== '' && context.emiStartDate !== '',
  },
  actions: {
    assignLender: assign({
      lender: ({ event }) => (event.type === 'lender.change' ? event.value : ''),
    }),
    assignEmiDate: assign({
      emiStartDate: ({ event }) => (event.type === 'emiDate.change' ? event.value : ''),
    }),
    // Given by the page: the loan on screen becomes the saved one.
    reportSaved: (_, _params: { loan: LoanRecord }) => {},
  },
}).createMachine({
  id: 'loanConfig',
  context: ({ input }) => ({
    loanId: input.loanId,
    lender: input.lender ?? '',
    emiStartDate: input.emiStartDate ?? '',
    attempt: 0,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        ...edits,
        'config.save': {
          guard: 'isComplete',
          target: 'saving',
          actions: assign({ attempt: ({ context }) => context.attempt + 1 }),
        },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveLoanConfig',
        src: 'saveLoanConfig',
        input: ({ context }) => ({
          loanId: context.loanId,
          default_lender: context.lender,
          emi_start_date: context.emiStartDate,
          attempt: context.attempt,
        }),
        onDone: {
          target: 'saved',
          actions: [
            assign({ error: null }),
            { type: 'reportSaved', params: ({ event }) => ({ loan: event.output }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: toServiceError(event.error).message })),
        },
      },
    },
    saved: { description: 'saved, in words', on: edits },
    failed: {
      description: "the server's words, with Retry; the values stay",
      tags: 'error',
      on: { ...edits, 'config.retry': 'saving' },
    },
  },
});
