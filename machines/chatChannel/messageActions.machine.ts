import { assign, setup } from 'xstate';
import type { ChatChannel, ChatMessage } from '../../src/domain/chat/types.ts';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type { ForwardInput, MessageRef } from './chatChannel.actors.ts';
import { CHAT_CHANNEL_TEXTS as T } from './chatChannel.texts.ts';

export type MessageActionsInput = { channel: string };

export type MessageActionsContext = {
  channel: string;
  /** The message acted on. */
  message: ChatMessage | null;
  /** The channels it may be forwarded to, and those picked. */
  targets: ChatChannel[];
  picked: string[];
  forwardedCount: number;
  error: string | null;
};

export type MessageActionsEvent =
  | { type: 'message.delete'; message: ChatMessage }
  | { type: 'message.pin'; message: ChatMessage }
  | { type: 'message.unpin'; message: ChatMessage }
  | { type: 'message.forward'; message: ChatMessage }
  | { type: 'forward.toggle'; channel: string }
  | { type: 'forward.send' }
  | { type: 'forward.retry' }
  | { type: 'action.dismiss' };

const refOf = (context: MessageActionsContext): MessageRef => ({
  message_id: context.message!._id,
});

/** A 403 reads as the spec's words for that action; anything else as the server's. */
const failureText = (event: unknown, forbidden: string) => {
  const error = toServiceError((event as { error?: unknown }).error);
  return error.status === 403 ? forbidden : error.message;
};

const START = {
  'message.delete': { target: '#messageActions.deleting', actions: 'keepMessage' },
  'message.pin': { target: '#messageActions.pinning', actions: 'keepMessage' },
  'message.unpin': { target: '#messageActions.unpinning', actions: 'keepMessage' },
  'message.forward': { target: '#messageActions.forward', actions: 'keepMessage' },
} as const;

/**
 * What a message's menu does (spec part 2 §2, §6, §8): delete it (the 'Message being deleted'
 * dialog while it runs; 'Error deleting message. Please try again.' on a failure), pin or unpin
 * it (a 403 is 'You don't have permission to pin this message.' / '... unpin ...'), forward its
 * text to channels picked in 'Forward message to'. A pin's answer is the channel, given to
 * `channelChanged`; a deletion is given to `messageDeleted`.
 */
export const messageActionsMachine = setup({
  types: {
    input: {} as MessageActionsInput,
    context: {} as MessageActionsContext,
    events: {} as MessageActionsEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    deleteChannelMessage: unprovided<unknown, MessageRef>('deleteChannelMessage'),
    pinChannelMessage: unprovided<ChatChannel, MessageRef>('pinChannelMessage'),
    unpinChannelMessage: unprovided<ChatChannel, MessageRef>('unpinChannelMessage'),
    listForwardTargets: unprovided<ChatChannel[], { exclude: string }>('listForwardTargets'),
    forward: unprovided<unknown, ForwardInput>('forward'),
  },
  guards: {
    hasPicked: ({ context }) => context.picked.length > 0,
  },
  actions: {
    keepMessage: assign(({ event }) =>
      'message' in event
        ? { message: event.message, error: null, picked: [], targets: [], forwardedCount: 0 }
        : {},
    ),
    deleteFailed: assign({ error: T.deleteFailed }),
    pinFailed: assign(({ event }) => ({ error: failureText(event, T.pinForbidden) })),
    unpinFailed: assign(({ event }) => ({ error: failureText(event, T.unpinForbidden) })),
    keepError: assign(({ event }) => ({
      error: toServiceError((event as { error?: unknown }).error).message,
    })),
    keepTargets: assign(({ event }) => ({
      targets: (event as unknown as { output: ChatChannel[] }).output,
    })),
    togglePick: assign(({ context, event }) => {
      if (event.type !== 'forward.toggle') return {};
      const on = context.picked.includes(event.channel);
      return {
        picked: on
          ? context.picked.filter((name) => name !== event.channel)
          : [...context.picked, event.channel],
      };
    }),
    // Given by the pane: the timeline drops the message; the channel of a pin's answer
    // (event.output) goes to the timeline and the page.
    messageDeleted: () => {},
    channelChanged: () => {},
  },
}).createMachine({
  id: 'messageActions',
  context: ({ input }) => ({
    channel: input.channel,
    message: null,
    targets: [],
    picked: [],
    forwardedCount: 0,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: { on: START },
    deleting: {
      tags: 'busy',
      description: "the 'Message being deleted' dialog",
      invoke: {
        id: 'deleteChannelMessage',
        src: 'deleteChannelMessage',
        input: ({ context }) => refOf(context),
        onDone: { target: 'idle', actions: 'messageDeleted' },
        onError: { target: 'deleteFailed', actions: 'deleteFailed' },
      },
    },
    deleteFailed: { tags: 'error', on: { ...START, 'action.dismiss': 'idle' } },
    pinning: {
      tags: 'busy',
      invoke: {
        id: 'pinChannelMessage',
        src: 'pinChannelMessage',
        input: ({ context }) => refOf(context),
        onDone: {
          target: 'idle',
          actions: 'channelChanged',
        },
        onError: { target: 'pinFailed', actions: 'pinFailed' },
      },
    },
    pinFailed: { tags: 'error', on: { ...START, 'action.dismiss': 'idle' } },
    unpinning: {
      tags: 'busy',
      invoke: {
        id: 'unpinChannelMessage',
        src: 'unpinChannelMessage',
        input: ({ context }) => refOf(context),
        onDone: {
          target: 'idle',
          actions: 'channelChanged',
        },
        onError: { target: 'unpinFailed', actions: 'unpinFailed' },
      },
    },
    unpinFailed: { tags: 'error', on: { ...START, 'action.dismiss': 'idle' } },
    forward: {
      description: "the 'Forward message to' dialog",
      initial: 'loadingTargets',
      on: { 'action.dismiss': '#messageActions.idle' },
      states: {
        loadingTargets: {
          tags: 'busy',
          invoke: {
            id: 'listForwardTargets',
            src: 'listForwardTargets',
            input: ({ context }) => ({ exclude: context.channel }),
            onDone: { target: 'choosing', actions: 'keepTargets' },
            onError: { target: 'targetsFailed', actions: 'keepError' },
          },
        },
        targetsFailed: { tags: 'error', on: { 'forward.retry': 'loadingTargets' } },
        choosing: {
          on: {
            'forward.toggle': { actions: 'togglePick' },
            'forward.send': { guard: 'hasPicked', target: 'sending' },
          },
        },
        sending: {
          tags: 'busy',
          invoke: {
            id: 'forward',
            src: 'forward',
            // One call per picked channel, in order (the outbox keeps each send).
            input: ({ context }) => ({ channel: context.picked[0]!, text: context.message!.text }),
            onDone: [
              {
                guard: ({ context }) => context.picked.length > 1,
                target: 'sending',
                reenter: true,
                actions: assign(({ context }) => ({
                  picked: context.picked.slice(1),
                  forwardedCount: context.forwardedCount + 1,
                })),
              },
              {
                target: 'forwarded',
                actions: assign(({ context }) => ({ forwardedCount: context.forwardedCount + 1 })),
              },
            ],
            onError: { target: 'forwardFailed', actions: 'keepError' },
          },
        },
        forwardFailed: {
          tags: 'error',
          description: 'the channels not yet sent to stay picked',
          on: { 'forward.send': 'sending' },
        },
        forwarded: {},
      },
    },
  },
});
