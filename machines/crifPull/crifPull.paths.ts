import { withInput } from '../callActions/withInput.ts';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { crifPullMachine } from './crifPull.machine.ts';
import { crifPullShows } from './crifPull.shows.ts';

/** The showcase customer, a pull's answer and a refusal in the server's words. */
export const CRIF_PULL_SAMPLE = {
  username: '8157415868',
  pulled: { message: 'CRIF pulled successfully', crif_pull_date: '2026-11-24T06:30:00.000Z' },
  refused: 'Sorry...You dont have permission to perform this action',
} as const;

export const crifPullPaths = definePathSpec({
  machine: withInput(crifPullMachine, { username: CRIF_PULL_SAMPLE.username }),
  shows: crifPullShows as never,
  events: [
    { type: 'crif.pull' },
    { type: 'crif.retry' },
    doneEvent('pullCrif', CRIF_PULL_SAMPLE.pulled),
    errorEvent('pullCrif', serviceError(CRIF_PULL_SAMPLE.refused, 403)),
  ],
  // The press count only keys the save: states differ by what shows.
  stateKey: (snapshot) => ({ value: snapshot.value, pulled: snapshot.context.pulledAt !== null }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'crif.pull':
        return "press 'CRIF PULL'";
      case 'crif.retry':
        return "press 'Retry'";
      case 'xstate.done.actor.pullCrif':
        return 'the server pulls the report';
      case 'xstate.error.actor.pullCrif':
        return `the server refuses: "${event.error.message}"`;
      default:
        return undefined;
    }
  },
});
