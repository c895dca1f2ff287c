// Native tasks on the reference server: who may, bad input with a clear error, the filters and
// paging, subtasks, the assignee lookup and attachments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf } from './cases/documents.ts';
import { type Harness, startServer } from './harness.ts';
import { multipartBody, SAMPLE_JPEG } from './multipart.ts';

const h = {} as Harness;
beforeAll(async () => {
  Object.assign(h, await startServer());
}, 120_000);
afterAll(() => h.close());

const CM = { username: '9000000024' };
type Task = {
  id: number;
  title: string;
  state: string;
  subtask_ids: number[];
  parent_task: number | null;
};
const cm = () => h.tokenOf(CM);
const create = (body: Record<string, unknown>) =>
  h.call('nativeTaskCreate', { token: cm(), body: { priority: 'LOW', state: 'TODO', ...body } });

describe('native tasks: who may', () => {
  it.each(['is_investor', 'is_read_only'] as const)('%s is refused every call', async (flag) => {
    const token = h.tokenOf(flag);
    expect((await h.call('nativeTaskList', { token })).statusCode).toBe(403);
    expect(
      (
        await h.call('nativeTaskCreate', {
          token,
          body: { title: 'x', priority: 'LOW', state: 'TODO' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await h.call('nativeTaskDelete', { token, params: { task_id: 1 } })).statusCode).toBe(
      403,
    );
  });
  it('a credit manager lists 20 a page of a few hundred seeded tasks', async () => {
    const page = (await h.call('nativeTaskList', { token: cm() })).json();
    expect(page.results).toHaveLength(20);
    expect(page.count).toBeGreaterThan(200);
  });
});

describe('native tasks: bad input', () => {
  it.each([
    [{ title: '   ' }, 'Please fill title, priority and status correctly!'],
    [{ title: 'x', subtask_ids: [99_999] }, 'Subtask not found!'],
    [{ title: 'x', parent_task: 99_999 }, 'Parent task not found.'],
    [{ title: 'x', estimated_date: '2000-01-01' }, 'The due date cannot be before today.'],
  ])('%j is refused with a clear error', async (body, error) => {
    const answer = await create(body);
    expect([answer.statusCode, answer.json().error]).toEqual([400, error]);
  });
  it('a missing title or an unknown state is refused by the contract', async () => {
    expect(
      (await h.call('nativeTaskCreate', { token: cm(), body: { priority: 'LOW', state: 'TODO' } }))
        .statusCode,
    ).toBe(400);
    expect((await create({ title: 'x', state: 'PARKED' })).statusCode).toBe(400);
  });
  it('a task cannot be its own parent', async () => {
    const task: Task = (await create({ title: 'Self' })).json();
    const answer = await h.call('nativeTaskUpdate', {
      token: cm(),
      params: { task_id: task.id },
      body: { title: 'Self', priority: 'LOW', state: 'TODO', parent_task: task.id },
    });
    expect([answer.statusCode, answer.json().error]).toEqual([
      400,
      'A task cannot be its own parent.',
    ]);
  });
});

describe('native tasks: saving, filtering, deleting', () => {
  it('links subtasks, moves state, filters by it, and deletes', async () => {
    const child: Task = (await create({ title: 'Child' })).json();
    const parent: Task = (
      await create({ title: 'Parent', description: '  ', subtask_ids: [child.id] })
    ).json();
    expect(parent.subtask_ids).toEqual([child.id]);
    expect(parent).toMatchObject({ description: null });
    const moved = await h.call('nativeTaskUpdate', {
      token: cm(),
      params: { task_id: parent.id },
      body: { title: 'Parent', priority: 'HIGH', state: 'IN_PROGRESS' },
    });
    expect(moved.json()).toMatchObject({ state: 'IN_PROGRESS', subtask_ids: [child.id] });
    const found = (
      await h.call('nativeTaskList', {
        token: cm(),
        query: { state: 'IN_PROGRESS', priority: 'HIGH' },
      })
    ).json();
    expect(found.results.every((t: Task) => t.state === 'IN_PROGRESS')).toBe(true);
    expect(found.results[0].id).toBe(parent.id);
    expect(
      (await h.call('nativeTaskDelete', { token: cm(), params: { task_id: parent.id } })).json(),
    ).toEqual({
      msg: 'Task Deleted Successfully!',
    });
    const orphan = (await h.call('nativeTaskList', { token: cm(), query: { entries: 5 } })).json();
    expect(orphan.results.find((t: Task) => t.id === child.id)?.parent_task).toBeNull();
  });
  it('looks a user up by username, or says Username not found', async () => {
    const found = await h.call('nativeTaskPeople', {
      token: cm(),
      query: { username: CM.username },
    });
    expect(found.json().results[0].username).toBe(CM.username);
    const missing = await h.call('nativeTaskPeople', {
      token: cm(),
      query: { username: '1111111111' },
    });
    expect([missing.statusCode, missing.json().detail]).toEqual([404, 'Username not found']);
  });
  it('stores an attachment and lists it on the task', async () => {
    const me = (
      h.db.prepare('SELECT id FROM users WHERE username = ?').get(CM.username) as { id: number }
    ).id;
    const upload = await h.call('taskDocumentUpload', {
      token: cm(),
      ...bodyOf(multipartBody({ user_id: String(me), mime_type: 'image/jpeg' }, SAMPLE_JPEG)),
    });
    expect(upload.statusCode).toBe(200);
    const { id } = upload.json();
    const task = (await create({ title: 'With a file', document_ids: [id] })).json();
    expect(task.documents).toEqual([
      {
        id,
        name: 'id_card.jpg',
        mime_type: 'image/jpeg',
        url: `/api/v1/task/task-documents/${id}`,
      },
    ]);
    const file = await h.call('taskDocumentFile', { token: cm(), params: { document_id: id } });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });
});
