// Native tasks (spec part 2 §2 'New Tasks', §7 'Native tasks', 'Task document upload'). Who may:
// openapi/rules/native-tasks.json (server/nativeTasks/access.ts).
import type { operations } from '../../openapi/generated/main.ts';
import { record } from '../activity.ts';
import type { Ctx } from '../context.ts';
import { one, run } from '../db/statements.ts';
import { readStoredFile, storeFile } from '../documents/storage.ts';
import { checkedUpload } from '../documents/upload.ts';
import { badRequest, notFound } from '../errors.ts';
import { once } from '../http/idempotency.ts';
import { staffOf } from '../http/security.ts';
import { ensureNativeTasks } from '../nativeTasks/access.ts';
import {
  createTask,
  deleteTask,
  findPeople,
  listTasks,
  personByUsername,
  taskDocumentUrl,
  updateTask,
} from '../nativeTasks/records.ts';
import { indiaDay, nowIso } from '../time.ts';
import type { Handlers } from './types.ts';

type Ops =
  | 'nativeTaskList'
  | 'nativeTaskCreate'
  | 'nativeTaskUpdate'
  | 'nativeTaskDelete'
  | 'nativeTaskPeople'
  | 'taskDocumentUpload'
  | 'taskDocumentFile';

export const USERNAME_NOT_FOUND = 'Username not found';

export function nativeTaskHandlers(ctx: Ctx): Handlers<operations, Ops> {
  const { db } = ctx;
  const dataDir = ctx.config.DATA_DIR;
  /** The caller, if they may use tasks. */
  const user = (request: Parameters<typeof staffOf>[0]) => {
    const staff = staffOf(request);
    ensureNativeTasks(staff.roles);
    return staff;
  };
  return {
    async nativeTaskList(request) {
      user(request);
      return listTasks(db, request.query ?? {});
    },

    async nativeTaskCreate(request) {
      const staff = user(request);
      return once(db, request, staff.id, 'nativeTaskCreate', () => {
        const task = createTask(db, staff.id, request.body, indiaDay(), nowIso());
        record(db, staff.id, 'task.create', `task:${task.id}`, { state: task.state });
        return task;
      });
    },

    async nativeTaskUpdate(request) {
      const staff = user(request);
      const task = updateTask(
        db,
        staff.id,
        request.params.task_id,
        request.body,
        indiaDay(),
        nowIso(),
      );
      record(db, staff.id, 'task.update', `task:${task.id}`, { state: task.state });
      return task;
    },

    async nativeTaskDelete(request) {
      const staff = user(request);
      deleteTask(db, request.params.task_id);
      record(db, staff.id, 'task.delete', `task:${request.params.task_id}`, {});
      return { msg: 'Task Deleted Successfully!' };
    },

    async nativeTaskPeople(request) {
      user(request);
      const { search, username } = request.query ?? {};
      if (username) {
        const person = personByUsername(db, username);
        if (!person) throw notFound(USERNAME_NOT_FOUND);
        return { results: [person] };
      }
      if (!search?.trim()) throw badRequest('Give a search or a username.');
      return { results: findPeople(db, search.trim()) };
    },

    async taskDocumentUpload(request) {
      const staff = user(request);
      const body = request.body as { user_id: string; mime_type: string };
      // The uploader names themself by id or by username (their mobile number).
      if (body.user_id !== String(staff.id) && body.user_id !== staff.username)
        throw badRequest('user_id must be the signed-in user.');
      const upload = await checkedUpload(request, undefined);
      return once(db, request, staff.id, 'taskDocumentUpload', () => {
        const fileName = storeFile(dataDir, upload.sniffed.ext, upload.data);
        const { id } = run(
          db,
          `INSERT INTO task_documents (user_id, name, mime_type, file_name, size, created_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
          staff.id,
          upload.uri,
          upload.sniffed.contentType,
          fileName,
          upload.data.length,
          nowIso(),
        );
        return {
          id,
          url: taskDocumentUrl(id),
          name: upload.uri,
          mime_type: upload.sniffed.contentType,
        };
      });
    },

    async taskDocumentFile(request, reply) {
      user(request);
      const row = one<{ name: string; mime_type: string; file_name: string }>(
        db,
        'SELECT name, mime_type, file_name FROM task_documents WHERE id = ?',
        request.params.document_id,
      );
      const bytes = row ? readStoredFile(dataDir, row.file_name) : null;
      if (!row || !bytes) throw notFound('No such attachment.');
      reply
        .type(row.mime_type)
        .header('content-disposition', `inline; filename="${row.name.replace(/"/g, '')}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
      return reply as never;
    },
  };
}
