import type { SnapshotFrom } from 'xstate';
import { defineShows } from '../shared/shows.ts';
import { earlyPayMachine } from './earlyPay.machine.ts';
import { EARLY_PAY_TEXTS as T } from './earlyPay.texts.ts';

type Snapshot = SnapshotFrom<typeof earlyPayMachine>;

const noLoans = (s: Snapshot) => s.context.options.every((option) => option.disabled);
const answerOf = (s: Snapshot) => T.answer(s.context.loanId!, s.context.date, s.context.amount!);

/**
 * What the user sees of 'Early-Pay Amount' (ARCHITECTURE §4): the form with its button, the
 * spec's alert when a field is missing, the amount, or the server's words with Retry.
 */
export const earlyPayShows = defineShows({
  machine: earlyPayMachine,
  vocabulary: [T.incomplete, T.noLoans],
  controls: {
    [T.request]: [{ type: 'amount.request' }],
    [T.retry]: [{ type: 'amount.retry' }],
  },
  states: {
    'earlyPay.form': {
      texts: [T.heading],
      enabled: [T.request],
      variants: [{ when: noLoans, texts: [T.noLoans] }],
    },
    'earlyPay.form.editing': {},
    'earlyPay.form.incomplete': { texts: [T.incomplete] },
    'earlyPay.form.answered': { texts: (s) => [answerOf(s)] },
    // The loan and date stay for another try.
    'earlyPay.form.failed': { enabled: [T.retry], texts: (s) => [s.context.error!] },
    // In flight: nothing can be changed or asked again.
    'earlyPay.fetching': {
      texts: [T.heading],
      disabled: [T.request],
      variants: [{ when: noLoans, texts: [T.noLoans] }],
    },
  },
});
