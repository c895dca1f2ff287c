// Contract cases of the native tasks and their attachments (main service).
import type { Harness } from '../harness.ts';
import { multipartBody, SAMPLE_JPEG } from '../multipart.ts';
import { bodyOf } from './documents.ts';
import type { Case } from './shared.ts';

const CREDIT_MANAGER = { username: '9000000024' };

export function nativeTaskCases(h: Harness): Record<string, Case> {
  const token = () => h.tokenOf(CREDIT_MANAGER);
  const userId = () =>
    (
      h.db.prepare('SELECT id FROM users WHERE username = ?').get(CREDIT_MANAGER.username) as {
        id: number;
      }
    ).id;
  const someTask = () =>
    (h.db.prepare('SELECT id FROM native_tasks ORDER BY id DESC LIMIT 1').get() as { id: number })
      .id;
  const upload = () =>
    h.call('taskDocumentUpload', {
      token: token(),
      ...bodyOf(multipartBody({ user_id: String(userId()), mime_type: 'image/jpeg' }, SAMPLE_JPEG)),
    });
  return {
    nativeTaskList: {
      valid: async () => [
        await h.call('nativeTaskList', {
          token: token(),
          query: { state: ['TODO', 'DONE'], priority: 'HIGH', start: 20, entries: 20 },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('nativeTaskList', { token: token(), query: { state: 'LOST' } }),
        400,
      ],
    },
    nativeTaskCreate: {
      valid: async () => [
        await h.call('nativeTaskCreate', {
          token: token(),
          body: { title: 'Check the branch cash book', priority: 'HIGH', state: 'TODO' },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('nativeTaskCreate', {
          token: token(),
          body: { title: 'Orphan', priority: 'LOW', state: 'TODO', subtask_ids: [99_999_999] },
        }),
        400,
      ],
    },
    nativeTaskUpdate: {
      valid: async () => [
        await h.call('nativeTaskUpdate', {
          token: token(),
          params: { task_id: someTask() },
          body: { title: 'Moved along', priority: 'MEDIUM', state: 'IN_PROGRESS' },
        }),
        200,
      ],
      invalid: async () => {
        const id = someTask();
        return [
          await h.call('nativeTaskUpdate', {
            token: token(),
            params: { task_id: id },
            body: { title: 'Loop', priority: 'MEDIUM', state: 'TODO', parent_task: id },
          }),
          400,
        ];
      },
    },
    nativeTaskDelete: {
      valid: async () => [
        await h.call('nativeTaskDelete', { token: token(), params: { task_id: someTask() } }),
        200,
      ],
      invalid: async () => [
        await h.call('nativeTaskDelete', { token: token(), params: { task_id: 99_999_999 } }),
        404,
      ],
    },
    nativeTaskPeople: {
      valid: async () => [
        await h.call('nativeTaskPeople', { token: token(), query: { search: 'Manager' } }),
        200,
      ],
      invalid: async () => [
        await h.call('nativeTaskPeople', { token: token(), query: { username: '12345' } }),
        400,
      ],
    },
    taskDocumentUpload: {
      valid: async () => [await upload(), 200],
      invalid: async () => [
        await h.call('taskDocumentUpload', {
          token: token(),
          ...bodyOf(multipartBody({ user_id: String(userId()), mime_type: 'image/jpeg' }, null)),
        }),
        400,
      ],
    },
    taskDocumentFile: {
      valid: async () => [
        await h.call('taskDocumentFile', {
          token: token(),
          params: { document_id: (await upload()).json().id },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('taskDocumentFile', { token: token(), params: { document_id: 99_999_999 } }),
        404,
      ],
    },
  };
}
