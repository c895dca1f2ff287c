// Native tasks as the list shows them: one SQL shape, the filters, and the checks of a save.
import type { components, operations } from '../../openapi/generated/main.ts';
import type { Db } from '../db/database.ts';
import { all, containsPattern, one, run } from '../db/statements.ts';
import { badRequest, notFound } from '../errors.ts';

type Task = components['schemas']['NativeTask'];
type Input = components['schemas']['NativeTaskInput'];
type Page = components['schemas']['NativeTaskPage'];
type Person = components['schemas']['NativeTaskPerson'];
type Filters = NonNullable<operations['nativeTaskList']['parameters']['query']>;

export const SUBTASK_NOT_FOUND = 'Subtask not found!';
export const TASK_NOT_FOUND = 'Task not found.';
export const taskDocumentUrl = (id: number) => `/api/v1/task/task-documents/${id}`;

type Row = Omit<Task, 'assignee_ids' | 'assignees' | 'subtask_ids' | 'document_ids' | 'documents'>;

const SELECT = `SELECT t.id, t.title, t.description, t.priority, t.state, t.estimated_date,
    t.parent_task, t.created_by, u.name AS created_by_name, t.updated_by, t.created_at
  FROM native_tasks t JOIN users u ON u.id = t.created_by`;

/** The rows with their assignees, subtasks and attachments (three queries for the page). */
function complete(db: Db, rows: Row[]): Task[] {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const marks = ids.map(() => '?').join(',');
  const people = all<Person & { task_id: number }>(
    db,
    `SELECT a.task_id, u.id, u.username, u.name FROM native_task_assignees a
     JOIN users u ON u.id = a.user_id WHERE a.task_id IN (${marks}) ORDER BY u.name`,
    ...ids,
  );
  const children = all<{ id: number; parent_task: number }>(
    db,
    `SELECT id, parent_task FROM native_tasks WHERE parent_task IN (${marks}) ORDER BY id`,
    ...ids,
  );
  const documents = all<{ task_id: number; id: number; name: string; mime_type: string }>(
    db,
    `SELECT n.task_id, d.id, d.name, d.mime_type FROM native_task_documents n
     JOIN task_documents d ON d.id = n.document_id WHERE n.task_id IN (${marks}) ORDER BY d.id`,
    ...ids,
  );
  return rows.map((row) => {
    const assignees = people
      .filter((p) => p.task_id === row.id)
      .map(({ id, username, name }) => ({ id, username, name }));
    const docs = documents
      .filter((d) => d.task_id === row.id)
      .map(({ id, name, mime_type }) => ({ id, name, mime_type, url: taskDocumentUrl(id) }));
    return {
      ...row,
      assignee_ids: assignees.map((a) => a.id),
      assignees,
      subtask_ids: children.filter((c) => c.parent_task === row.id).map((c) => c.id),
      document_ids: docs.map((d) => d.id),
      documents: docs,
    };
  });
}

export function taskById(db: Db, id: number): Task | undefined {
  const row = one<Row>(db, `${SELECT} WHERE t.id = ?`, id);
  return row ? complete(db, [row])[0] : undefined;
}

const inList = (column: string, values: readonly unknown[] | undefined, where: string[]) => {
  if (!values?.length) return [];
  where.push(`${column} IN (${values.map(() => '?').join(',')})`);
  return values as (string | number)[];
};

