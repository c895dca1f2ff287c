import type { PromiseActorLogic } from 'xstate';
import type { components } from '../../openapi/generated/main.ts';

export type NativeTask = components['schemas']['NativeTask'];
export type NativeTaskInput = components['schemas']['NativeTaskInput'];
export type TaskPerson = components['schemas']['NativeTaskPerson'];
export type TaskDocument = components['schemas']['TaskDocument'];
export type TaskPriority = components['schemas']['NativeTaskPriority'];
export type TaskState = components['schemas']['NativeTaskState'];

/** A file chosen to attach: its bytes, name and type (the upload sends them as multipart). */
export type TaskUpload = { name: string; type: string; blob: Blob };

/** A save: a new task (id null) or an update of task `id`. */
export type SaveTaskInput = { id: number | null; body: NativeTaskInput };

/** The form's calls by the names the machine invokes them with; each rejects with the server's words. */
export type TaskFormActors = {
  searchPeople: PromiseActorLogic<TaskPerson[], { search: string }>;
  lookupUsername: PromiseActorLogic<TaskPerson, { username: string }>;
  uploadDocument: PromiseActorLogic<TaskDocument, TaskUpload>;
  saveTask: PromiseActorLogic<NativeTask, SaveTaskInput>;
  deleteTask: PromiseActorLogic<unknown, { id: number }>;
};
