import { assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';

export type AddGroupLeaderContext = {
  username: string;
  /** The server's words after the customer was made a GL. */
  message: string | null;
  /** The server's words from the last failed attempt. */
  error: string | null;
};

export type AddGroupLeaderEvent = { type: 'gl.add' };

/**
 * 'Add New GL' on a lead's case (spec part 1 §7 'add new GL POST {username}'): one press marks
 * the case's customer as a new group leader; the server's words show and the button stays
 * disabled after success. A failure shows the server's words and the button works again.
 */
export const addGroupLeaderMachine = setup({
  types: {
    input: {} as { username: string },
    context: {} as AddGroupLeaderContext,
    events: {} as AddGroupLeaderEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    addNewGroupLeader: unprovided<{ message: string }, { username: string }>('addNewGroupLeader'),
  },
}).createMachine({
  id: 'addGroupLeader',
  context: ({ input }) => ({ username: input.username, message: null, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'gl.add': 'adding' } },
    adding: {
      tags: 'busy',
      invoke: {
        id: 'addNewGroupLeader',
        src: 'addNewGroupLeader',
        input: ({ context }) => ({ username: context.username }),
        onDone: {
          target: 'added',
          actions: assign(({ event }) => ({ message: event.output.message, error: null })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: toServiceError(event.error).message })),
        },
      },
    },
    failed: { tags: 'error', on: { 'gl.add': 'adding' } },
    added: { description: 'the customer is a GL; the button stays disabled' },
  },
});
