import { assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type { ActionMessage, AssignLeadInput } from './callActions.types.ts';

export type AssignLeadContext = {
  username: string;
  /** The server's words after the customer was assigned. */
  message: string | null;
  /** The server's words from the last failed attempt. */
  error: string | null;
};

export type AssignLeadEvent = { type: 'lead.assign' };

/**
 * 'Assign As New Lead Call' (spec part 1 §4, §7): one press assigns the customer of the case as
 * a new lead; the server's message is shown and the button stays disabled after success. A
 * failure shows the server's words and the button can be pressed again.
 */
export const assignLeadMachine = setup({
  types: {
    input: {} as { username: string },
    context: {} as AssignLeadContext,
    events: {} as AssignLeadEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    assignNewLead: unprovided<ActionMessage, AssignLeadInput>('assignNewLead'),
  },
}).createMachine({
  id: 'assignLead',
  context: ({ input }) => ({ username: input.username, message: null, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'lead.assign': 'assigning' } },
    assigning: {
      tags: 'busy',
      invoke: {
        id: 'assignNewLead',
        src: 'assignNewLead',
        input: ({ context }) => ({ username: context.username }),
        onDone: {
          target: 'assigned',
          actions: assign(({ event }) => ({ message: event.output.message, error: null })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: toServiceError(event.error).message })),
        },
      },
    },
    failed: { tags: 'error', on: { 'lead.assign': 'assigning' } },
    assigned: { description: 'assigned; the button stays disabled' },
  },
});
