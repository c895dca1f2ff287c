import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyEventObject } from 'xstate';
import {
  addEmployeePaths,
  ADD_EMPLOYEE_SAMPLE as S,
} from '../../machines/addEmployee/addEmployee.paths.ts';
import { addEmployeeShows } from '../../machines/addEmployee/addEmployee.shows.ts';
import { connectAddEmployee } from '../../machines/addEmployee/index.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { AddEmployee } from '../../src/features/hr/index.ts';
import { renders } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

const GROUPS = [
  { id: 1, name: 'Field sales', members: 16 },
  { id: 2, name: 'Collections', members: 8 },
  { id: 3, name: 'Head office', members: 5 },
];

function story(events: AnyEventObject[]): Story {
  const snapshot = snapshotAfter(addEmployeePaths.machine, ...events);
  return {
    args: { view: connectAddEmployee(snapshot), groups: GROUPS },
    parameters: renders(addEmployeeShows as never, snapshot),
  };
}

/** Add employee over the team (Admin), in every state of its statechart. */
const meta = {
  title: 'HR/Add employee',
  component: AddEmployee,
  args: {
    view: connectAddEmployee(snapshotAfter(addEmployeePaths.machine)),
    groups: GROUPS,
  },
} satisfies Meta<typeof AddEmployee>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = { type: 'dialog.open' };
const named = [open, { type: 'name.change', value: S.name }];
const numbered = [...named, { type: 'mobile.change', value: S.mobile }];
const withRole = [...numbered, { type: 'role.change', value: S.role }];
const filled = [
  ...withRole,
  { type: 'group.toggle', id: S.groupId },
  { type: 'joining.change', value: S.joining },
];
const add = { type: 'employee.add' };

export const Closed: Story = story([]);
export const Empty: Story = story([open]);
export const Filled: Story = story(filled);
export const NoName: Story = story([open, add]);
/** A number one digit short: the spec's refusal, the number kept. */
export const BadMobile: Story = story([
  ...named,
  { type: 'mobile.change', value: S.shortMobile },
  add,
]);
export const NoRole: Story = story([...numbered, add]);
export const NoJoiningDate: Story = story([...withRole, add]);
export const Adding: Story = story([...filled, add]);
/** The server's words (the number is taken), every value kept. */
export const NumberTaken: Story = story([
  ...filled,
  add,
  errorEvent('addNewEmployee', serviceError(S.taken, 409)),
]);
export const Added: Story = story([...filled, add, doneEvent('addNewEmployee', S.answer)]);
