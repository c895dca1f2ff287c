import type { Client } from 'openapi-fetch';
import { fromPromise } from 'xstate';
import type {
  ChannelProfileActors,
  ChannelSearchActors,
  ChatChannelActors,
  ForwardInput,
  MessageActionsActors,
} from '../../../../machines/chatChannel/index.ts';
import type { paths as ChatPaths } from '../../../../openapi/generated/chat.ts';
import { unwrap } from '../../../api/errors.ts';
import type { ChatChannel } from '../../../domain/chat/types.ts';
import { fromAbortable } from '../../../platform/abortableActor.ts';

/** Every call the open channel makes, by the names its machines invoke. */
export type ChannelPaneActors = ChatChannelActors &
  MessageActionsActors &
  ChannelSearchActors &
  ChannelProfileActors;

/** The user's channels a message may be forwarded to (the first 50, newest first). */
const FORWARD_TARGETS = 50;

/**
 * The open channel's calls over the chat client. `forward` sends one text to one channel; the
 * page gives the outbox's submit instead (so a forward survives a reload) where it has one.
 */
export function createChannelPaneActors(
  chat: Client<ChatPaths>,
  forward?: (input: ForwardInput) => Promise<unknown>,
): ChannelPaneActors {
  const list = (
    query: {
      channel: string;
      entries: number;
      end_time?: string;
      start_time?: string;
    },
    signal: AbortSignal,
  ) =>
    chat
      .GET('/channel-message', { params: { query: { ...query, direction: 'latest' } }, signal })
      .then(unwrap);
  return {
    listChannelMessages: fromAbortable(({ input, signal }) => list(input, signal)),
    // The result and those just older (it included: end_time is exclusive), then the newer ones.
    loadMessagesAround: fromAbortable(async ({ input, signal }) => {
      const at = Date.parse(input.message.createdAt);
      const half = Math.ceil(input.entries / 2);
      const channel = input.channel;
      const [older, newer] = await Promise.all([
        list({ channel, entries: half, end_time: new Date(at + 1).toISOString() }, signal),
        list({ channel, entries: half, start_time: input.message.createdAt }, signal),
      ]);
      return { messages: [...older.messages, ...newer.messages], has_more: older.has_more };
    }),
    deleteChannelMessage: fromAbortable(({ input, signal }) =>
      chat
        .DELETE('/channel-message/{message_id}', {
          params: { path: { message_id: input.message_id } },
          signal,
        })
        .then(unwrap),
    ),
    pinChannelMessage: fromAbortable(
      ({ input, signal }) =>
        chat
          .POST('/channel-message/{message_id}/pin', {
            params: { path: { message_id: input.message_id } },
            signal,
          })
          .then(unwrap) as Promise<ChatChannel>,
    ),
    unpinChannelMessage: fromAbortable(
      ({ input, signal }) =>
        chat
          .POST('/channel-message/{message_id}/unpin', {
            params: { path: { message_id: input.message_id } },
            signal,
          })
          .then(unwrap) as Promise<ChatChannel>,
    ),
    listForwardTargets: fromAbortable(async ({ input, signal }) => {
      const page = await chat
        .POST('/channels/list', {
          body: { start: 0, entries: FORWARD_TARGETS, filter: 'all' },
          signal,
        })
        .then(unwrap);
      return page.channels.filter((channel) => channel.name !== input.exclude);
    }),
    forward: forward
      ? fromPromise(({ input }) => forward(input))
      : fromAbortable(({ input, signal }) => {
          const form = new FormData();
          form.set('channel', input.channel);
          form.set('client_id', crypto.randomUUID());
          form.set('text', input.text);
          return chat
            .POST('/channel-message', {
              body: form as never,
              bodySerializer: () => form,
              signal,
            })
            .then(unwrap);
        }),
    searchChannelMessages: fromAbortable(({ input, signal }) =>
      chat.GET('/channel-message/search', { params: { query: input }, signal }).then(unwrap),
    ),
    listChannelMembers: fromAbortable(({ input, signal }) =>
      chat.GET('/acl/get-members', { params: { query: input }, signal }).then(unwrap),
    ),
  };
}
