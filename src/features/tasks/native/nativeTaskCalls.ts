import type { Client } from 'openapi-fetch';
import type {
  NativeTask,
  NativeTaskInput,
  TaskFormActors,
  TaskState,
} from '../../../../machines/taskForm/index.ts';
import type { components, paths as MainPaths } from '../../../../openapi/generated/main.ts';
import { unwrap } from '../../../api/errors.ts';
import { intentKey } from '../../../api/intentKey.ts';
import { fromAbortable } from '../../../platform/abortableActor.ts';

type UploadBody = components['schemas']['TaskDocumentUpload'];

/** The form's calls over the plain main client: the form shows the server's words itself. */
export function taskFormActors(main: Client<MainPaths>, uploader: () => string): TaskFormActors {
  return {
    searchPeople: fromAbortable(
      async ({ input, signal }) =>
        unwrap(
          await main.GET('/task/native-tasks/people', {
            params: { query: { search: input.search } },
            signal,
          }),
        ).results,
    ),
    lookupUsername: fromAbortable(async ({ input, signal }) => {
      const found = unwrap(
        await main.GET('/task/native-tasks/people', {
          params: { query: { username: input.username } },
          signal,
        }),
      ).results[0];
      if (!found) throw new Error('Username not found');
      return found;
    }),
    uploadDocument: fromAbortable(async ({ input, signal }) => {
      const form = new FormData();
      form.append('user_id', uploader());
      form.append('mime_type', input.type || 'application/octet-stream');
      form.append('document', input.blob, input.name);
      return unwrap(
        await main.POST('/task/task-documents', {
          params: { header: { 'Idempotency-Key': intentKey('task-document', input.name) } },
          // openapi-fetch sends a FormData body as it is (the browser sets the boundary).
          body: form as unknown as UploadBody,
          signal,
        }),
      );
    }),
    saveTask: fromAbortable(async ({ input, signal }) =>
      input.id === null
        ? unwrap(
            await main.POST('/task/native-tasks', {
              // Created once: a retry of the same form is answered with the first task.
              params: { header: { 'Idempotency-Key': intentKey('native-task', input.body) } },
              body: input.body,
              signal,
            }),
          )
        : unwrap(
            await main.PUT('/task/native-tasks/{task_id}', {
              params: { path: { task_id: input.id } },
              body: input.body,
              signal,
            }),
          ),
    ),
    deleteTask: fromAbortable(async ({ input, signal }) =>
      unwrap(
        await main.DELETE('/task/native-tasks/{task_id}', {
          params: { path: { task_id: input.id } },
          signal,
        }),
      ),
    ),
  };
}

/** A task attachment's file, for opening it (GET task/task-documents/{document_id}). */
export const taskAttachmentFile =
  (main: Client<MainPaths>) =>
  async (documentId: number): Promise<Blob> =>
    unwrap(
      await main.GET('/task/task-documents/{document_id}', {
        params: { path: { document_id: documentId } },
        parseAs: 'blob',
      }),
    ) as Blob;

/** What the board sends to move a task: the task as it is, in another state. */
export function movedBody(task: NativeTask, state: TaskState): NativeTaskInput {
  const description = task.description?.trim();
  return {
    title: task.title,
    ...(description ? { description } : {}),
    priority: task.priority,
    state,
    assignee_ids: task.assignee_ids,
    estimated_date: task.estimated_date,
    parent_task: task.parent_task,
    subtask_ids: task.subtask_ids,
    document_ids: task.document_ids,
  };
}

/** Moves a task to another state on the board; rejects with the server's words. */
export type MoveTask = (task: NativeTask, state: TaskState) => Promise<NativeTask>;

export const moveTaskCall =
  (main: Client<MainPaths>): MoveTask =>
  async (task, state) =>
    unwrap(
      await main.PUT('/task/native-tasks/{task_id}', {
        params: { path: { task_id: task.id } },
        body: movedBody(task, state),
      }),
    );
