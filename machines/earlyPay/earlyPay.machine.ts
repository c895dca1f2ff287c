import { assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type { EarlyPayInput, EarlyPayOutput } from './earlyPay.actors.ts';
import {
  type EarlyPayLoan,
  type EarlyPayOption,
  earlyPayOptions,
  isComplete,
} from './earlyPay.rules.ts';

export type EarlyPayContext = {
  username: string;
  options: readonly EarlyPayOption[];
  loanId: number | null;
  /** yyyy-mm-dd, '' until a whole day is typed or picked. */
  date: string;
  /** The answer for the loan and date on screen. */
  amount: number | null;
  /** The server's words after a failed ask. */
  error: string | null;
};

export type EarlyPayEvent =
  | { type: 'loan.change'; value: string }
  | { type: 'date.change'; value: string }
  | { type: 'amount.request' }
  | { type: 'amount.retry' };

export type EarlyPayMachineInput = { username: string; loans: readonly EarlyPayLoan[] };

/**
 * 'Early-Pay Amount' (spec part 1 §4, §5, §7): a loan (only disbursed-family loans can be picked)
 * and a date; asking without both says 'Please provide all fields !'. The answer is shown in
 * rupees; a failure shows the server's words with Retry, and the loan and date stay.
 */
export const earlyPayMachine = setup({
  types: {
    input: {} as EarlyPayMachineInput,
    context: {} as EarlyPayContext,
    events: {} as EarlyPayEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchEarlyPayAmount: unprovided<EarlyPayOutput, EarlyPayInput>('fetchEarlyPayAmount'),
  },
  guards: {
    isSelectable: ({ context, event }) =>
      event.type === 'loan.change' &&
      (event.value === '' ||
        context.options.some((option) => String(option.id) === event.value && !option.disabled)),
    isComplete: ({ context }) => isComplete(context),
  },
  actions: {
    // A changed field makes the amount on screen stale: it goes, so it is never misread.
    assignLoan: assign(({ event }) => ({
      loanId: event.type === 'loan.change' && event.value !== '' ? Number(event.value) : null,
      amount: null,
      error: null,
    })),
    assignDate: assign(({ event }) => ({
      date: event.type === 'date.change' ? event.value : '',
      amount: null,
      error: null,
    })),
  },
}).createMachine({
  id: 'earlyPay',
  context: ({ input }) => ({
    username: input.username,
    options: earlyPayOptions(input.loans),
    loanId: null,
    date: '',
    amount: null,
    error: null,
  }),
  initial: 'form',
  states: {
    form: {
      initial: 'editing',
      on: {
        'loan.change': { guard: 'isSelectable', target: '.editing', actions: 'assignLoan' },
        'date.change': { target: '.editing', actions: 'assignDate' },
        'amount.request': [{ guard: 'isComplete', target: 'fetching' }, { target: '.incomplete' }],
      },
      states: {
        editing: {},
        incomplete: { description: "'Please provide all fields !'", tags: 'error' },
        answered: { description: 'the early-pay amount in rupees' },
        failed: {
          description: "the server's words, with Retry",
          tags: 'error',
          on: { 'amount.retry': '#earlyPay.fetching' },
        },
      },
    },
    fetching: {
      tags: 'busy',
      invoke: {
        id: 'fetchEarlyPayAmount',
        src: 'fetchEarlyPayAmount',
        input: ({ context }) => ({
          username: context.username,
          loan_id: context.loanId!,
          date: context.date,
        }),
        onDone: {
          target: 'form.answered',
          actions: assign(({ event }) => ({ amount: event.output.early_pay_amount, error: null })),
        },
        onError: {
          target: 'form.failed',
          actions: assign(({ event }) => ({ error: toServiceError(event.error).message })),
        },
      },
    },
  },
});
