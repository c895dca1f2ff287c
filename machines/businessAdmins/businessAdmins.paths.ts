import {
  definePathSpec,
  doneEvent,
  errorEvent,
  onlyRealChanges,
  serviceError,
} from '../pathSpec.ts';
import { businessAdminsMachine } from './businessAdmins.machine.ts';
import { businessAdminsShows } from './businessAdmins.shows.ts';

export const BUSINESS_ADMINS_SAMPLE = {
  numbers: '9000000022, 9000000024',
  noneValid: '90000 00022',
  short: '900000',
  answer: {
    msg: 'Business admins added successfully',
    admins: [
      { username: '9000000022', name: 'Recovery manager' },
      { username: '9000000024', name: 'Credit manager' },
    ],
  },
  refused: 'No staff member with number 9000000024',
} as const;

const S = BUSINESS_ADMINS_SAMPLE;

export const businessAdminsPaths = definePathSpec({
  machine: businessAdminsMachine,
  shows: businessAdminsShows as never,
  events: [
    { type: 'numbers.change', value: S.numbers },
    { type: 'numbers.change', value: S.noneValid },
    { type: 'numbers.change', value: S.short },
    { type: 'admins.add' },
    { type: 'admins.retry' },
    doneEvent('addBusinessAdmins', S.answer),
    errorEvent('addBusinessAdmins', serviceError(S.refused, 400)),
  ],
  filterEvents: onlyRealChanges({ 'numbers.change': ['text', 'value'] }),
  stateKey: (snapshot) => ({ value: snapshot.value, text: snapshot.context.text }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'numbers.change':
        return `type "${event.value}"`;
      case 'admins.add':
        return "press 'Add'";
      case 'admins.retry':
        return "press 'Retry'";
      case 'xstate.done.actor.addBusinessAdmins':
        return 'the server adds them';
      case 'xstate.error.actor.addBusinessAdmins':
        return `the server refuses: "${event.error.message}"`;
      default:
        return undefined;
    }
  },
});
