import {
  definePathSpec,
  doneEvent,
  errorEvent,
  onlyRealChanges,
  serviceError,
} from '../pathSpec.ts';
import { ADD_USER_GROUP_SAMPLE as S } from './addUserGroup.fixtures.ts';
import { addUserGroupMachine } from './addUserGroup.machine.ts';
import { hasGroupName } from './addUserGroup.rules.ts';
import { addUserGroupShows } from './addUserGroup.shows.ts';

export { ADD_USER_GROUP_SAMPLE } from './addUserGroup.fixtures.ts';

export const addUserGroupPaths = definePathSpec({
  machine: addUserGroupMachine,
  shows: addUserGroupShows as never,
  events: [
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    { type: 'name.change', value: S.name },
    { type: 'name.change', value: S.blank },
    { type: 'group.add' },
    doneEvent('addUserGroup', S.answer),
    errorEvent('addUserGroup', serviceError(S.taken, 409)),
  ],
  filterEvents: onlyRealChanges({ 'name.change': ['name', 'value'] }),
  stateKey: (snapshot) => ({
    value: snapshot.value,
    named: hasGroupName(snapshot.context.name),
    typed: snapshot.context.name !== '',
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'dialog.open':
        return "press 'Add user group'";
      case 'dialog.close':
        return "press 'Cancel'";
      case 'name.change':
        return event.value.trim()
          ? `type the group name "${event.value}"`
          : 'type only spaces as the group name';
      case 'group.add':
        return "press 'Add group'";
      case 'xstate.done.actor.addUserGroup':
        return 'the server adds the group';
      case 'xstate.error.actor.addUserGroup':
        return `the server refuses (${event.error.status}): "${event.error.message}"`;
      default:
        return undefined;
    }
  },
});
