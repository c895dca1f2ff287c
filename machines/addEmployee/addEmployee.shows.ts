import type { SnapshotFrom } from 'xstate';
import { defineShows } from '../shared/shows.ts';
import { addEmployeeMachine } from './addEmployee.machine.ts';
import { ADD_EMPLOYEE_TEXTS as T } from './addEmployee.texts.ts';

type Snapshot = SnapshotFrom<typeof addEmployeeMachine>;

/**
 * What the Admin (members) screen shows of adding an employee (ARCHITECTURE §4): Add employee
 * over the team; the dialog with Add and Cancel, what is missing field by field (the spec's
 * refusal of a wrong number), the server's words; locked while adding; the confirmation after.
 */
export const addEmployeeShows = defineShows({
  machine: addEmployeeMachine,
  vocabulary: [T.needsName, T.badMobile, T.needsRole, T.needsJoining, T.adding],
  controls: {
    [T.open]: [{ type: 'dialog.open' }],
    [T.add]: [{ type: 'employee.add' }],
    [T.cancel]: [{ type: 'dialog.close' }],
  },
  states: {
    'addEmployee.closed': { enabled: [T.open] },
    'addEmployee.open': { dialogs: [T.title] },
    'addEmployee.open.form': { enabled: [T.add, T.cancel] },
    'addEmployee.open.form.editing': {},
    'addEmployee.open.form.noName': { texts: [T.needsName] },
    'addEmployee.open.form.badMobile': { texts: [T.badMobile] },
    'addEmployee.open.form.noRole': { texts: [T.needsRole] },
    'addEmployee.open.form.noJoining': { texts: [T.needsJoining] },
    'addEmployee.open.form.failed': { texts: (s: Snapshot) => [s.context.error!] },
    'addEmployee.open.saving': { texts: [T.adding], disabled: [T.add, T.cancel] },
    'addEmployee.added': {
      enabled: [T.open],
      texts: (s: Snapshot) => [T.added(s.context.added!)],
    },
  },
});
