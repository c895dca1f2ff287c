import { assign, not, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type {
  NativeTask,
  SaveTaskInput,
  TaskDocument,
  TaskPerson,
  TaskUpload,
} from './taskForm.actors.ts';
import {
  canAddSubtask,
  DESCRIPTION_MAX,
  digitsOnly,
  isComplete,
  isPastDate,
  isSelfParent,
  isUsername,
  TITLE_MAX,
} from './taskForm.rules.ts';
import { TASK_FORM_TEXTS as T } from './taskForm.texts.ts';
import { EMPTY, type TaskFormContext, type TaskFormEvent, taskBody } from './taskForm.types.ts';

export type { TaskFormContext, TaskFormEvent } from './taskForm.types.ts';
export { taskBody } from './taskForm.types.ts';

const FORM = '#taskForm.open.form';

/**
 * Any change of a value: back to editing (a refusal's words go), the value kept. Also while a
 * search waits or runs: typing elsewhere drops the search, never what was typed.
 */
function edits(target: string) {
  const edit = { target, actions: 'assignEdit' } as const;
  return {
    'title.change': edit,
    'description.change': edit,
    'priority.change': edit,
    'state.change': edit,
    'date.change': edit,
    'parent.change': edit,
    'subtaskDraft.change': edit,
    'subtask.add': { guard: 'canAddSubtask', ...edit },
    'subtask.remove': edit,
    'assignee.remove': edit,
  } as const;
}

/** Opening the form: empty to add, or filled from a task to update. */
const OPENERS = {
  'form.add': { target: '#taskForm.open', actions: 'openEmpty' },
  'form.edit': { target: '#taskForm.open', actions: 'openTask' },
} as const;

/**
 * The native task add/update form (spec part 2 §2 'New Tasks', §4 'Form modes: add and update',
 * §5 task validation and assignee lookup, §8 texts): a slide-in panel over the list. Title,
 * priority and state are required, the due date is not before today, the parent is not the task
 * itself; assignees are searched (after a pause in typing) or, for exactly 10 digits, looked up
 * by username; files are uploaded as they are chosen. A failed save keeps everything typed and
 * says the server's words; update mode can delete the task after a confirmation.
 */
export const taskFormMachine = setup({
  types: {
    context: {} as TaskFormContext,
    events: {} as TaskFormEvent,
    tags: {} as 'dialog' | 'busy' | 'error',
  },
  actors: {
    searchPeople: unprovided<TaskPerson[], { search: string }>('searchPeople'),
    lookupUsername: unprovided<TaskPerson, { username: string }>('lookupUsername'),
    uploadDocument: unprovided<TaskDocument, TaskUpload>('uploadDocument'),
    saveTask: unprovided<NativeTask, SaveTaskInput>('saveTask'),
    deleteTask: unprovided<unknown, { id: number }>('deleteTask'),
  },
  delays: {
    /** Spec part 2 §9: search is debounced 1 second. */
    searchDelay: 1000,
  },
  guards: {
    isComplete: ({ context: c }) => isComplete(c.title, c.priority, c.state),
    isPastDate: ({ context: c }) => isPastDate(c.estimatedDate, c.today, c.keptDate),
    isSelfParent: ({ context: c }) => isSelfParent(c.parentTask, c.taskId),
    isUpdate: ({ context }) => context.mode === 'update',
    canAddSubtask: ({ context: c }) => canAddSubtask(c.subtaskDraft, c.taskId, c.subtaskIds),
    isUsernameQuery: ({ event }) => event.type === 'assignee.query' && isUsername(event.value),
    isBlankQuery: ({ event }) => event.type === 'assignee.query' && event.value.trim() === '',
    hasSuggestions: ({ event }) => (event as unknown as { output: TaskPerson[] }).output.length > 0,
  },
  actions: {
    assignEdit: assign(({ context, event }) => {
      switch (event.type) {
        case 'title.change':
          return { title: event.value.slice(0, TITLE_MAX), error: null };
        case 'description.change':
          return { description: event.value.slice(0, DESCRIPTION_MAX), error: null };
        case 'priority.change':
          return { priority: event.value, error: null };
        case 'state.change':
          return { state: event.value, error: null };
        case 'date.change':
          return { estimatedDate: event.value, error: null };
        case 'parent.change':
          return { parentTask: digitsOnly(event.value), error: null };
        case 'subtaskDraft.change':
          return { subtaskDraft: digitsOnly(event.value), error: null };
        case 'subtask.add':
          return {
            subtaskIds: [...context.subtaskIds, Number(context.subtaskDraft)],
            subtaskDraft: '',
          };
        case 'subtask.remove':
          return { subtaskIds: context.subtaskIds.filter((id) => id !== event.id) };
        case 'assignee.pick':
          return {
            assignees: context.assignees.some((a) => a.id === event.person.id)
              ? context.assignees
              : [...context.assignees, event.person],
            query: '',
            suggestions: [],
          };
        case 'assignee.remove':
          return { assignees: context.assignees.filter((a) => a.id !== event.id) };
        case 'document.remove':
          return { documents: context.documents.filter((d) => d.id !== event.id) };
        default:
          return {};
      }
    }),
    assignQuery: assign(({ event }) =>
      event.type === 'assignee.query' ? { query: event.value, suggestions: [] } : {},
    ),
    openEmpty: assign(({ event }) =>
      event.type === 'form.add'
        ? { ...EMPTY, mode: 'add' as const, today: event.today, notice: null }
        : {},
    ),
    openTask: assign(({ event }) => {
      if (event.type !== 'form.edit') return {};
      const { task } = event;
      return {
        ...EMPTY,
        mode: 'update' as const,
        today: event.today,
        notice: null,
        taskId: task.id,
        createdBy: task.created_by_name,
        createdAt: task.created_at,
        keptDate: task.estimated_date,
        title: task.title,
        description: task.description ?? '',
        priority: task.priority,
        state: task.state,
        estimatedDate: task.estimated_date ?? '',
        parentTask: task.parent_task ? String(task.parent_task) : '',
        subtaskIds: task.subtask_ids,
        assignees: task.assignees,
        documents: task.documents,
      };
    }),
    /** The list shows the saved task, or no longer the deleted one (the app refreshes it). */
    tasksChanged: () => {},
  },
}).createMachine({
  id: 'taskForm',
  context: { ...EMPTY, mode: 'add', today: '', notice: null },
  initial: 'closed',
  states: {
    closed: { description: 'the list, with Add task', on: OPENERS },
    open: {
      tags: 'dialog',
      initial: 'form',
      states: {
        form: {
          initial: 'editing',
          on: {
            ...edits('.editing'),
            'assignee.pick': { target: '.editing', actions: 'assignEdit' },
            'document.remove': { target: '.editing', actions: 'assignEdit' },
            'assignee.query': [
              { guard: 'isUsernameQuery', target: 'lookingUp', actions: 'assignQuery' },
              { guard: 'isBlankQuery', target: '.editing', actions: 'assignQuery' },
              { target: 'waiting', actions: 'assignQuery' },
            ],
            'document.upload': 'uploading',
            'task.save': [
              { guard: not('isComplete'), target: '.incomplete' },
              { guard: 'isPastDate', target: '.pastDate' },
              { guard: 'isSelfParent', target: '.selfParent' },
              { target: 'saving' },
            ],
            'task.delete': { guard: 'isUpdate', target: 'confirmingDelete' },
            // Closed without saving: nothing is sent; the next opening starts afresh.
            'form.close': '#taskForm.closed',
          },
          states: {
            editing: {},
            suggesting: { description: 'the people found, to pick from' },
            noSuggestions: { description: "'No suggestions found'" },
            usernameNotFound: { description: "'Username not found'", tags: 'error' },
            searchFailed: { description: "the search failed: the server's words", tags: 'error' },
            incomplete: {
              description: "'Please fill title, priority and status correctly!'",
              tags: 'error',
            },
            pastDate: { description: 'the due date is before today', tags: 'error' },
            selfParent: { description: 'the parent task is the task itself', tags: 'error' },
            uploadFailed: { description: "the upload failed: the server's words", tags: 'error' },
            failed: {
              description: "'Error in Creating/Updating Task.' and the server's words; all kept",
              tags: 'error',
            },
            deleteFailed: { description: "'Could not Delete Task'", tags: 'error' },
          },
        },
        waiting: {
          description: 'a pause in typing before the search',
          on: {
            ...edits(`${FORM}.editing`),
            'assignee.query': [
              { guard: 'isUsernameQuery', target: 'lookingUp', actions: 'assignQuery' },
              { guard: 'isBlankQuery', target: `${FORM}.editing`, actions: 'assignQuery' },
              { target: 'waiting', reenter: true, actions: 'assignQuery' },
            ],
            'form.close': '#taskForm.closed',
          },
          after: { searchDelay: 'searching' },
        },
        searching: {
          tags: 'busy',
          on: {
            ...edits(`${FORM}.editing`),
            'assignee.query': [
              { guard: 'isUsernameQuery', target: 'lookingUp', actions: 'assignQuery' },
              { guard: 'isBlankQuery', target: `${FORM}.editing`, actions: 'assignQuery' },
              { target: 'waiting', actions: 'assignQuery' },
            ],
            'form.close': '#taskForm.closed',
          },
          invoke: {
            id: 'searchPeople',
            src: 'searchPeople',
            input: ({ context }) => ({ search: context.query.trim() }),
            onDone: [
              {
                guard: 'hasSuggestions',
                target: `${FORM}.suggesting`,
                actions: assign(({ event }) => ({ suggestions: event.output })),
              },
              { target: `${FORM}.noSuggestions` },
            ],
            onError: {
              target: `${FORM}.searchFailed`,
              actions: assign(({ event }) => ({ error: toServiceError(event.error).message })),
            },
          },
        },
        lookingUp: {
          tags: 'busy',
          invoke: {
            id: 'lookupUsername',
            src: 'lookupUsername',
            input: ({ context }) => ({ username: context.query.trim() }),
            onDone: {
              target: `${FORM}.editing`,
              actions: assign(({ context, event }) => ({
                assignees: context.assignees.some((a) => a.id === event.output.id)
                  ? context.assignees
                  : [...context.assignees, event.output],
                query: '',
              })),
            },
            onError: { target: `${FORM}.usernameNotFound` },
          },
        },
        uploading: {
          tags: 'busy',
          invoke: {
            id: 'uploadDocument',
            src: 'uploadDocument',
            input: ({ event }) =>
              (event as Extract<TaskFormEvent, { type: 'document.upload' }>).file,
            onDone: {
              target: `${FORM}.editing`,
              actions: assign(({ context, event }) => ({
                documents: [...context.documents, event.output],
              })),
            },
            onError: {
              target: `${FORM}.uploadFailed`,
              actions: assign(({ event }) => ({ error: toServiceError(event.error).message })),
            },
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'saveTask',
            src: 'saveTask',
            input: ({ context }) => ({ id: context.taskId, body: taskBody(context) }),
            onDone: {
              target: '#taskForm.done',
              actions: [assign({ notice: T.saved, error: null }), 'tasksChanged'],
            },
            onError: {
              target: `${FORM}.failed`,
              actions: assign(({ event }) => ({
                error: T.saveFailed(toServiceError(event.error).message),
              })),
            },
          },
        },
        confirmingDelete: {
          description: 'Delete task? Delete task or Keep task',
          on: {
            'delete.confirm': 'deleting',
            'delete.cancel': `${FORM}.editing`,
          },
        },
        deleting: {
          tags: 'busy',
          invoke: {
            id: 'deleteTask',
            src: 'deleteTask',
            input: ({ context }) => ({ id: context.taskId! }),
            onDone: {
              target: '#taskForm.done',
              actions: [assign({ notice: T.deleted, error: null }), 'tasksChanged'],
            },
            onError: { target: `${FORM}.deleteFailed` },
          },
        },
      },
    },
    done: {
      description: "'Task Created/Updated Successfully!' or 'Task Deleted Successfully!'",
      on: OPENERS,
    },
  },
});
