import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { AnyEventObject } from 'xstate';
import { afterEvent, doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { connectTaskForm, TASK_FORM_TEXTS as T } from '../../machines/taskForm/index.ts';
import { TASK_FORM_SAMPLE as S, taskFormPaths } from '../../machines/taskForm/taskForm.paths.ts';
import { taskFormShows } from '../../machines/taskForm/taskForm.shows.ts';
import { ApiError } from '../../src/api/errors.ts';
import { TaskForm } from '../../src/features/tasks/native/index.ts';
import { renders } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

function story(events: AnyEventObject[]): Story {
  const snapshot = snapshotAfter(taskFormPaths.machine, ...events);
  return {
    args: { view: connectTaskForm(snapshot) },
    parameters: renders(taskFormShows as never, snapshot),
  };
}

/** The New Tasks tab's add/update form, in every state of its statechart. */
const meta = {
  title: 'Tasks/Task form',
  component: TaskForm,
  args: {
    view: connectTaskForm(snapshotAfter(taskFormPaths.machine)),
    attachmentFile: async () => new Blob(),
  },
} satisfies Meta<typeof TaskForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const add = { type: 'form.add', today: S.today };
const edit = { type: 'form.edit', task: S.task, today: S.today };
const filled = [
  add,
  { type: 'title.change', value: S.title },
  { type: 'priority.change', value: 'HIGH' },
  { type: 'state.change', value: 'TODO' },
  { type: 'description.change', value: S.description },
];
const save = { type: 'task.save' };
const search = { type: 'assignee.query', value: S.query };
const waited = afterEvent('searchDelay', 'taskForm.open.waiting');

export const Closed: Story = story([]);
export const Adding: Story = story([add]);
export const Updating: Story = story([edit]);
/** An attachment whose file the server refuses: the tab closes, its words show beside the name. */
export const AttachmentRefused: Story = {
  ...story([edit]),
  args: {
    ...story([edit]).args,
    attachmentFile: async () => {
      throw new ApiError(404, { error: 'Document 501 not found' });
    },
  },
  play: async () => {
    const attachments = within(screen.getByRole('list', { name: T.attachments }));
    // No real tab in the story: the one opened at the click is closed again on the refusal.
    const open = window.open;
    window.open = () => null;
    try {
      await userEvent.click(
        attachments.getByRole('button', { name: T.openAttachment(S.document.name) }),
      );
      await expect(await attachments.findByRole('alert')).toHaveTextContent(
        'Document 501 not found',
      );
    } finally {
      window.open = open;
    }
  },
};
/** No title, priority or state: the spec's refusal. */
export const Incomplete: Story = story([add, save]);
export const PastDueDate: Story = story([
  ...filled,
  { type: 'date.change', value: S.pastDate },
  save,
]);
export const OwnParent: Story = story([
  edit,
  { type: 'parent.change', value: String(S.task.id) },
  save,
]);
export const WaitingToSearch: Story = story([add, search]);
export const Searching: Story = story([add, search, waited]);
export const Suggestions: Story = story([
  add,
  search,
  waited,
  doneEvent('searchPeople', [S.person, S.other]),
]);
export const NoSuggestions: Story = story([add, search, waited, doneEvent('searchPeople', [])]);
export const SearchFailed: Story = story([
  add,
  search,
  waited,
  errorEvent('searchPeople', serviceError(S.searchRefused, 400)),
]);
export const LookingUp: Story = story([add, { type: 'assignee.query', value: S.username }]);
export const UsernameNotFound: Story = story([
  add,
  { type: 'assignee.query', value: '1111111111' },
  errorEvent('lookupUsername', serviceError('Username not found', 404)),
]);
export const Uploading: Story = story([edit, { type: 'document.upload', file: S.file }]);
export const UploadFailed: Story = story([
  edit,
  { type: 'document.upload', file: S.file },
  errorEvent('uploadDocument', serviceError(S.uploadRefused, 400)),
]);
export const Saving: Story = story([...filled, save]);
/** The server's words after the spec's, everything typed kept. */
export const SaveFailed: Story = story([
  ...filled,
  { type: 'subtaskDraft.change', value: '99999' },
  { type: 'subtask.add' },
  save,
  errorEvent('saveTask', serviceError(S.refused, 400)),
]);
export const Saved: Story = story([...filled, save, doneEvent('saveTask', S.task)]);
export const ConfirmingDelete: Story = story([edit, { type: 'task.delete' }]);
export const Deleting: Story = story([edit, { type: 'task.delete' }, { type: 'delete.confirm' }]);
export const DeleteFailed: Story = story([
  edit,
  { type: 'task.delete' },
  { type: 'delete.confirm' },
  errorEvent('deleteTask', serviceError('Task not found.', 404)),
]);
export const Deleted: Story = story([
  edit,
  { type: 'task.delete' },
  { type: 'delete.confirm' },
  doneEvent('deleteTask', { msg: 'Task Deleted Successfully!' }),
]);
