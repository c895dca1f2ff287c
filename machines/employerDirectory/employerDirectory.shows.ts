import { defineShows } from '../shared/shows.ts';
import { employerDirectoryMachine } from './employerDirectory.machine.ts';
import { EMPLOYER_DIRECTORY_TEXTS as T } from './employerDirectory.texts.ts';

/** What the user sees of the employers route's search, per state. */
export const employerDirectoryShows = defineShows({
  machine: employerDirectoryMachine,
  controls: { [T.retry]: [{ type: 'search.retry' }] },
  states: {
    'employerDirectory.idle': {},
    'employerDirectory.typing': {},
    'employerDirectory.searching': { texts: [T.searching] },
    'employerDirectory.listed': {
      texts: (s) => s.context.employers.map((e) => e.employer),
      variants: [{ when: (s) => s.context.employers.length === 0, texts: [T.none] }],
    },
    'employerDirectory.failed': { texts: (s) => [T.failed(s.context.error!)], enabled: [T.retry] },
  },
  vocabulary: [T.none],
});
