import { assign, setup } from 'xstate';
import { unprovided } from '../shared/calls.ts';
import {
  COPY_DIALOG_CLOSE_MS,
  type LoanOption,
  loanIdOf,
  parseAmount,
  paymentLinkBlocker,
  paymentLinkOptions,
} from './callActions.rules.ts';
import type { CaseLoan, PaymentLinkInput, PaymentLinkOutput } from './callActions.types.ts';

export type PaymentLinkContext = {
  /** The case's customer: the username the dialog starts with. */
  customerUsername: string;
  options: readonly LoanOption[];
  username: string;
  /** The picker's text of the chosen loan, '' when none. */
  loanChoice: string;
  amount: string;
  link: string | null;
};

export type PaymentLinkEvent =
  | { type: 'link.open' }
  | { type: 'username.change'; value: string }
  | { type: 'loan.change'; value: string }
  | { type: 'amount.change'; value: string }
  | { type: 'link.request' }
  | { type: 'link.copy' }
  | { type: 'link.close' };

export type PaymentLinkMachineInput = { username: string; loans: readonly CaseLoan[] };

/**
 * 'Create Payment Link' (spec part 1 §2, §4, §5, §9): Username, a Loan Id picker over the case's
 * eligible loans (topup listed but disabled), Amount; 'Get Payment Link' asks the server for a
 * link, which can be copied; the dialog closes 1.5 s after copying. A failure says 'error in
 * getting payment link' and keeps what was typed.
 */
export const paymentLinkMachine = setup({
  types: {
    input: {} as PaymentLinkMachineInput,
    context: {} as PaymentLinkContext,
    events: {} as PaymentLinkEvent,
    tags: {} as 'dialog' | 'busy' | 'error',
  },
  actors: {
    getPaymentLink: unprovided<PaymentLinkOutput, PaymentLinkInput>('getPaymentLink'),
    copyText: unprovided<void, { text: string }>('copyText'),
  },
  guards: {
    isSelectable: ({ context, event }) =>
      event.type === 'loan.change' &&
      context.options.some((option) => option.label === event.value && !option.disabled),
    isComplete: ({ context }) => paymentLinkBlocker(context, context.options) === null,
  },
  delays: { copyDialogClose: COPY_DIALOG_CLOSE_MS },
}).createMachine({
  id: 'paymentLink',
  context: ({ input }) => ({
    customerUsername: input.username,
    options: paymentLinkOptions(input.loans),
    username: input.username,
    loanChoice: '',
    amount: '',
    link: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'link.open': {
          target: 'form',
          actions: assign(({ context }) => ({
            username: context.customerUsername,
            loanChoice: '',
            amount: '',
            link: null,
          })),
        },
      },
    },
    form: {
      tags: 'dialog',
      initial: 'editing',
      on: {
        'username.change': {
          actions: assign(({ event }) => ({
            username: event.value.replace(/[^0-9]/g, '').slice(0, 10),
          })),
        },
        'loan.change': {
          guard: 'isSelectable',
          actions: assign(({ event }) => ({ loanChoice: event.value })),
        },
        'amount.change': { actions: assign(({ event }) => ({ amount: event.value })) },
        'link.request': { guard: 'isComplete', target: 'requesting' },
        'link.close': 'closed',
      },
      states: {
        editing: {},
        failed: { description: "'error in getting payment link'", tags: 'error' },
      },
    },
    requesting: {
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'getPaymentLink',
        src: 'getPaymentLink',
        input: ({ context }) => ({
          loan_id: loanIdOf(context.loanChoice)!,
          username: context.username,
          amount: parseAmount(context.amount)!,
        }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ link: event.output.link })) },
        onError: 'form.failed',
      },
    },
    ready: {
      description: 'the link with its copy icon',
      tags: 'dialog',
      on: { 'link.copy': 'copying', 'link.close': 'closed' },
    },
    copying: {
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'copyText',
        src: 'copyText',
        input: ({ context }) => ({ text: context.link! }),
        onDone: 'copied',
        onError: 'copyFailed',
      },
    },
    copyFailed: {
      description: 'the clipboard refused: the link stays, selectable',
      tags: ['dialog', 'error'],
      on: { 'link.copy': 'copying', 'link.close': 'closed' },
    },
    copied: {
      description: 'copied; the dialog closes by itself',
      tags: 'dialog',
      after: { copyDialogClose: 'closed' },
      on: { 'link.close': 'closed' },
    },
  },
});
