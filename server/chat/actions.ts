// Chat actions (spec part 2 §2, §7): a channel's actions, an action's functions, a function's
// form schema, and the check of a submitted form against it.

import type { components } from '../../openapi/generated/chat.ts';
import taskRules from '../../openapi/rules/tasks.json' with { type: 'json' };
import type { Db } from '../db/database.ts';
import { all, one, run } from '../db/statements.ts';
import { badRequest, notFound } from '../errors.ts';

type Schemas = components['schemas'];
export type ChatAction = Schemas['ChatAction'];
export type ChatFormField = Schemas['ChatFormField'];
export type Attendance = ChatAction['attendance'];

/** Spec part 2 §5: a multiline chat form field holds at most 350 characters. */
export const MULTILINE_MAX = 350;
const TEXT_MAX = 200;
/** The chat action that offers a channel's Tasks option (spec part 2 §6), not a guided form. */
export const MANAGE_TASKS_ACTION: string = taskRules.manageAction;

type ActionRow = {
  id: number;
  name: string;
  kind: 'functions' | 'form';
  attendance: Attendance;
  form_html: string | null;
  form_function_id: number | null;
};
export type FunctionRow = {
  id: number;
  action_id: number;
  name: string;
  description: string;
  fields: string;
  default_params: string;
};

const actionOf = (row: ActionRow): ChatAction => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  attendance: row.attendance,
});

/** The channel's guided forms; the task permission is offered as the Tasks option instead. */
export function channelActions(db: Db, channelId: number): ChatAction[] {
  return all<ActionRow>(
    db,
    `SELECT a.* FROM chat_actions a JOIN chat_channel_actions ca ON ca.action_id = a.id
     WHERE ca.channel_id = ? AND a.name <> ? ORDER BY ca.position, a.id`,
    channelId,
    MANAGE_TASKS_ACTION,
  ).map(actionOf);
}

/** The names of the channel's chat actions (the client offers Tasks by one of them). */
export const channelActionNames = (db: Db, channelId: number): string[] =>
  all<{ name: string }>(
    db,
    `SELECT a.name FROM chat_actions a JOIN chat_channel_actions ca ON ca.action_id = a.id
     WHERE ca.channel_id = ? ORDER BY ca.position, a.id`,
    channelId,
  ).map((row) => row.name);

/** Every chat action, to pick from when creating a channel. */
export const allActions = (db: Db): ChatAction[] =>
  all<ActionRow>(db, 'SELECT * FROM chat_actions ORDER BY name, id').map(actionOf);

