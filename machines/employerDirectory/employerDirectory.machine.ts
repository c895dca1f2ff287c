import { assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type { Employer } from './employerDirectory.actors.ts';

export type EmployerDirectoryContext = {
  query: string;
  employers: Employer[];
  error: string | null;
};

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
  guards: {
    isBlank: ({ event }) => event.type === 'search.type' && event.text.trim() === '',
  },
}).createMachine({
  id: 'employerDirectory',
  context: { query: '', employers: [], error: null },
  initial: 'idle',
  on: {
    'search.type': [
      {
        guard: 'isBlank',
        target: '.idle',
        actions: assign({ query: '', employers: [], error: null }),
      },
      { target: '.typing', actions: assign(({ event }) => ({ query: event.text })) },
    ],
  },
  states: {
    idle: { description: 'nothing typed: no list' },
    typing: { after: { searchDebounce: 'searching' } },
    searching: {
      tags: 'busy',
      invoke: {
        id: 'searchEmployers',
        src: 'searchEmployers',
        input: ({ context }) => ({ name: context.query.trim() }),
        onDone: {
          target: 'listed',
          actions: assign(({ event }) => ({ employers: event.output, error: null })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: toServiceError(event.error).message })),
        },
      },
    },
    listed: {},
    failed: { tags: 'error', on: { 'search.retry': 'searching' } },
  },
});
