import {
  definePathSpec,
  doneEvent,
  errorEvent,
  onlyRealChanges,
  serviceError,
} from '../pathSpec.ts';
import { ADD_EMPLOYEE_SAMPLE as S } from './addEmployee.fixtures.ts';
import { addEmployeeMachine } from './addEmployee.machine.ts';
import { firstMissing } from './addEmployee.rules.ts';
import { addEmployeeShows } from './addEmployee.shows.ts';

export { ADD_EMPLOYEE_SAMPLE } from './addEmployee.fixtures.ts';

const realChange = onlyRealChanges({
  'name.change': ['name', 'value'],
  'mobile.change': ['mobile', 'value'],
  'role.change': ['role', 'value'],
  'joining.change': ['joining', 'value'],
});

export const addEmployeePaths = definePathSpec({
  machine: addEmployeeMachine,
  shows: addEmployeeShows as never,
  events: [
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    { type: 'name.change', value: S.name },
    { type: 'name.change', value: S.blankName },
    { type: 'mobile.change', value: S.mobile },
    { type: 'mobile.change', value: S.shortMobile },
    { type: 'role.change', value: S.role },
    { type: 'group.toggle', id: S.groupId },
    { type: 'joining.change', value: S.joining },
    { type: 'employee.add' },
    doneEvent('addNewEmployee', S.answer),
    errorEvent('addNewEmployee', serviceError(S.taken, 409)),
  ],
  filterEvents: realChange,
  // What the guards read (the first thing lacking), and whether a group is ticked.
  stateKey: (snapshot) => ({
    value: snapshot.value,
    missing: firstMissing(snapshot.context),
    grouped: snapshot.context.groupIds.length > 0,
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'dialog.open':
        return "press 'Add employee'";
      case 'dialog.close':
        return "press 'Cancel'";
      case 'name.change':
        return event.value.trim()
          ? `type the name "${event.value}"`
          : 'type only spaces as the name';
      case 'mobile.change':
        return `type the mobile number "${event.value}"`;
      case 'role.change':
        return `choose the role ${event.value}`;
      case 'group.toggle':
        return `tick or untick group ${event.id}`;
      case 'joining.change':
        return `choose the joining date ${event.value}`;
      case 'employee.add':
        return "press 'Add'";
      case 'xstate.done.actor.addNewEmployee':
        return 'the server adds the employee';
      case 'xstate.error.actor.addNewEmployee':
        return `the server refuses (${event.error.status}): "${event.error.message}"`;
      default:
        return undefined;
    }
  },
});
