import type {
  NativeTask,
  NativeTaskInput,
  TaskDocument,
  TaskPerson,
  TaskPriority,
  TaskState,
  TaskUpload,
} from './taskForm.actors.ts';

export type TaskFormContext = {
  mode: 'add' | 'update';
  taskId: number | null;
  createdBy: string | null;
  createdAt: string | null;
  /** Today where the user is (the due date's minimum), and the due date the task had. */
  today: string;
  keptDate: string | null;
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
  /** What a refusal or failure says (the server's words where it has some). */
  error: string | null;
  /** Said once the form has closed: saved or deleted. */
  notice: string | null;
};

export type TaskFormEvent =
  | { type: 'form.add'; today: string }
  | { type: 'form.edit'; task: NativeTask; today: string }
  | { type: 'form.close' }
  | { type: 'title.change'; value: string }
  | { type: 'description.change'; value: string }
  | { type: 'priority.change'; value: TaskPriority | '' }
  | { type: 'state.change'; value: TaskState | '' }
  | { type: 'date.change'; value: string }
  | { type: 'parent.change'; value: string }
  | { type: 'subtaskDraft.change'; value: string }
  | { type: 'subtask.add' }
  | { type: 'subtask.remove'; id: number }
  | { type: 'assignee.query'; value: string }
  | { type: 'assignee.pick'; person: TaskPerson }
  | { type: 'assignee.remove'; id: number }
  | { type: 'document.upload'; file: TaskUpload }
  | { type: 'document.remove'; id: number }
  | { type: 'task.save' }
  | { type: 'task.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export const EMPTY = {
  taskId: null,
  createdBy: null,
  createdAt: null,
  keptDate: null,
  title: '',
  description: '',
  priority: '',
  state: '',
  estimatedDate: '',
  parentTask: '',
  subtaskIds: [],
  subtaskDraft: '',
  assignees: [],
  query: '',
  suggestions: [],
  documents: [],
  error: null,
} satisfies Partial<TaskFormContext>;

/** What the form sends: description only if non-blank (spec part 2 §5). */
export function taskBody(c: TaskFormContext): NativeTaskInput {
  const description = c.description.trim();
  return {
    title: c.title.trim(),
    ...(description ? { description } : {}),
    priority: c.priority as TaskPriority,
    state: c.state as TaskState,
    assignee_ids: c.assignees.map((a) => a.id),
    estimated_date: c.estimatedDate || null,
    parent_task: c.parentTask ? Number(c.parentTask) : null,
    subtask_ids: c.subtaskIds,
    document_ids: c.documents.map((d) => d.id),
  };
}
