import { withInput } from '../callActions/withInput.ts';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import {
  readerInput,
  LOANSHARE_CHECKS_SAMPLE as S,
  writerInput,
} from './loanshareChecks.fixtures.ts';
import { loanshareChecksMachine } from './loanshareChecks.machine.ts';
import { loanshareChecksShows } from './loanshareChecks.shows.ts';
import { checkLabel } from './loanshareChecks.texts.ts';

export { LOANSHARE_CHECKS_SAMPLE } from './loanshareChecks.fixtures.ts';

const EVENTS = [
  // One box checked and one not: both directions of a change.
  { type: 'check.toggle', checkType: 'kyc_verified' },
  { type: 'check.toggle', checkType: 'bank_verified' },
  { type: 'check.dismiss' },
  doneEvent('setLoanshareCheck', { check_type: 'kyc_verified', checked: false }),
  errorEvent('setLoanshareCheck', serviceError(S.refused, 403)),
] as const;

const describeEvent = (event: { type: string; [key: string]: unknown }) => {
  if (event.type === 'check.toggle') {
    return `click the box '${checkLabel(event.checkType as never)}'`;
  }
  if (event.type.startsWith('xstate.error.actor.')) {
    return `the server refuses: "${(event.error as Error).message}"`;
  }
  const words: Record<string, string> = {
    'check.dismiss': "press 'Dismiss'",
    'xstate.done.actor.setLoanshareCheck': 'the server saves the check',
  };
  return words[event.type];
};

const stateKey = (snapshot: ReturnType<typeof loanshareChecksMachine.transition>) => ({
  value: snapshot.value,
  checks: snapshot.context.checks,
  pending: snapshot.context.pending,
});

export const loanshareChecksPaths = definePathSpec({
  machine: withInput(loanshareChecksMachine, writerInput),
  shows: loanshareChecksShows as never,
  events: EVENTS,
  stateKey,
  describeEvent,
  // A reader's walk: marks only, nothing to click.
  alsoWalk: [
    definePathSpec({
      machine: withInput(loanshareChecksMachine, readerInput),
      events: EVENTS,
      stateKey,
      describeEvent,
    }),
  ],
});
