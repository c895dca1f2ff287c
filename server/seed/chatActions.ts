// Chat actions' demo data (issue 19 §3): attendance sign-in and sign-off, expenses (two
// functions) and a leave request with an embedded HTML form, offered in every team channel and in
// one channel every demo login is in ("Attendance & requests"), which also holds messages with
// buttons (a chat action with default params, an external link).

import type { ChatFormField } from '../chat/actions.ts';
import { addMember, createChannel } from '../chat/channels.ts';
import type { Db } from '../db/database.ts';
import { DEMO_USERS, demoUser } from './demoUsers.ts';

export const REQUESTS_CHANNEL = 'Attendance & requests';

const field = (
  name: string,
  type: ChatFormField['type'],
  display_name: string,
  more: Partial<ChatFormField> = {},
): ChatFormField => ({
  name,
  type,
  display_name,
  required: true,
  options: [],
  values: null,
  max_length: type === 'multiline' ? 350 : null,
  ...more,
});
const options = (...labels: string[]) =>
  labels.map((label) => ({ label, value: label.toLowerCase().replace(/[^a-z0-9]+/g, '_') }));

const LEAVE_FORM = `<fieldset>
  <legend>Leave request</legend>
  <label for="leave_from">From</label> <input id="leave_from" name="from_date" type="date" required>
  <label for="leave_to">To</label> <input id="leave_to" name="to_date" type="date" required>
  <label for="leave_type">Leave type</label>
  <select id="leave_type" name="leave_type"><option value="casual">Casual</option><option value="sick">Sick</option><option value="earned">Earned</option></select>
  <label for="leave_reason">Reason</label>
  <textarea id="leave_reason" name="reason" maxlength="350" rows="3"></textarea>
</fieldset>`;

type Fn = { name: string; description: string; fields: ChatFormField[]; defaults?: object };
type Action = {
  name: string;
  kind: 'functions' | 'form';
  attendance?: 'sign_in' | 'sign_off';
  functions: Fn[];
  formHtml?: string;
};

const ACTIONS: Action[] = [
  {
    name: 'Attendance Sign In',
    kind: 'functions',
    attendance: 'sign_in',
    functions: [
      {
        name: 'Sign in',
        description: 'Start the working day.',
        fields: [
          field('work_from', 'select', 'Working from', { options: options('Office', 'Field') }),
          field('note', 'text', 'Note', { required: false }),
        ],
        defaults: { work_from: 'office' },
      },
    ],
  },
  {
    name: 'Attendance Sign Off',
    kind: 'functions',
    attendance: 'sign_off',
    functions: [
      {
        name: 'Sign off',
        description: 'End the working day.',
        fields: [field('summary', 'multiline', 'Work summary')],
      },
    ],
  },
  {
    name: 'Raise Expense',
    kind: 'functions',
    functions: [
      {
        name: 'Travel expense',
        description: 'Fuel, tickets and fares for field visits.',
        fields: [
          field('amount', 'number', 'Amount (₹)'),
          field('spent_on', 'date', 'Spent on'),
          field('mode', 'select', 'Mode', {
            options: options('Bus', 'Train', 'Two wheeler', 'Auto'),
          }),
          field('details', 'multiline', 'Details', { required: false }),
          field('receipt', 'checkbox', 'Receipt attached', { required: false, values: 'false' }),
        ],
      },
      {
        name: 'Other expense',
        description: 'Anything else spent for work.',
        fields: [
          field('amount', 'number', 'Amount (₹)'),
          field('spent_on', 'date', 'Spent on'),
          field('details', 'multiline', 'Details'),
        ],
      },
    ],
  },
  {
    name: 'Leave Request',
    kind: 'form',
    formHtml: LEAVE_FORM,
    functions: [
      {
        name: 'Leave request',
        description: 'Ask for leave.',
        fields: [
          field('from_date', 'date', 'From'),
          field('to_date', 'date', 'To'),
          field('leave_type', 'select', 'Leave type', {
            options: [
              { label: 'Casual', value: 'casual' },
              { label: 'Sick', value: 'sick' },
              { label: 'Earned', value: 'earned' },
            ],
          }),
          field('reason', 'multiline', 'Reason', { required: false }),
        ],
      },
    ],
  },
];

export function seedChatActions(db: Db, now: Date): { actions: number; channel: string } {
  const insertAction = db.prepare(
    'INSERT INTO chat_actions (name, kind, attendance, form_html) VALUES (?, ?, ?, ?)',
  );
  const insertFunction = db.prepare(
    `INSERT INTO chat_action_functions (action_id, name, description, fields, default_params, position)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const offer = db.prepare(
    'INSERT OR IGNORE INTO chat_channel_actions (channel_id, action_id, position) VALUES (?, ?, ?)',
  );
  const ids = ACTIONS.map((action) => {
    const actionId = Number(
      insertAction.run(action.name, action.kind, action.attendance ?? null, action.formHtml ?? null)
        .lastInsertRowid,
    );
    action.functions.forEach((fn, position) => {
      const fnId = Number(
        insertFunction.run(
          actionId,
          fn.name,
          fn.description,
          JSON.stringify(fn.fields),
          JSON.stringify(fn.defaults ?? {}),
          position,
        ).lastInsertRowid,
      );
      if (action.kind === 'form') {
        db.prepare('UPDATE chat_actions SET form_function_id = ? WHERE id = ?').run(fnId, actionId);
      }
    });
    return actionId;
  });

  // Older than the busy channels, so the lists' first pages stay as they were.
  const at = new Date(now.getTime() - 3 * 86_400_000).toISOString();
  const adminId = userId(db, demoUser('is_kosh_superadmin').username);
  const channelId = createChannel(db, {
    type: 'team',
    displayName: REQUESTS_CHANNEL,
    description: 'Mark attendance, raise expenses and ask for leave.',
    creatorId: adminId,
    createdAt: at,
  });
  for (const user of DEMO_USERS) {
    const id = userId(db, user.username);
    if (id) addMember(db, channelId, id, at, id === adminId);
  }
  const teams = db.prepare("SELECT id FROM chat_channels WHERE type = 'team'").all() as {
    id: number;
  }[];
  for (const { id } of teams) {
    ids.forEach((actionId, position) => {
      offer.run(id, actionId, position);
    });
  }

  const post = db.prepare(
    `INSERT INTO chat_messages (channel_id, user_id, text, created_at, action_type, action_data)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const t = (minutes: number) => new Date(Date.parse(at) + minutes * 60_000).toISOString();
  post.run(
    channelId,
    adminId,
    'Good morning! Please mark your attendance before 10 am.',
    t(1),
    'chat_action',
    JSON.stringify({
      button: 'Sign in now',
      name: 'Attendance Sign In',
      default_params: { work_from: 'field', note: 'Field visits today' },
    }),
  );
  post.run(
    channelId,
    adminId,
    'The travel policy was updated this month.',
    t(2),
    'external_url',
    JSON.stringify({ button: 'Read the travel policy', url: 'https://kosh.example/travel-policy' }),
  );
  db.prepare('UPDATE chat_channels SET last_message_at = ? WHERE id = ?').run(t(2), channelId);
  return { actions: ids.length, channel: `kosh/team/${channelId}` };
}

function userId(db: Db, username: string): number {
  return (db.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: number }).id;
}
