import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { NO_MANAGERS, SAMPLE_CUSTOMER, SAMPLE_MANAGERS } from './callActions.fixtures.ts';
import { escalateMachine } from './escalate.machine.ts';
import { escalateShows } from './escalate.shows.ts';
import { withInput } from './withInput.ts';

export const ESCALATE_SAMPLE = {
  customer: SAMPLE_CUSTOMER,
  managers: SAMPLE_MANAGERS,
  first: '9000000022',
  second: '9000000024',
  /** In the list the server sends, but in no escalation group. */
  notOffered: '9000000099',
  escalated: 'Escalated to Arjun Mehta',
  listFailed: 'Service unavailable',
  refused: 'Already escalated to Arjun Mehta',
} as const;

export const escalatePaths = definePathSpec({
  machine: withInput(escalateMachine, { customerUsername: ESCALATE_SAMPLE.customer }),
  shows: escalateShows as never,
  events: [
    { type: 'escalate.open' },
    { type: 'escalate.close' },
    { type: 'managers.retry' },
    doneEvent('listManagers', SAMPLE_MANAGERS),
    doneEvent('listManagers', NO_MANAGERS),
    errorEvent('listManagers', serviceError(ESCALATE_SAMPLE.listFailed, 503)),
    { type: 'manager.select', username: ESCALATE_SAMPLE.first },
    { type: 'manager.select', username: ESCALATE_SAMPLE.second },
    { type: 'escalate.confirm' },
    doneEvent('escalateToManager', { message: ESCALATE_SAMPLE.escalated }),
    errorEvent('escalateToManager', serviceError(ESCALATE_SAMPLE.refused, 400)),
  ],
  // A person can only pick a manager the dialog lists, and picking the one chosen changes nothing.
  filterEvents: (snapshot, event) => {
    if (event.type !== 'manager.select') return true;
    const listed = snapshot.context.managers?.some((m) => m.username === event.username);
    return listed === true && snapshot.context.selected !== event.username;
  },
  stateKey: (snapshot) => ({
    value: snapshot.value,
    managers: snapshot.context.managers?.length ?? null,
    selected: snapshot.context.selected,
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'escalate.open':
        return "press 'Escalete To Manager'";
      case 'escalate.close':
        return 'close the dialog';
      case 'managers.retry':
        return 'press Retry';
      case 'manager.select':
        return `choose manager ${event.username}`;
      case 'escalate.confirm':
        return 'press Escalate';
      case 'xstate.done.actor.listManagers':
        return `the server lists ${Object.keys(event.output.users).length} users`;
      case 'xstate.error.actor.listManagers':
        return `the managers do not load: "${event.error.message}"`;
      case 'xstate.done.actor.escalateToManager':
        return `the server escalates: "${event.output.message}"`;
      case 'xstate.error.actor.escalateToManager':
        return `the server refuses: "${event.error.message}"`;
      default:
        return undefined;
    }
  },
});
