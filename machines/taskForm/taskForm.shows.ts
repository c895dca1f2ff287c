import type { SnapshotFrom } from 'xstate';
import { defineShows } from '../shared/shows.ts';
import { taskFormMachine } from './taskForm.machine.ts';
import { TASK_FORM_TEXTS as T } from './taskForm.texts.ts';

type Snapshot = SnapshotFrom<typeof taskFormMachine>;

const titleOf = (s: Snapshot) =>
  s.context.mode === 'update' ? T.updateTitle(s.context.taskId!) : T.addTitle;
const isUpdate = (s: Snapshot) => s.context.mode === 'update';

/**
 * What the New Tasks tab shows of the form (ARCHITECTURE §4): Add task over the list; the panel
 * with Save and Cancel (and Delete, Created By and Created At in update mode); each refusal in
 * the spec's words or the server's; locked while busy; the confirmation of a delete; the
 * outcome after it closes.
 */
export const taskFormShows = defineShows({
  machine: taskFormMachine,
  vocabulary: [
    T.incomplete,
    T.pastDate,
    T.selfParent,
    T.noSuggestions,
    T.usernameNotFound,
    T.deleteFailed,
    T.saving,
    T.deleting,
    T.searching,
    T.lookingUp,
    T.uploading,
    T.saved,
    T.deleted,
  ],
  controls: {
    [T.add]: [{ type: 'form.add', today: '' }],
    [T.save]: [{ type: 'task.save' }],
    [T.cancel]: [{ type: 'form.close' }],
    [T.delete]: [{ type: 'task.delete' }],
    [T.confirmDelete]: [{ type: 'delete.confirm' }],
    [T.keep]: [{ type: 'delete.cancel' }],
  },
  states: {
    'taskForm.closed': { enabled: [T.add] },
    'taskForm.open': {
      dialogs: (s) => [titleOf(s)],
      variants: [{ when: isUpdate, texts: [T.createdBy, T.createdAt] }],
    },
    'taskForm.open.form': {
      enabled: [T.save, T.cancel],
      variants: [{ when: isUpdate, enabled: [T.delete] }],
    },
    'taskForm.open.form.editing': {},
    'taskForm.open.form.suggesting': { texts: (s) => s.context.suggestions.map((p) => p.name) },
    'taskForm.open.form.noSuggestions': { texts: [T.noSuggestions] },
    'taskForm.open.form.usernameNotFound': { texts: [T.usernameNotFound] },
    'taskForm.open.form.searchFailed': { texts: (s) => [s.context.error!] },
    'taskForm.open.form.incomplete': { texts: [T.incomplete] },
    'taskForm.open.form.pastDate': { texts: [T.pastDate] },
    'taskForm.open.form.selfParent': { texts: [T.selfParent] },
    'taskForm.open.form.uploadFailed': { texts: (s) => [s.context.error!] },
    'taskForm.open.form.failed': { texts: (s) => [s.context.error!] },
    'taskForm.open.form.deleteFailed': { texts: [T.deleteFailed] },
    'taskForm.open.waiting': {
      disabled: [T.save],
      enabled: [T.cancel],
      variants: [{ when: isUpdate, disabled: [T.delete] }],
    },
    'taskForm.open.searching': {
      texts: [T.searching],
      disabled: [T.save],
      enabled: [T.cancel],
      variants: [{ when: isUpdate, disabled: [T.delete] }],
    },
    'taskForm.open.lookingUp': {
      texts: [T.lookingUp],
      disabled: [T.save, T.cancel],
      variants: [{ when: isUpdate, disabled: [T.delete] }],
    },
    'taskForm.open.uploading': {
      texts: [T.uploading],
      disabled: [T.save, T.cancel],
      variants: [{ when: isUpdate, disabled: [T.delete] }],
    },
    'taskForm.open.saving': {
      texts: [T.saving],
      disabled: [T.save, T.cancel],
      variants: [{ when: isUpdate, disabled: [T.delete] }],
    },
    'taskForm.open.confirmingDelete': {
      dialogs: [T.confirmTitle],
      enabled: [T.confirmDelete, T.keep],
    },
    'taskForm.open.deleting': {
      dialogs: [T.confirmTitle],
      texts: [T.deleting],
      disabled: [T.confirmDelete, T.keep],
    },
    'taskForm.done': {
      enabled: [T.add],
      variants: [
        { when: (s) => s.context.notice === T.saved, texts: [T.saved] },
        { when: (s) => s.context.notice === T.deleted, texts: [T.deleted] },
      ],
    },
  },
});
