import { withInput } from '../callActions/withInput.ts';
import {
  definePathSpec,
  doneEvent,
  errorEvent,
  onlyRealChanges,
  serviceError,
} from '../pathSpec.ts';
import { earlyPayMachine } from './earlyPay.machine.ts';
import { isDay } from './earlyPay.rules.ts';
import { earlyPayShows } from './earlyPay.shows.ts';

/** The showcase customer's loans: two selectable, one not (still in review). */
export const EARLY_PAY_SAMPLE = {
  username: '8157415868',
  loans: [
    { id: 41, status: 'loan_disbursed' },
    { id: 37, status: 'ready_for_review' },
    { id: 12, status: 'completed' },
  ],
  date: '2026-11-20',
  amount: 23_456.78,
  refused: 'date must not be before the loan was disbursed',
} as const;

const realChange = onlyRealChanges({ 'date.change': ['date', 'value'] });

export const earlyPayPaths = definePathSpec({
  machine: withInput(earlyPayMachine, {
    username: EARLY_PAY_SAMPLE.username,
    loans: EARLY_PAY_SAMPLE.loans,
  }),
  shows: earlyPayShows as never,
  events: [
    { type: 'loan.change', value: '41' },
    { type: 'loan.change', value: '' },
    { type: 'date.change', value: EARLY_PAY_SAMPLE.date },
    { type: 'date.change', value: '' },
    { type: 'amount.request' },
    { type: 'amount.retry' },
    doneEvent('fetchEarlyPayAmount', { early_pay_amount: EARLY_PAY_SAMPLE.amount }),
    errorEvent('fetchEarlyPayAmount', serviceError(EARLY_PAY_SAMPLE.refused, 400)),
  ],
  // A picker fires no change for the loan it shows.
  filterEvents: (snapshot, event) =>
    realChange(snapshot, event) &&
    (event.type !== 'loan.change' ||
      (snapshot.context.loanId === null ? '' : String(snapshot.context.loanId)) !== event.value),
  stateKey: (snapshot) => ({
    value: snapshot.value,
    loan: snapshot.context.loanId,
    date: isDay(snapshot.context.date) ? 'day' : 'none',
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'loan.change':
        return event.value ? `pick loan ${event.value}` : 'pick no loan';
      case 'date.change':
        return event.value ? `enter the date ${event.value}` : 'clear the date';
      case 'amount.request':
        return "press 'Get Early-Pay Amount'";
      case 'amount.retry':
        return "press 'Retry'";
      case 'xstate.done.actor.fetchEarlyPayAmount':
        return 'the server answers the amount';
      case 'xstate.error.actor.fetchEarlyPayAmount':
        return `the server refuses: "${event.error.message}"`;
      default:
        return undefined;
    }
  },
});
