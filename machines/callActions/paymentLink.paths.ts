import {
  afterEvent,
  definePathSpec,
  doneEvent,
  errorEvent,
  onlyRealChanges,
  serviceError,
} from '../pathSpec.ts';
import { SAMPLE_CASE_LOANS, SAMPLE_CUSTOMER, SAMPLE_LINK } from './callActions.fixtures.ts';
import { isValidUsername, loanOptionLabel, parseAmount } from './callActions.rules.ts';
import { paymentLinkMachine } from './paymentLink.machine.ts';
import { paymentLinkShows } from './paymentLink.shows.ts';
import { withInput } from './withInput.ts';

const [disbursed, topup, completed] = SAMPLE_CASE_LOANS;

export const PAYMENT_LINK_SAMPLE = {
  username: SAMPLE_CUSTOMER,
  loans: SAMPLE_CASE_LOANS,
  disbursed: loanOptionLabel(disbursed!),
  topup: loanOptionLabel(topup!),
  completed: loanOptionLabel(completed!),
  amount: '1500.50',
  link: SAMPLE_LINK,
  refused: 'No payment link for a loan share in status group_accepted',
} as const;

export const PAYMENT_LINK_CLOSE = afterEvent('copyDialogClose', 'paymentLink.copied');

const realChange = onlyRealChanges({
  'username.change': ['username', 'value'],
  'loan.change': ['loanChoice', 'value'],
  'amount.change': ['amount', 'value'],
});

export const paymentLinkPaths = definePathSpec({
  machine: withInput(paymentLinkMachine, {
    username: PAYMENT_LINK_SAMPLE.username,
    loans: PAYMENT_LINK_SAMPLE.loans,
  }),
  shows: paymentLinkShows as never,
  events: [
    { type: 'link.open' },
    { type: 'link.close' },
    { type: 'username.change', value: '' },
    { type: 'username.change', value: '98765' },
    { type: 'username.change', value: PAYMENT_LINK_SAMPLE.username },
    { type: 'loan.change', value: PAYMENT_LINK_SAMPLE.disbursed },
    { type: 'loan.change', value: PAYMENT_LINK_SAMPLE.completed },
    { type: 'amount.change', value: '' },
    { type: 'amount.change', value: '0' },
    { type: 'amount.change', value: PAYMENT_LINK_SAMPLE.amount },
    { type: 'link.request' },
    doneEvent('getPaymentLink', { link: PAYMENT_LINK_SAMPLE.link }),
    errorEvent('getPaymentLink', serviceError(PAYMENT_LINK_SAMPLE.refused, 400)),
    { type: 'link.copy' },
    doneEvent('copyText', undefined),
    errorEvent('copyText', new Error('Write permission denied.')),
    PAYMENT_LINK_CLOSE,
  ],
  filterEvents: realChange,
  stateKey: (snapshot) => ({
    value: snapshot.value,
    username: isValidUsername(snapshot.context.username)
      ? 'valid'
      : snapshot.context.username === ''
        ? 'empty'
        : 'partial',
    loan: snapshot.context.loanChoice,
    amount:
      snapshot.context.amount === ''
        ? 'empty'
        : parseAmount(snapshot.context.amount) === null
          ? 'invalid'
          : 'valid',
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'link.open':
        return "press 'Create Payment Link'";
      case 'link.close':
        return 'close the dialog';
      case 'username.change':
        return event.value ? `type the username "${event.value}"` : 'clear the username';
      case 'loan.change':
        return `pick loan "${event.value}"`;
      case 'amount.change':
        return event.value ? `type the amount "${event.value}"` : 'clear the amount';
      case 'link.request':
        return "press 'Get Payment Link'";
      case 'link.copy':
        return 'press the copy icon';
      case 'xstate.done.actor.getPaymentLink':
        return 'the server makes the link';
      case 'xstate.error.actor.getPaymentLink':
        return `the server refuses: "${event.error.message}"`;
      case 'xstate.done.actor.copyText':
        return 'the clipboard takes the link';
      case 'xstate.error.actor.copyText':
        return 'the clipboard refuses';
      case PAYMENT_LINK_CLOSE.type:
        return 'wait 1.5 s';
      default:
        return undefined;
    }
  },
});
