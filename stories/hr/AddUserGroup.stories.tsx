import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyEventObject } from 'xstate';
import {
  addUserGroupPaths,
  ADD_USER_GROUP_SAMPLE as S,
} from '../../machines/addUserGroup/addUserGroup.paths.ts';
import { addUserGroupShows } from '../../machines/addUserGroup/addUserGroup.shows.ts';
import { connectAddUserGroup } from '../../machines/addUserGroup/index.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { AddUserGroup } from '../../src/features/hr/index.ts';
import { renders } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

function story(events: AnyEventObject[]): Story {
  const snapshot = snapshotAfter(addUserGroupPaths.machine, ...events);
  return {
    args: { view: connectAddUserGroup(snapshot) },
    parameters: renders(addUserGroupShows as never, snapshot),
  };
}

/** Add user group over the team (Admin), in every state of its statechart. */
const meta = {
  title: 'HR/Add user group',
  component: AddUserGroup,
  args: { view: connectAddUserGroup(snapshotAfter(addUserGroupPaths.machine)) },
} satisfies Meta<typeof AddUserGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = { type: 'dialog.open' };
const named = [open, { type: 'name.change', value: S.name }];
const add = { type: 'group.add' };

export const Closed: Story = story([]);
export const Empty: Story = story([open]);
export const Named: Story = story(named);
export const NoName: Story = story([open, { type: 'name.change', value: S.blank }, add]);
export const Adding: Story = story([...named, add]);
/** The server's words (the name is taken), the name kept. */
export const NameTaken: Story = story([
  ...named,
  add,
  errorEvent('addUserGroup', serviceError(S.taken, 409)),
]);
export const Added: Story = story([...named, add, doneEvent('addUserGroup', S.answer)]);
