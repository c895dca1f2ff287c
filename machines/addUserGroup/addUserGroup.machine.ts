import { assign, not, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type { AddedUserGroup, AddUserGroupInput } from './addUserGroup.actors.ts';
import { capGroupName, hasGroupName } from './addUserGroup.rules.ts';

export type AddUserGroupContext = {
  name: string;
  /** The server's words after a failed add. */
  error: string | null;
  /** The group last added (said after the dialog closes). */
  added: string | null;
};

export type AddUserGroupEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'name.change'; value: string }
  | { type: 'group.add' };

/**
 * Add user group (issue 21 §1; spec part 2 §7 'hr_attendance add-user-group'): a dialog takes the
 * group's name; an empty one is refused, the server's words (a name taken) show with the name
 * kept. Once added the dialog closes and the groups are refreshed (groupAdded), so the new group
 * is in the filter and the Add employee form.
 */
export const addUserGroupMachine = setup({
  types: {
    context: {} as AddUserGroupContext,
    events: {} as AddUserGroupEvent,
    tags: {} as 'dialog' | 'busy' | 'error',
  },
  actors: {
    addUserGroup: unprovided<AddedUserGroup, AddUserGroupInput>('addUserGroup'),
  },
  guards: {
    hasName: ({ context }) => hasGroupName(context.name),
  },
  actions: {
    /** The filter and the form list the new group (the app refreshes its query). */
    groupAdded: () => {},
  },
}).createMachine({
  id: 'addUserGroup',
  context: { name: '', error: null, added: null },
  initial: 'closed',
  states: {
    closed: {
      description: 'the team, with Add user group',
      on: { 'dialog.open': 'open' },
    },
    open: {
      tags: 'dialog',
      initial: 'form',
      states: {
        form: {
          initial: 'editing',
          on: {
            'name.change': {
              target: '.editing',
              actions: assign(({ event }) => ({ name: capGroupName(event.value), error: null })),
            },
            'group.add': [{ guard: not('hasName'), target: '.noName' }, { target: 'saving' }],
            // Closed without adding: what was typed stays for the next opening.
            'dialog.close': '#addUserGroup.closed',
          },
          states: {
            editing: {},
            noName: { description: "'Please enter the group name.'", tags: 'error' },
            failed: { description: "the server's words; the name kept", tags: 'error' },
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'addUserGroup',
            src: 'addUserGroup',
            input: ({ context }) => ({ name: context.name.trim() }),
            onDone: {
              target: '#addUserGroup.added',
              actions: [
                assign(({ event }) => ({ name: '', error: null, added: event.output.name })),
                'groupAdded',
              ],
            },
            onError: {
              target: 'form.failed',
              actions: assign(({ event }) => ({ error: toServiceError(event.error).message })),
            },
          },
        },
      },
    },
    added: {
      description: "'The group … is added.': the filter lists it",
      on: { 'dialog.open': 'open' },
    },
  },
});
