import type { SnapshotFrom } from 'xstate';
import { defineShows } from '../shared/shows.ts';
import { addUserGroupMachine } from './addUserGroup.machine.ts';
import { ADD_USER_GROUP_TEXTS as T } from './addUserGroup.texts.ts';

type Snapshot = SnapshotFrom<typeof addUserGroupMachine>;

/**
 * What the Admin (members) screen shows of adding a user group: Add user group over the team;
 * the dialog with Add group and Cancel, the refusal of an empty name, the server's words; locked
 * while adding; the confirmation after.
 */
export const addUserGroupShows = defineShows({
  machine: addUserGroupMachine,
  vocabulary: [T.needsName, T.adding],
  controls: {
    [T.open]: [{ type: 'dialog.open' }],
    [T.add]: [{ type: 'group.add' }],
    [T.cancel]: [{ type: 'dialog.close' }],
  },
  states: {
    'addUserGroup.closed': { enabled: [T.open] },
    'addUserGroup.open': { dialogs: [T.title] },
    'addUserGroup.open.form': { enabled: [T.add, T.cancel] },
    'addUserGroup.open.form.editing': {},
    'addUserGroup.open.form.noName': { texts: [T.needsName] },
    'addUserGroup.open.form.failed': { texts: (s: Snapshot) => [s.context.error!] },
    'addUserGroup.open.saving': { texts: [T.adding], disabled: [T.add, T.cancel] },
    'addUserGroup.added': {
      enabled: [T.open],
      texts: (s: Snapshot) => [T.added(s.context.added!)],
    },
  },
});
