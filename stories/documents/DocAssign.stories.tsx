import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AnyEventObject } from 'xstate';
import {
  docAssignPaths,
  DOC_ASSIGN_SAMPLE as S,
} from '../../machines/docAssign/docAssign.paths.ts';
import { docAssignShows } from '../../machines/docAssign/docAssign.shows.ts';
import { connectDocAssign, DOC_ASSIGN_TEXTS as T } from '../../machines/docAssign/index.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { AssignDialog } from '../../src/features/documents/components/AssignDialog.tsx';
import { viewStory } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

const at = (...events: AnyEventObject[]) => snapshotAfter(docAssignPaths.machine, ...events);
const story = (...events: AnyEventObject[]) =>
  viewStory(docAssignShows as never, connectDocAssign, at(...events));
const user = { type: 'user.pick', username: S.users[1].username };
const type = { type: 'doctype.pick', doctype: S.doctype };
const confirm = { type: 'assign.confirm' };

const meta = {
  title: 'Documents/Assign dialog',
  component: AssignDialog,
  parameters: { layout: 'fullscreen' },
  args: { view: connectDocAssign(at()), users: S.users },
} satisfies Meta<typeof AssignDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: Ok disabled. */
export const Editing: Story = {
  ...story(),
  play: async () => {
    await expect(within(document.body).getByRole('button', { name: T.ok })).toBeDisabled();
  },
};

/** Only a user: Ok still disabled. */
export const UserOnly: Story = story(user);

export const Ready: Story = story(user, type);
export const Assigning: Story = story(user, type, confirm);
export const Assigned: Story = story(user, type, confirm, doneEvent('assignDocuments', {}));
export const Failed: Story = story(
  user,
  type,
  confirm,
  errorEvent('assignDocuments', serviceError('loan share not found', 404)),
);
export const Closed: Story = story({ type: 'assign.close' });
