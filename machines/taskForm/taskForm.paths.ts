import {
  afterEvent,
  definePathSpec,
  doneEvent,
  errorEvent,
  onlyRealChanges,
  serviceError,
} from '../pathSpec.ts';
import { TASK_FORM_SAMPLE as S } from './taskForm.fixtures.ts';
import { taskFormMachine } from './taskForm.machine.ts';
import { isPastDate, isSelfParent } from './taskForm.rules.ts';
import { taskFormShows } from './taskForm.shows.ts';

export { TASK_FORM_SAMPLE } from './taskForm.fixtures.ts';

const realChange = onlyRealChanges({
  'title.change': ['title', 'value'],
  'priority.change': ['priority', 'value'],
  'state.change': ['state', 'value'],
  'date.change': ['estimatedDate', 'value'],
  'parent.change': ['parentTask', 'value'],
  'subtaskDraft.change': ['subtaskDraft', 'value'],
  'assignee.query': ['query', 'value'],
  'description.change': ['description', 'value'],
});

/** Removing a chip is possible only while it shows. */
function canRemove(
  c: { subtaskIds: number[]; assignees: { id: number }[]; documents: { id: number }[] },
  event: { type: string; id?: number },
) {
  if (event.type === 'subtask.remove') return c.subtaskIds.includes(event.id!);
  if (event.type === 'assignee.remove') return c.assignees.some((a) => a.id === event.id);
  if (event.type === 'document.remove') return c.documents.some((d) => d.id === event.id);
  return true;
}

/**
 * Keeps the walk small: a form is filled in add mode and cleared in update mode; the parent is
 * the task itself only in update mode; a refused date or parent is not walked further into a
 * search or an upload (their branches are independent of each other).
 */
function walkable(
  c: {
    mode: string;
    query: string;
    title: string;
    priority: string;
    state: string;
    estimatedDate: string;
    today: string;
    keptDate: string | null;
    parentTask: string;
    taskId: number | null;
  },
  event: { type: string; value?: string },
) {
  const update = c.mode === 'update';
  switch (event.type) {
    case 'title.change':
      return update === (event.value === '');
    // Filled in order: title, priority, state, then a description.
    // (Or while a search waits: typing elsewhere drops it.)
    case 'priority.change':
      return !update && (c.title !== '' || c.query !== '');
    case 'state.change':
      return !update && (c.priority !== '' || c.query !== '');
    case 'description.change':
      return !update && (c.state !== '' || c.query !== '');
    case 'parent.change':
      return update;
    // Searches, uploads and subtasks from an untouched form (add mode) or the task as it was.
    case 'assignee.query':
      // A name is typed from its first letters on, then one more.
      if (event.value === S.query && c.query !== '') return false;
      if (event.value === `${S.query}i` && c.query !== S.query) return false;
      return walkable(c, { type: 'document.upload' });
    case 'document.upload':
    case 'subtaskDraft.change':
      return (
        !isPastDate(c.estimatedDate, c.today, c.keptDate) &&
        !isSelfParent(c.parentTask, c.taskId) &&
        (update ? c.title !== '' : c.priority === '')
      );
    default:
      return true;
  }
}

