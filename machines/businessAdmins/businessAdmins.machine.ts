import { assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type { AddBusinessAdminsOutput, BusinessAdmin } from './businessAdmins.actors.ts';
import { isLongEnough, numbersOf } from './businessAdmins.rules.ts';

export type BusinessAdminsContext = {
  text: string;
  /** The admins the last answer listed (none known before the first add). */
  admins: readonly BusinessAdmin[];
  /** The server's message after an add. */
  msg: string | null;
  error: string | null;
};

export type BusinessAdminsEvent =
  | { type: 'numbers.change'; value: string }
  | { type: 'admins.add' }
  | { type: 'admins.retry' };

/**
 * The super admin names business admins by phone number (spec part 2 §7 'POST
 * business/add-business-admins'; the number rules of §5 'Add member'). Add needs at least 10
 * characters; only ten-digit entries are sent. The server's words show on failure, with Retry.
 */
export const businessAdminsMachine = setup({
  types: {
    context: {} as BusinessAdminsContext,
    events: {} as BusinessAdminsEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    addBusinessAdmins: unprovided<AddBusinessAdminsOutput, { usernames: string[] }>(
      'addBusinessAdmins',
    ),
  },
  guards: {
    isLongEnough: ({ context }) => isLongEnough(context.text),
    hasNumbers: ({ context }) => numbersOf(context.text).length > 0,
  },
  actions: {
    assignText: assign(({ event }) => ({
      text: event.type === 'numbers.change' ? event.value : '',
    })),
  },
}).createMachine({
  id: 'businessAdmins',
  context: { text: '', admins: [], msg: null, error: null },
  initial: 'form',
  states: {
    form: {
      initial: 'editing',
      on: {
        'numbers.change': { target: '.editing', actions: 'assignText' },
        'admins.add': [
          { guard: 'hasNumbers', target: 'adding' },
          { guard: 'isLongEnough', target: '.invalid' },
        ],
      },
      states: {
        editing: {},
        invalid: { description: 'No ten-digit number among the entries', tags: 'error' },
        added: { description: "The server's message; the numbers cleared" },
        failed: {
          description: "The server's words, with Retry; the numbers kept",
          tags: 'error',
          on: { 'admins.retry': '#businessAdmins.adding' },
        },
      },
    },
    adding: {
      tags: 'busy',
      invoke: {
        id: 'addBusinessAdmins',
        src: 'addBusinessAdmins',
        input: ({ context }) => ({ usernames: numbersOf(context.text) }),
        onDone: {
          target: 'form.added',
          actions: assign(({ event }) => ({
            text: '',
            admins: event.output.admins,
            msg: event.output.msg,
            error: null,
          })),
        },
        onError: {
          target: 'form.failed',
          actions: assign(({ event }) => ({ error: toServiceError(event.error).message })),
        },
      },
    },
  },
});
