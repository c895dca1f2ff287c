import type {
  ChatAction,
  ChatActionDetail,
  ChatActionResult,
  ChatFormSchema,
} from './chatActions.actors.ts';

/** A channel's actions as the reference server seeds them: what tests and stories show. */
const SIGN_IN: ChatAction = {
  id: 1,
  name: 'Attendance Sign In',
  kind: 'functions',
  attendance: 'sign_in',
};
const EXPENSE: ChatAction = { id: 3, name: 'Raise Expense', kind: 'functions', attendance: null };
const LEAVE: ChatAction = { id: 4, name: 'Leave Request', kind: 'form', attendance: null };

const options = (...labels: string[]) =>
  labels.map((label) => ({ label, value: label.toLowerCase().replace(/[^a-z0-9]+/g, '_') }));

const signInSchema: ChatFormSchema = {
  function_id: 11,
  name: 'Sign in',
  fields: [
    {
      name: 'work_from',
      type: 'select',
      display_name: 'Working from',
      required: true,
      options: options('Office', 'Field'),
      values: null,
      max_length: null,
    },
    {
      name: 'note',
      type: 'text',
      display_name: 'Note',
      required: false,
      options: [],
      values: null,
      max_length: null,
    },
  ],
  default_params: {},
};

const travelSchema: ChatFormSchema = {
  function_id: 31,
  name: 'Travel expense',
  fields: [
    {
      name: 'amount',
      type: 'number',
      display_name: 'Amount (₹)',
      required: true,
      options: [],
      values: null,
      max_length: null,
    },
    {
      name: 'spent_on',
      type: 'date',
      display_name: 'Spent on',
      required: false,
      options: [],
      values: '2026-11-20',
      max_length: null,
    },
    {
      name: 'details',
      type: 'multiline',
      display_name: 'Details',
      required: false,
      options: [],
      values: null,
      max_length: 350,
    },
    {
      name: 'receipt',
      type: 'checkbox',
      display_name: 'Receipt attached',
      required: false,
      options: [],
      values: 'false',
      max_length: null,
    },
  ],
  default_params: {},
};

const LEAVE_HTML = `<fieldset><legend>Leave request</legend>
<label for="leave_from">From</label><input id="leave_from" name="from_date" type="date">
<label for="leave_type">Leave type</label><select id="leave_type" name="leave_type"><option value="casual">Casual</option><option value="sick">Sick</option></select>
<script>window.__xss = 1</script><img src="x" onerror="window.__xss = 1">
</fieldset>`;

const message = (text: string) => ({
  _id: '900001',
  channel: 'kosh/team/1000400',
  client_id: null,
  text,
  createdAt: '2026-11-29T04:30:00.000Z',
  user: { _id: '9000000011', name: 'Tara Tech' },
  pinned: false,
  replied_to: null,
  image: null,
  video: null,
  file: null,
  location: null,
});

export const CHAT_ACTIONS_SAMPLE = {
  channel: 'kosh/team/1000400',
  channelId: 1000400,
  actions: [SIGN_IN, EXPENSE, LEAVE],
  /** Without the attendance action: a message's button for it finds nothing to open. */
  othersOnly: [EXPENSE, LEAVE],
  details: {
    [SIGN_IN.id]: {
      ...SIGN_IN,
      functions: [{ id: 11, name: 'Sign in', description: 'Start the working day.' }],
      form_html: null,
      form_function_id: null,
    },
    [EXPENSE.id]: {
      ...EXPENSE,
      functions: [
        { id: 31, name: 'Travel expense', description: 'Fuel, tickets and fares.' },
        { id: 32, name: 'Other expense', description: 'Anything else spent for work.' },
      ],
      form_html: null,
      form_function_id: null,
    },
    [LEAVE.id]: { ...LEAVE, functions: [], form_html: LEAVE_HTML, form_function_id: 41 },
  } as Record<number, ChatActionDetail>,
  schemas: { 11: signInSchema, 31: travelSchema } as Record<number, ChatFormSchema>,
  /** A message's button for the attendance action, with default params. */
  start: { name: SIGN_IN.name, defaultParams: { work_from: 'field' } },
  amount: '450',
  detailsText: 'Pune to Nashik and back',
  tooLong: 'x'.repeat(351),
  leave: { from_date: '2026-12-01', leave_type: 'sick' },
  refused: 'Amount (₹) must be a number.',
  down: 'The chat service is unavailable',
  results: {
    plain: {
      submission_id: 7,
      message: message('Travel expense submitted\nAmount (₹): 450'),
      attendance: null,
    } satisfies ChatActionResult,
    attendance: {
      submission_id: 8,
      message: message('Sign in submitted\nWorking from: Field'),
      attendance: 'sign_in',
    } satisfies ChatActionResult,
    leave: {
      submission_id: 9,
      message: message('Leave request submitted\nLeave type: Sick'),
      attendance: null,
    } satisfies ChatActionResult,
  },
} as const;