export const taskFormPaths = definePathSpec({
  machine: taskFormMachine,
  shows: taskFormShows as never,
  events: [
    { type: 'form.add', today: S.today },
    { type: 'form.edit', task: S.task, today: S.today },
    { type: 'form.close' },
    { type: 'title.change', value: S.title },
    { type: 'title.change', value: '' },
    { type: 'priority.change', value: 'HIGH' },
    { type: 'state.change', value: 'TODO' },
    { type: 'date.change', value: S.pastDate },
    { type: 'parent.change', value: String(S.task.id) },
    { type: 'description.change', value: S.description },
    { type: 'subtaskDraft.change', value: S.otherSubtask },
    { type: 'subtask.add' },
    { type: 'subtask.remove', id: Number(S.subtask) },
    { type: 'assignee.query', value: S.query },
    { type: 'assignee.query', value: `${S.query}i` },
    { type: 'assignee.query', value: S.username },
    { type: 'assignee.query', value: '' },
    { type: 'assignee.remove', id: S.other.id },
    { type: 'document.remove', id: S.document.id },
    afterEvent('searchDelay', 'taskForm.open.waiting'),
    doneEvent('searchPeople', [S.person]),
    doneEvent('searchPeople', []),
    errorEvent('searchPeople', serviceError(S.searchRefused, 400)),
    { type: 'assignee.pick', person: S.person },
    doneEvent('lookupUsername', S.person),
    errorEvent('lookupUsername', serviceError('Username not found', 404)),
    { type: 'document.upload', file: S.file },
    doneEvent('uploadDocument', S.document),
    errorEvent('uploadDocument', serviceError(S.uploadRefused, 400)),
    { type: 'task.save' },
    doneEvent('saveTask', S.task),
    errorEvent('saveTask', serviceError(S.refused, 400)),
    { type: 'task.delete' },
    { type: 'delete.cancel' },
    { type: 'delete.confirm' },
    doneEvent('deleteTask', { msg: 'Task Deleted Successfully!' }),
    errorEvent('deleteTask', serviceError('Task not found.', 404)),
  ],
  filterEvents: (snapshot, event) =>
    realChange(snapshot, event) &&
    canRemove(snapshot.context, event) &&
    walkable(snapshot.context, event) &&
    // A person is picked only from the suggestions shown.
    !(event.type === 'assignee.pick' && !snapshot.matches({ open: { form: 'suggesting' } })),
  // What the guards read, and the mode; the fields only as complete or not (how many are filled
  // and what the search holds only multiplied the walk: 3,367 paths for the coverage of 788).
  stateKey: (snapshot) => {
    const c = snapshot.context;
    return {
      value: snapshot.value,
      mode: c.mode,
      complete: c.title !== '' && c.priority !== '' && c.state !== '',
      past: isPastDate(c.estimatedDate, c.today, c.keptDate),
      self: isSelfParent(c.parentTask, c.taskId),
      draft: c.subtaskDraft !== '',
    };
  },
  describeEvent: (event) => {
    switch (event.type) {
      case 'form.add':
        return "press 'Add task'";
      case 'form.edit':
        return `open task ${event.task.id}`;
      case 'form.close':
        return "press 'Cancel'";
      case 'title.change':
        return event.value ? `type the title "${event.value}"` : 'clear the title';
      case 'priority.change':
        return `choose the priority ${event.value}`;
      case 'state.change':
        return `choose the state ${event.value}`;
      case 'date.change':
        return `choose the due date ${event.value}`;
      case 'parent.change':
        return event.value ? `type the parent task ${event.value}` : 'clear the parent task';
      case 'subtaskDraft.change':
        return `type the subtask id ${event.value}`;
      case 'subtask.add':
        return "press 'Add subtask'";
      case 'subtask.remove':
        return `remove subtask ${event.id}`;
      case 'assignee.remove':
        return `remove the assignee ${event.id}`;
      case 'document.remove':
        return `remove the attachment ${event.id}`;
      case 'description.change':
        return `write the description "${event.value}"`;
      case 'assignee.query':
        return `type "${event.value}" in the assignee search`;
      case 'assignee.pick':
        return `pick ${event.person.name}`;
      case 'document.upload':
        return `attach ${event.file.name}`;
      case 'task.save':
        return "press 'Save'";
      case 'task.delete':
        return "press 'Delete'";
      case 'delete.cancel':
        return "press 'Keep task'";
      case 'delete.confirm':
        return "press 'Delete task'";
      default:
        if (event.type.startsWith('xstate.after')) return 'wait a second';
        if (event.type.startsWith('xstate.done.actor.'))
          return `the server answers ${event.type.slice('xstate.done.actor.'.length)}`;
        if (event.type.startsWith('xstate.error.actor.'))
          return `the server refuses ${event.type.slice('xstate.error.actor.'.length)}: "${event.error.message}"`;
        return undefined;
    }
  },
});
