import { setup } from 'xstate';
import { unprovided } from '../shared/calls.ts';
import {
  EMPTY_EMPLOYER_SEARCH,
  type EmployerSearchContext,
  employerSearchOn,
  employerSearchStates,
} from '../shared/employerSearch.ts';
import type { Employer } from './employerDirectory.actors.ts';

export type EmployerDirectoryContext = EmployerSearchContext;

export type EmployerDirectoryEvent =
  | { type: 'search.type'; text: string }
  | { type: 'search.retry' };

/**
 * The employers route's search (spec part 1 §2, §5): searches 1000 ms after the last key, a
 * blank box clears the list, a failure shows the server's words with Retry.
 */
export const employerDirectoryMachine = setup({
  types: {
    context: {} as EmployerDirectoryContext,
    events: {} as EmployerDirectoryEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    searchEmployers: unprovided<Employer[], { name: string }>('searchEmployers'),
  },
  delays: {
    // Spec part 1 §5: the employers route's company search waits 1000 ms after the last key.
    searchDebounce: 1000,
  },
}).createMachine({
  id: 'employerDirectory',
  context: EMPTY_EMPLOYER_SEARCH,
  initial: 'idle',
  on: employerSearchOn('search.type'),
  states: employerSearchStates({
    typeEvent: 'search.type',
    retryEvent: 'search.retry',
    delay: 'searchDebounce',
  }),
});
