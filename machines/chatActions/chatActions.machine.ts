import { assign, enqueueActions, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type {
  ChatAction,
  ChatActionDetail,
  ChatActionResult,
  ChatFormSchema,
  SubmitChatFormInput,
} from './chatActions.actors.ts';
import { filterDataOf, firstMissing, fitsField, initialValues } from './chatActions.rules.ts';

/** Where the dialog opens: a message's button names its action and gives default params. */
export type ChatActionsStart = { name: string; defaultParams: Record<string, string> };

export type ChatActionsInput = {
  channel: string;
  channelId: number;
  start?: ChatActionsStart | null;
};

export type ChatActionsContext = {
  channel: string;
  channelId: number;
  start: ChatActionsStart | null;
  actions: ChatAction[];
  actionId: number | null;
  action: ChatActionDetail | null;
  functionId: number | null;
  /** Default params for the form schema call (a message's, for the action it opened at). */
  filter: Record<string, string>;
  schema: ChatFormSchema | null;
  values: Record<string, string>;
  /** The display name of the required field left blank. */
  missing: string | null;
  /** The server's words after a failed call. */
  error: string | null;
  result: ChatActionResult | null;
};

export type ChatActionsEvent =
  | { type: 'action.choose'; id: number }
  | { type: 'function.choose'; id: number }
  | { type: 'field.change'; name: string; value: string }
  | { type: 'form.submit' }
  | { type: 'embedded.submit'; values: Record<string, string> }
  | { type: 'stage.back' }
  | { type: 'actions.retry' }
  | { type: 'actions.close' };

const CLOSE = { 'actions.close': '#chatActions.closed' } as const;

/**
 * Chat actions (spec part 2 §2, §4): stage 0 the channel's actions; stage 1 an action's functions
 * or its embedded HTML form; stage 2 the chosen function's form, built from its schema and
 * prefilled. Submit sends once (the button is gone while a submission is in flight; the call
 * carries an idempotency key); a failure keeps the typed values with the server's words; success
 * confirms, refreshes the attendance after a sign-in/sign-off, and closes.
 */
export const chatActionsMachine = setup({
  types: {
    input: {} as ChatActionsInput,
    context: {} as ChatActionsContext,
    events: {} as ChatActionsEvent,
    tags: {} as 'busy' | 'error' | 'stage0' | 'stage1' | 'stage2',
  },
  actors: {
    listChatActions: unprovided<{ actions: ChatAction[] }, { channel_name: string }>(
      'listChatActions',
    ),
    getChatAction: unprovided<ChatActionDetail, { id: number }>('getChatAction'),
    getChatFunctionForm: unprovided<
      ChatFormSchema,
      { id: number; channel_id: number; filter_data?: string }
    >('getChatFunctionForm'),
    submitChatFunctionForm: unprovided<ChatActionResult, SubmitChatFormInput>(
      'submitChatFunctionForm',
    ),
  },
  guards: {
    startsAtAction: ({ context, event }) => {
      const { actions } = (event as unknown as { output: { actions: ChatAction[] } }).output;
      return context.start !== null && actions.some((a) => a.name === context.start!.name);
    },
    isListedAction: ({ context, event }) =>
      event.type === 'action.choose' && context.actions.some((a) => a.id === event.id),
    isListedFunction: ({ context, event }) =>
      event.type === 'function.choose' &&
      (context.action?.functions ?? []).some((f) => f.id === event.id),
    isEmbeddedForm: ({ event }) => {
      const { output } = event as unknown as { output: ChatActionDetail };
      return (
        output.kind === 'form' && output.form_html !== null && output.form_function_id !== null
      );
    },
    fitsField: ({ context, event }) =>
      event.type === 'field.change' &&
      fitsField(
        context.schema?.fields.find((f) => f.name === event.name),
        event.value,
      ),
    isComplete: ({ context }) =>
      context.schema !== null && firstMissing(context.schema.fields, context.values) === undefined,
  },
  actions: {
    /** Named so that the app observes it: it refreshes what shows the attendance. */
    refreshAttendance: () => {},
    assignActions: assign(({ event }) => ({
      actions: (event as unknown as { output: { actions: ChatAction[] } }).output.actions,
      error: null,
    })),
    assignStartAction: assign(({ context }) => ({
      actionId: context.actions.find((a) => a.name === context.start?.name)?.id ?? null,
      filter: context.start?.defaultParams ?? {},
    })),
    assignChosenAction: assign(({ event }) => ({
      actionId: event.type === 'action.choose' ? event.id : null,
      filter: {},
    })),
    assignAction: assign(({ event }) => ({
      action: (event as unknown as { output: ChatActionDetail }).output,
      error: null,
    })),
    assignFunction: assign(({ event }) => ({
      functionId: event.type === 'function.choose' ? event.id : null,
    })),
    assignSchema: assign(({ event }) => {
      const schema = (event as unknown as { output: ChatFormSchema }).output;
      return { schema, values: initialValues(schema), error: null, missing: null };
    }),
    assignValue: assign(({ context, event }) =>
      event.type === 'field.change'
        ? { values: { ...context.values, [event.name]: event.value } }
        : {},
    ),
    assignMissing: assign(({ context }) => ({
      missing: context.schema
        ? (firstMissing(context.schema.fields, context.values)?.display_name ?? null)
        : null,
    })),
    assignEmbeddedValues: assign(({ event }) =>
      event.type === 'embedded.submit' ? { values: event.values } : {},
    ),
    assignError: assign(({ event }) => ({
      error: toServiceError((event as { error?: unknown }).error).message,
    })),
    assignResult: assign(({ event }) => ({
      result: (event as unknown as { output: ChatActionResult }).output,
      error: null,
    })),
  },
  delays: {
    /** How long the confirmation stays before the dialog closes by itself. */
    confirmationShown: 2500,
  },
}).createMachine({
  id: 'chatActions',
  context: ({ input }) => ({
    channel: input.channel,
    channelId: input.channelId,
    start: input.start ?? null,
    actions: [],
    actionId: null,
    action: null,
    functionId: null,
    filter: {},
    schema: null,
    values: {},
    missing: null,
    error: null,
    result: null,
  }),
  initial: 'loadingActions',
  states: {
    loadingActions: {
      tags: ['busy', 'stage0'],
      on: CLOSE,
      invoke: {
        id: 'listChatActions',
        src: 'listChatActions',
        input: ({ context }) => ({ channel_name: context.channel }),
        onDone: [
          {
            guard: 'startsAtAction',
            target: 'loadingAction',
            actions: ['assignActions', 'assignStartAction'],
          },
          { target: 'actionList', actions: 'assignActions' },
        ],
        onError: { target: 'actionsFailed', actions: 'assignError' },
      },
    },
    actionsFailed: {
      tags: ['error', 'stage0'],
      on: { ...CLOSE, 'actions.retry': 'loadingActions' },
    },
    actionList: {
      description: 'Stage 0: the channel’s actions.',
      tags: 'stage0',
      on: {
        ...CLOSE,
        'action.choose': {
          guard: 'isListedAction',
          target: 'loadingAction',
          actions: 'assignChosenAction',
        },
      },
    },
    loadingAction: {
      tags: ['busy', 'stage1'],
      on: CLOSE,
      invoke: {
        id: 'getChatAction',
        src: 'getChatAction',
        input: ({ context }) => ({ id: context.actionId! }),
        onDone: [
          { guard: 'isEmbeddedForm', target: 'embeddedForm', actions: 'assignAction' },
          { target: 'functionList', actions: 'assignAction' },
        ],
        onError: { target: 'actionFailed', actions: 'assignError' },
      },
    },
    actionFailed: {
      tags: ['error', 'stage1'],
      on: { ...CLOSE, 'actions.retry': 'loadingAction', 'stage.back': 'actionList' },
    },
    functionList: {
      description: 'Stage 1: the action’s functions.',
      tags: 'stage1',
      on: {
        ...CLOSE,
        'stage.back': 'actionList',
        'function.choose': {
          guard: 'isListedFunction',
          target: 'loadingForm',
          actions: 'assignFunction',
        },
      },
    },
    embeddedForm: {
      description: 'Stage 1: the action’s embedded HTML form (sanitised), posted to its function.',
      tags: 'stage1',
      initial: 'editing',
      on: {
        ...CLOSE,
        'stage.back': 'actionList',
        'embedded.submit': { target: 'submittingEmbedded', actions: 'assignEmbeddedValues' },
      },
      states: {
        editing: {},
        failed: { tags: 'error', description: 'the server’s words; the typed values stay' },
      },
    },
    submittingEmbedded: {
      tags: ['busy', 'stage1'],
      invoke: {
        id: 'submitEmbeddedForm',
        src: 'submitChatFunctionForm',
        input: ({ context }) => ({
          id: context.action!.form_function_id!,
          channel_id: context.channelId,
          values: context.values,
        }),
        onDone: { target: 'done', actions: 'assignResult' },
        onError: { target: 'embeddedForm.failed', actions: 'assignError' },
      },
    },
    loadingForm: {
      tags: ['busy', 'stage2'],
      on: CLOSE,
      invoke: {
        id: 'getChatFunctionForm',
        src: 'getChatFunctionForm',
        input: ({ context }) => ({
          id: context.functionId!,
          channel_id: context.channelId,
          filter_data: filterDataOf(context.filter),
        }),
        onDone: { target: 'form', actions: 'assignSchema' },
        onError: { target: 'formFailed', actions: 'assignError' },
      },
    },
    formFailed: {
      tags: ['error', 'stage2'],
      on: { ...CLOSE, 'actions.retry': 'loadingForm', 'stage.back': 'functionList' },
    },
    form: {
      description: 'Stage 2: the function’s form, built from its schema.',
      tags: 'stage2',
      initial: 'editing',
      on: {
        ...CLOSE,
        'stage.back': 'functionList',
        'field.change': { guard: 'fitsField', target: '.editing', actions: 'assignValue' },
        'form.submit': [
          { guard: 'isComplete', target: 'submittingForm' },
          { target: '.incomplete', actions: 'assignMissing' },
        ],
      },
      states: {
        editing: {},
        incomplete: { tags: 'error', description: "'Please fill <field>.'" },
        failed: { tags: 'error', description: 'the server’s words; the typed values stay' },
      },
    },
    submittingForm: {
      tags: ['busy', 'stage2'],
      invoke: {
        id: 'submitChatFunctionForm',
        src: 'submitChatFunctionForm',
        input: ({ context }) => ({
          id: context.functionId!,
          channel_id: context.channelId,
          values: context.values,
        }),
        onDone: { target: 'done', actions: 'assignResult' },
        onError: { target: 'form.failed', actions: 'assignError' },
      },
    },
    done: {
      description: 'The confirmation; the result is posted in the channel. Closes by itself.',
      // Spec part 2 §4: an attendance sign-in/sign-off refreshes the attendance.
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.result?.attendance) enqueue('refreshAttendance');
      }),
      on: CLOSE,
      after: { confirmationShown: 'closed' },
    },
    closed: { type: 'final' },
  },
});
