import { withInput } from '../callActions/withInput.ts';
import {
  definePathSpec,
  doneEvent,
  errorEvent,
  onlyRealChanges,
  serviceError,
} from '../pathSpec.ts';
import { loanConfigMachine } from './loanConfig.machine.ts';
import { loanConfigShows } from './loanConfig.shows.ts';

/** An approved loan with a lender and no EMI start date; the day set; a refusal in the server's words. */
export const LOAN_CONFIG_SAMPLE = {
  loanId: 4105,
  lender: 'Northern Arc',
  emiStartDate: '2026-12-05',
  refused: 'The EMI start date must be within a year from today',
} as const;

export const loanConfigPaths = definePathSpec({
  machine: withInput(loanConfigMachine, {
    loanId: LOAN_CONFIG_SAMPLE.loanId,
    lender: LOAN_CONFIG_SAMPLE.lender,
    emiStartDate: null,
  }),
  shows: loanConfigShows as never,
  events: [
    { type: 'lender.change', value: '' },
    { type: 'emiDate.change', value: LOAN_CONFIG_SAMPLE.emiStartDate },
    { type: 'emiDate.change', value: '' },
    { type: 'config.save' },
    { type: 'config.retry' },
    // The saved loan (its fields matter to the page, not to this machine).
    doneEvent('saveLoanConfig', { id: LOAN_CONFIG_SAMPLE.loanId }),
    errorEvent('saveLoanConfig', serviceError(LOAN_CONFIG_SAMPLE.refused, 400)),
  ],
  filterEvents: onlyRealChanges({
    'lender.change': ['lender', 'value'],
    'emiDate.change': ['emiStartDate', 'value'],
  }),
  stateKey: (snapshot) => ({
    value: snapshot.value,
    lender: snapshot.context.lender,
    emi: snapshot.context.emiStartDate,
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'lender.change':
        return event.value ? `choose the lender '${event.value}'` : 'clear the lender';
      case 'emiDate.change':
        return event.value ? `set the EMI start date ${event.value}` : 'clear the EMI start date';
      case 'config.save':
        return "press 'Save'";
      case 'config.retry':
        return "press 'Retry'";
      case 'xstate.done.actor.saveLoanConfig':
        return 'the server saves the configuration';
      case 'xstate.error.actor.saveLoanConfig':
        return `the server refuses: "${event.error.message}"`;
      default:
        return undefined;
    }
  },
});
