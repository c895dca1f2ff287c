import type { SnapshotFrom } from 'xstate';
import type {
  NativeTask,
  TaskDocument,
  TaskPerson,
  TaskPriority,
  TaskState,
  TaskUpload,
} from './taskForm.actors.ts';
import type { TaskFormEvent, taskFormMachine } from './taskForm.machine.ts';
import { DESCRIPTION_MAX, localDay, TITLE_MAX } from './taskForm.rules.ts';
import { TASK_FORM_TEXTS as T } from './taskForm.texts.ts';

type Snapshot = SnapshotFrom<typeof taskFormMachine>;
type Send = (event: TaskFormEvent) => void;

export type TaskFormIntents = {
  onAdd: () => void;
  onEdit: (task: NativeTask) => void;
  onClose: () => void;
  onTitleChange: (value: string) => void;
  onDescriptionChange: (value: string) => void;
  onPriorityChange: (value: TaskPriority | '') => void;
  onStateChange: (value: TaskState | '') => void;
  onDateChange: (value: string) => void;
  onParentChange: (value: string) => void;
  onSubtaskDraftChange: (value: string) => void;
  onAddSubtask: () => void;
  onRemoveSubtask: (id: number) => void;
  onQueryChange: (value: string) => void;
  onPick: (person: TaskPerson) => void;
  onRemoveAssignee: (id: number) => void;
  onUpload: (file: TaskUpload) => void;
  onRemoveDocument: (id: number) => void;
  onSave: () => void;
  onDelete: () => void;
  onConfirmDelete: () => void;
  onKeep: () => void;
};

const intentsBySend = new WeakMap<Send, TaskFormIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): TaskFormIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      // Today is read when the form opens: the due date's minimum where the user is.
      onAdd: () => send({ type: 'form.add', today: localDay() }),
      onEdit: (task) => send({ type: 'form.edit', task, today: localDay() }),
      onClose: () => send({ type: 'form.close' }),
      onTitleChange: (value) => send({ type: 'title.change', value }),
      onDescriptionChange: (value) => send({ type: 'description.change', value }),
      onPriorityChange: (value) => send({ type: 'priority.change', value }),
      onStateChange: (value) => send({ type: 'state.change', value }),
      onDateChange: (value) => send({ type: 'date.change', value }),
      onParentChange: (value) => send({ type: 'parent.change', value }),
      onSubtaskDraftChange: (value) => send({ type: 'subtaskDraft.change', value }),
      onAddSubtask: () => send({ type: 'subtask.add' }),
      onRemoveSubtask: (id) => send({ type: 'subtask.remove', id }),
      onQueryChange: (value) => send({ type: 'assignee.query', value }),
      onPick: (person) => send({ type: 'assignee.pick', person }),
      onRemoveAssignee: (id) => send({ type: 'assignee.remove', id }),
      onUpload: (file) => send({ type: 'document.upload', file }),
      onRemoveDocument: (id) => send({ type: 'document.remove', id }),
      onSave: () => send({ type: 'task.save' }),
      onDelete: () => send({ type: 'task.delete' }),
      onConfirmDelete: () => send({ type: 'delete.confirm' }),
      onKeep: () => send({ type: 'delete.cancel' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

/** The form as the view renders it: every value, what may be done, what to say. */
export type TaskFormModel = TaskFormIntents & {
  open: boolean;
  mode: 'add' | 'update';
  heading: string;
  taskId: number | null;
  createdBy: string | null;
  createdAt: string | null;
  today: string;
  title: string;
  description: string;
  priority: TaskPriority | '';
  state: TaskState | '';
  estimatedDate: string;
  parentTask: string;
  subtaskIds: number[];
  subtaskDraft: string;
  assignees: TaskPerson[];
  query: string;
  suggestions: TaskPerson[];
  documents: TaskDocument[];
  limits: { title: number; description: number };
  /** Saving, deleting, uploading or looking up: the fields are locked. */
  busy: boolean;
  canClose: boolean;
  canSave: boolean;
  canDelete: boolean;
  canAddSubtask: boolean;
  confirmOpen: boolean;
  canConfirm: boolean;
  /** The field a refusal is about, so the view can mark it and move focus there. */
  invalid: 'title' | 'date' | 'parent' | 'assignee' | null;
  /** Under the assignee search: 'No suggestions found', 'Username not found' or a failure. */
  pickerNote: string | null;
  alert: string | null;
  progress: string | null;
  notice: string | null;
};

function alertOf(s: Snapshot): string | null {
  const form = (state: string) => s.matches({ open: { form: state } } as never);
  if (form('incomplete')) return T.incomplete;
  if (form('pastDate')) return T.pastDate;
  if (form('selfParent')) return T.selfParent;
  if (form('uploadFailed') || form('failed')) return s.context.error;
  if (form('deleteFailed')) return T.deleteFailed;
  return null;
}

function progressOf(s: Snapshot): string | null {
  if (s.matches({ open: 'searching' })) return T.searching;
  if (s.matches({ open: 'lookingUp' })) return T.lookingUp;
  if (s.matches({ open: 'uploading' })) return T.uploading;
  if (s.matches({ open: 'saving' })) return T.saving;
  if (s.matches({ open: 'deleting' })) return T.deleting;
  return null;
}

export function connectTaskForm(snapshot: Snapshot, send: Send = ignore): TaskFormModel {
  const { context: c } = snapshot;
  const form = (state: string) => snapshot.matches({ open: { form: state } } as never);
  return {
    ...intentsOf(send),
    open: snapshot.hasTag('dialog'),
    mode: c.mode,
    heading: c.mode === 'update' ? T.updateTitle(c.taskId!) : T.addTitle,
    taskId: c.taskId,
    createdBy: c.createdBy,
    createdAt: c.createdAt,
    today: c.today,
    title: c.title,
    description: c.description,
    priority: c.priority,
    state: c.state,
    estimatedDate: c.estimatedDate,
    parentTask: c.parentTask,
    subtaskIds: c.subtaskIds,
    subtaskDraft: c.subtaskDraft,
    assignees: c.assignees,
    query: c.query,
    suggestions: form('suggesting') ? c.suggestions : [],
    documents: c.documents,
    limits: { title: TITLE_MAX, description: DESCRIPTION_MAX },
    busy: snapshot.hasTag('busy') && !snapshot.matches({ open: 'searching' }),
    canClose: snapshot.can({ type: 'form.close' }),
    canSave: snapshot.can({ type: 'task.save' }),
    canDelete: snapshot.can({ type: 'task.delete' }),
    canAddSubtask: snapshot.can({ type: 'subtask.add' }),
    confirmOpen:
      snapshot.matches({ open: 'confirmingDelete' }) || snapshot.matches({ open: 'deleting' }),
    canConfirm: snapshot.can({ type: 'delete.confirm' }),
    invalid: form('incomplete')
      ? 'title'
      : form('pastDate')
        ? 'date'
        : form('selfParent')
          ? 'parent'
          : form('usernameNotFound')
            ? 'assignee'
            : null,
    pickerNote: form('noSuggestions')
      ? T.noSuggestions
      : form('usernameNotFound')
        ? T.usernameNotFound
        : form('searchFailed')
          ? c.error
          : null,
    alert: alertOf(snapshot),
    progress: progressOf(snapshot),
    notice: snapshot.matches('done') ? c.notice : null,
  };
}