export function listTasks(db: Db, filters: Filters): Page {
  const where: string[] = [];
  const params: (string | number)[] = [
    ...inList('t.priority', filters.priority, where),
    ...inList('t.state', filters.state, where),
    ...inList('t.created_by', filters.created_by, where),
  ];
  if (filters.estimated_date) {
    where.push('t.estimated_date = ?');
    params.push(filters.estimated_date);
  }
  if (filters.assignee_id?.length) {
    where.push(
      `t.id IN (SELECT task_id FROM native_task_assignees WHERE user_id IN (${filters.assignee_id
        .map(() => '?')
        .join(',')}))`,
    );
    params.push(...filters.assignee_id);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const start = filters.start ?? 0;
  const entries = filters.entries ?? 20;
  const rows = all<Row>(
    db,
    `${SELECT} ${clause} ORDER BY t.created_at DESC, t.id DESC LIMIT ? OFFSET ?`,
    ...params,
    entries,
    start,
  );
  const count = one<{ n: number }>(
    db,
    `SELECT count(*) AS n FROM native_tasks t ${clause}`,
    ...params,
  );
  return { results: complete(db, rows), count: Number(count?.n ?? 0), start, entries };
}

const exists = (db: Db, table: string, id: number) =>
  one(db, `SELECT 1 AS x FROM ${table} WHERE id = ?`, id) !== undefined;

/** The checks of a save the contract cannot express; `id` is the task being updated. */
function check(db: Db, input: Input, today: string, id: number | null, keptDate: string | null) {
  if (!input.title.trim()) throw badRequest('Please fill title, priority and status correctly!');
  if (input.estimated_date && input.estimated_date < today && input.estimated_date !== keptDate) {
    throw badRequest('The due date cannot be before today.');
  }
  const subtasks = input.subtask_ids ?? [];
  if (input.parent_task != null) {
    if (input.parent_task === id) throw badRequest('A task cannot be its own parent.');
    if (subtasks.includes(input.parent_task))
      throw badRequest('A task cannot be the parent of its parent.');
    if (!exists(db, 'native_tasks', input.parent_task)) throw badRequest('Parent task not found.');
  }
  for (const sub of subtasks) {
    if (sub === id) throw badRequest('A task cannot be its own subtask.');
    if (!exists(db, 'native_tasks', sub)) throw badRequest(SUBTASK_NOT_FOUND);
  }
  for (const user of input.assignee_ids ?? []) {
    if (!exists(db, 'users', user)) throw badRequest(`No staff member has the id ${user}.`);
  }
  for (const doc of input.document_ids ?? []) {
    if (!exists(db, 'task_documents', doc)) throw badRequest(`No attachment has the id ${doc}.`);
  }
}

/** Assignees, attachments and subtasks as the input lists them. */
function link(db: Db, id: number, input: Input) {
  run(db, 'DELETE FROM native_task_assignees WHERE task_id = ?', id);
  for (const user of new Set(input.assignee_ids ?? []))
    run(db, 'INSERT INTO native_task_assignees (task_id, user_id) VALUES (?, ?)', id, user);
  run(db, 'DELETE FROM native_task_documents WHERE task_id = ?', id);
  for (const doc of new Set(input.document_ids ?? []))
    run(db, 'INSERT INTO native_task_documents (task_id, document_id) VALUES (?, ?)', id, doc);
  const subtasks = [...new Set(input.subtask_ids ?? [])];
  run(
    db,
    `UPDATE native_tasks SET parent_task = NULL WHERE parent_task = ?
       AND id NOT IN (${subtasks.map(() => '?').join(',') || 'NULL'})`,
    id,
    ...subtasks,
  );
  for (const sub of subtasks)
    run(db, 'UPDATE native_tasks SET parent_task = ? WHERE id = ?', id, sub);
}

const description = (input: Input) => input.description?.trim() || null;

export function createTask(db: Db, userId: number, input: Input, today: string, now: string): Task {
  check(db, input, today, null, null);
  const { id } = run(
    db,
    `INSERT INTO native_tasks (title, description, priority, state, estimated_date, parent_task,
       created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    input.title.trim(),
    description(input),
    input.priority,
    input.state,
    input.estimated_date ?? null,
    input.parent_task ?? null,
    userId,
    now,
  );
  link(db, id, input);
  return taskById(db, id)!;
}

export function updateTask(
  db: Db,
  userId: number,
  id: number,
  input: Input,
  today: string,
  now: string,
): Task {
  const before = taskById(db, id);
  if (!before) throw notFound(TASK_NOT_FOUND);
  check(db, input, today, id, before.estimated_date);
  run(
    db,
    `UPDATE native_tasks SET title = ?, description = ?, priority = ?, state = ?,
       estimated_date = ?, parent_task = ?, updated_by = ?, updated_at = ? WHERE id = ?`,
    input.title.trim(),
    description(input),
    input.priority,
    input.state,
    input.estimated_date ?? null,
    input.parent_task ?? null,
    userId,
    now,
    id,
  );
  // Subtasks not sent are kept: the board's move sends only what the task holds.
  link(db, id, { ...input, subtask_ids: input.subtask_ids ?? before.subtask_ids });
  return taskById(db, id)!;
}

export function deleteTask(db: Db, id: number): void {
  if (run(db, 'DELETE FROM native_tasks WHERE id = ?', id).changes === 0)
    throw notFound(TASK_NOT_FOUND);
}

export function findPeople(db: Db, search: string): Person[] {
  const like = containsPattern(search);
  return all<Person>(
    db,
    `SELECT u.id, u.username, u.name FROM users u JOIN staff_profiles s ON s.user_id = u.id
     WHERE u.name LIKE ? ESCAPE '\\' OR u.username LIKE ? ESCAPE '\\' ORDER BY u.name LIMIT 10`,
    like,
    like,
  );
}

export function personByUsername(db: Db, username: string): Person | undefined {
  return one<Person>(
    db,
    `SELECT u.id, u.username, u.name FROM users u JOIN staff_profiles s ON s.user_id = u.id
     WHERE u.username = ?`,
    username,
  );
}