/** 400 naming the first id that is not a chat action. */
export function requireActions(db: Db, ids: readonly number[]): void {
  const known = new Set(allActions(db).map((action) => action.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw badRequest(`Chat action ${unknown} does not exist.`);
}

/** The channel offers these actions, in the order given. */
export function setChannelActions(db: Db, channelId: number, ids: readonly number[]): void {
  for (const [position, id] of ids.entries()) {
    run(
      db,
      'INSERT INTO chat_channel_actions (channel_id, action_id, position) VALUES (?, ?, ?)',
      channelId,
      id,
      position,
    );
  }
}

export const channelActionIds = (db: Db, channelId: number): number[] =>
  all<{ action_id: number }>(
    db,
    'SELECT action_id FROM chat_channel_actions WHERE channel_id = ? ORDER BY position, action_id',
    channelId,
  ).map((row) => row.action_id);

export function actionDetail(db: Db, id: number): Schemas['ChatActionDetail'] {
  const row = one<ActionRow>(db, 'SELECT * FROM chat_actions WHERE id = ?', id);
  if (!row) throw notFound('Chat action not found');
  const functions = all<FunctionRow>(
    db,
    'SELECT * FROM chat_action_functions WHERE action_id = ? ORDER BY position, id',
    id,
  );
  return {
    ...actionOf(row),
    functions:
      row.kind === 'form'
        ? []
        : functions.map((f) => ({ id: f.id, name: f.name, description: f.description })),
    form_html: row.kind === 'form' ? row.form_html : null,
    form_function_id: row.kind === 'form' ? row.form_function_id : null,
  };
}

export function functionById(db: Db, id: number): FunctionRow & { attendance: Attendance } {
  const row = one<FunctionRow & { attendance: Attendance }>(
    db,
    `SELECT f.*, a.attendance FROM chat_action_functions f JOIN chat_actions a ON a.id = f.action_id
     WHERE f.id = ?`,
    id,
  );
  if (!row) throw notFound('Chat function not found');
  return row;
}

/** Whether the channel offers the function's action (directly, or as its embedded form). */
export function channelOffers(db: Db, channelId: number, fn: FunctionRow): boolean {
  return (
    one(
      db,
      'SELECT 1 FROM chat_channel_actions WHERE channel_id = ? AND action_id = ?',
      channelId,
      fn.action_id,
    ) !== undefined
  );
}

/** A JSON object of strings (filter_data, form_data); 400 otherwise. */
export function stringRecord(text: string | undefined, name: string): Record<string, string> {
  if (text === undefined || text === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(`${name} must be JSON text of an object.`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest(`${name} must be JSON text of an object.`);
  }
  const record: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value === 'string') record[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') record[key] = String(value);
    else throw badRequest(`${name}.${key.slice(0, 40)} must be text.`);
  }
  return record;
}

export function formSchema(fn: FunctionRow, filter: Record<string, string>) {
  const fields = JSON.parse(fn.fields) as ChatFormField[];
  const defaults = { ...(JSON.parse(fn.default_params) as Record<string, string>) };
  // Only the form's own fields take a filter's value.
  for (const field of fields) {
    const value = filter[field.name];
    if (value !== undefined) defaults[field.name] = value;
  }
  return { function_id: fn.id, name: fn.name, fields, default_params: defaults };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function checkValue(field: ChatFormField, value: string): string | null {
  const label = field.display_name;
  switch (field.type) {
    case 'number':
      return Number.isFinite(Number(value)) && value.trim() !== ''
        ? null
        : `${label} must be a number.`;
    case 'date':
      return DATE.test(value) && Number.isFinite(Date.parse(value))
        ? null
        : `${label} must be a date (YYYY-MM-DD).`;
    case 'select':
      return field.options.some((o) => o.value === value)
        ? null
        : `${label}: choose one of the options.`;
    case 'checkbox':
      return value === 'true' || value === 'false' ? null : `${label} must be true or false.`;
    case 'multiline':
      return value.length <= MULTILINE_MAX
        ? null
        : `${label} is at most ${MULTILINE_MAX} characters.`;
    default:
      return value.length <= TEXT_MAX ? null : `${label} is at most ${TEXT_MAX} characters.`;
  }
}

/** The submitted values checked against the schema, in the schema's order; 400 on the first fault. */
export function checkedValues(
  fields: readonly ChatFormField[],
  values: Record<string, string>,
): [ChatFormField, string][] {
  const known = new Set(fields.map((f) => f.name));
  const unknown = Object.keys(values).find((name) => !known.has(name));
  if (unknown !== undefined) throw badRequest(`Unknown field '${unknown.slice(0, 40)}'.`);
  const checked: [ChatFormField, string][] = [];
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (value === '' || (field.type === 'checkbox' && value === 'false' && field.required)) {
      if (field.required) throw badRequest(`${field.display_name} is required.`);
      continue;
    }
    const fault = checkValue(field, value);
    if (fault) throw badRequest(fault);
    checked.push([field, value]);
  }
  return checked;
}

/** The message the server posts for a submission (at most 500 characters). */
export function resultText(fnName: string, checked: [ChatFormField, string][]): string {
  const shown = checked.map(([field, value]) => {
    const option = field.options.find((o) => o.value === value);
    const text = field.type === 'checkbox' ? (value === 'true' ? 'Yes' : 'No') : value;
    return `${field.display_name}: ${option?.label ?? text}`;
  });
  const text = [`${fnName} submitted`, ...shown].join('\n');
  return text.length > 500 ? `${text.slice(0, 499)}…` : text;
}
