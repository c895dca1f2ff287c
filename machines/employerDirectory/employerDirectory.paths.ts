import { afterEvent, definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import type { Employer } from './employerDirectory.actors.ts';
import { employerDirectoryMachine } from './employerDirectory.machine.ts';
import { employerDirectoryShows } from './employerDirectory.shows.ts';

/** Two employers, one verified; and a failure in the server's words. */
export const EMPLOYER_DIRECTORY_SAMPLE = {
  employers: [
    { id: 7, employer: 'Acme Textiles', is_verified: true },
    { id: 8, employer: 'Acme Foods', is_verified: false },
  ] satisfies Employer[],
  down: 'Service unavailable',
} as const;
const S = EMPLOYER_DIRECTORY_SAMPLE;

export const employerDirectoryPaths = definePathSpec({
  machine: employerDirectoryMachine,
  shows: employerDirectoryShows as never,
  events: [
    { type: 'search.type', text: 'Acme' },
    { type: 'search.type', text: '' },
    afterEvent('searchDebounce', 'employerDirectory.typing'),
    doneEvent('searchEmployers', S.employers),
    doneEvent('searchEmployers', []),
    errorEvent('searchEmployers', serviceError(S.down, 503)),
    { type: 'search.retry' },
  ],
  filterEvents: (snapshot, event) =>
    event.type !== 'search.type' || snapshot.context.query !== event.text,
  stateKey: (snapshot) => ({
    value: snapshot.value,
    query: snapshot.context.query,
    found: snapshot.context.employers.length,
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'search.type':
        return event.text ? `type "${event.text}"` : 'clear the search';
      case 'xstate.after.searchDebounce.employerDirectory.typing':
        return '1000 ms pass';
      case 'search.retry':
        return "press 'Retry'";
      case 'xstate.done.actor.searchEmployers':
        return `the server finds ${event.output.length} employers`;
      case 'xstate.error.actor.searchEmployers':
        return `the search fails: "${event.error.message}"`;
      default:
        return undefined;
    }
  },
});
