import { assign, type DoneActorEvent, type ErrorActorEvent, not, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type {
  ChannelTask,
  UpdateChannelTaskInput,
  UpdatedChannelTask,
} from './channelTask.actors.ts';
import { capComment, capDescription, hasComment } from './channelTask.rules.ts';

export type ChannelTaskInput = { channel: string };

export type ChannelTaskContext = {
  channel: string;
  /** The task a dialog is about. */
  task: ChannelTask | null;
  comment: string;
  description: string;
  /** The chosen member's username ('' = none chosen). */
  assignee: string;
  /** The server's words after a failed save. */
  error: string | null;
  /** The server's words after the last change (said over the list). */
  changed: string | null;
};

export type ChannelTaskEvent =
  | { type: 'close.open'; task: ChannelTask }
  | { type: 'describe.open'; task: ChannelTask }
  | { type: 'assign.open'; task: ChannelTask }
  | { type: 'comment.change'; value: string }
  | { type: 'description.change'; value: string }
  | { type: 'assignee.change'; value: string }
  | { type: 'change.save' }
  | { type: 'change.cancel' };

/** What the list offers in either of its states: the three dialogs of a task. */
const OPENERS = {
  'close.open': { target: '#channelTask.closing', actions: 'startClosing' },
  'describe.open': { target: '#channelTask.describing', actions: 'startDescribing' },
  'assign.open': { target: '#channelTask.assigning', actions: 'startAssigning' },
} as const;

/** The body of a dialog's save: the one change it makes. */
type Change = Pick<UpdateChannelTaskInput, 'comments' | 'description' | 'assignee'>;
const bodyOf = (context: ChannelTaskContext, change: Change): UpdateChannelTaskInput => ({
  channel_name: context.channel,
  task_id: context.task!.id,
  ...change,
});

/** A dialog's save in flight: done goes back to the list with the server's words. */
const saving = (change: (context: ChannelTaskContext) => Change) =>
  ({
    tags: 'busy',
    invoke: {
      id: 'updateChannelTask',
      src: 'updateChannelTask',
      input: ({ context }: { context: ChannelTaskContext }) => bodyOf(context, change(context)),
      onDone: { target: '#channelTask.changed', actions: ['assignChanged', 'taskChanged'] },
      onError: { target: 'form.failed', actions: 'assignFailure' },
    },
  }) as const;

/**
 * A channel task's changes (spec part 2 §2 channel task dialog, §4 'Channel task': Open to
 * Closed; closing needs a closing message and fills closed_by and closed_at): over the channel's
 * task list, Close opens Closing Message, Edit Description and Update Assignee open theirs; a
 * refusal keeps what was typed with the server's words; a save goes back to the list, which the
 * app refreshes (taskChanged), with the server's words.
 */
export const channelTaskMachine = setup({
  types: {
    context: {} as ChannelTaskContext,
    events: {} as ChannelTaskEvent,
    input: {} as ChannelTaskInput,
    tags: {} as 'dialog' | 'busy' | 'error',
  },
  actors: {
    updateChannelTask: unprovided<UpdatedChannelTask, UpdateChannelTaskInput>('updateChannelTask'),
  },
  guards: {
    hasComment: ({ context }) => hasComment(context.comment),
    hasAssignee: ({ context }) => context.assignee !== '',
  },
  actions: {
    startClosing: assign(({ event }) =>
      event.type === 'close.open' ? { task: event.task, comment: '', error: null } : {},
    ),
    startDescribing: assign(({ event }) =>
      event.type === 'describe.open'
        ? { task: event.task, description: event.task.description, error: null }
        : {},
    ),
    startAssigning: assign(({ event }) =>
      event.type === 'assign.open'
        ? { task: event.task, assignee: event.task.assignee?.username ?? '', error: null }
        : {},
    ),
    assignEdit: assign(({ event }) => {
      switch (event.type) {
        case 'comment.change':
          return { comment: capComment(event.value), error: null };
        case 'description.change':
          return { description: capDescription(event.value), error: null };
        case 'assignee.change':
          return { assignee: event.value, error: null };
        default:
          return {};
      }
    }),
    assignChanged: assign(({ event }) => ({
      changed: (event as unknown as DoneActorEvent<UpdatedChannelTask>).output.msg,
      task: null,
      error: null,
    })),
    assignFailure: assign(({ event }) => ({
      error: toServiceError((event as unknown as ErrorActorEvent).error).message,
    })),
    /** The list shows the change (the app refreshes its query). */
    taskChanged: () => {},
  },
}).createMachine({
  id: 'channelTask',
  context: ({ input }) => ({
    channel: input.channel,
    task: null,
    comment: '',
    description: '',
    assignee: '',
    error: null,
    changed: null,
  }),
  initial: 'list',
  states: {
    list: {
      description:
        "the channel's tasks, each with Close (when open), Edit Description, Update Assignee",
      on: OPENERS,
    },
    closing: {
      tags: 'dialog',
      initial: 'form',
      states: {
        form: {
          initial: 'editing',
          on: {
            'comment.change': { target: '.editing', actions: 'assignEdit' },
            'change.save': [
              { guard: not('hasComment'), target: '.noComment' },
              { target: 'saving' },
            ],
            'change.cancel': '#channelTask.list',
          },
          states: {
            editing: {},
            noComment: { description: "'Please write a closing message.'", tags: 'error' },
            failed: { description: "the server's words; the message kept", tags: 'error' },
          },
        },
        saving: saving((c) => ({ comments: c.comment.trim() })),
      },
    },
    describing: {
      tags: 'dialog',
      initial: 'form',
      states: {
        form: {
          initial: 'editing',
          on: {
            'description.change': { target: '.editing', actions: 'assignEdit' },
            'change.save': 'saving',
            'change.cancel': '#channelTask.list',
          },
          states: {
            editing: {},
            failed: { description: "the server's words; the description kept", tags: 'error' },
          },
        },
        saving: saving((c) => ({ description: c.description })),
      },
    },
    assigning: {
      tags: 'dialog',
      initial: 'form',
      states: {
        form: {
          initial: 'editing',
          on: {
            'assignee.change': { target: '.editing', actions: 'assignEdit' },
            'change.save': [
              { guard: not('hasAssignee'), target: '.noMember' },
              { target: 'saving' },
            ],
            'change.cancel': '#channelTask.list',
          },
          states: {
            editing: {},
            noMember: { description: "'Please choose a member.'", tags: 'error' },
            failed: { description: "the server's words; the choice kept", tags: 'error' },
          },
        },
        saving: saving((c) => ({ assignee: c.assignee })),
      },
    },
    changed: {
      description: "the server's words over the refreshed list",
      on: OPENERS,
    },
  },
});
