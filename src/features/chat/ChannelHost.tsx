import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Client } from 'openapi-fetch';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMe } from '../../../machines/chatChannel/index.ts';
import type { paths as ChatPaths } from '../../../openapi/generated/chat.ts';
import { unwrap } from '../../api/errors.ts';
import { chatEventOf, createChatEventBus } from '../../domain/chat/events.ts';
import type { ChatChannel, ChatEvent } from '../../domain/chat/types.ts';
import { useRealtimeMessages, useRealtimeStatus } from '../realtime/index.ts';
import { ATTENDANCE_QUERY_KEY } from './actions/chatActionsLauncher.ts';
import { CHAT_PAGE_TEXTS as T } from './chatPageTexts.ts';
import { sendChatMessageWith } from './composer/outboxCalls.ts';
import { useChatOutbox } from './composer/useChatOutbox.ts';

// The messages, actions and composer are their own chunk, loaded when a channel opens: a screen
// hosting a channel paints first (ARCHITECTURE §7).
const OpenChannel = lazy(() => import('./OpenChannel.tsx'));

export type ChannelHostProps = {
  /** The channel to open, by name; null: none (`idle` shows). */
  channel: string | null;
  me: ChatMe;
  /** The plain chat client: the host shows its own words for a failure, the server's for a refusal. */
  chat: Client<ChatPaths>;
  /**
   * Every event of the host's chat stream: what the realtime connection publishes and what the
   * outbox confirms (the chat page's channel list reads them).
   */
  onEvent?: (event: ChatEvent) => void;
  /** What shows while no channel is named. */
  idle?: ReactNode;
  /** The user left or deleted the open channel: the page clears the selection. */
  onClosed?: () => void;
};

/**
 * An open channel with everything it needs (spec part 2 §2 'Chat page'): the channel and its
 * members read from the chat service, one chat event stream fed by the realtime connection, and
 * the outbox that sends what is written. The chat page hosts one beside its list; the loan page's
 * Chats tab hosts the loan's channel. The channel's own words show while it opens, the server's
 * when it is refused (403, 404).
 */
export function ChannelHost({
  channel: name,
  me,
  chat,
  onEvent,
  idle = null,
  onClosed,
}: ChannelHostProps) {
  const [bus] = useState(createChatEventBus);
  useRealtimeMessages((published) => {
    const event = chatEventOf(published);
    if (event) bus.publish(event);
  });
  const latestOnEvent = useRef(onEvent);
  latestOnEvent.current = onEvent;
  useEffect(() => bus.subscribe((event) => latestOnEvent.current?.(event)), [bus]);

  const channel = useQuery({
    queryKey: ['chat-channel', name],
    enabled: name !== null,
    queryFn: async ({ signal }) =>
      unwrap(await chat.GET('/channel', { params: { query: { name: name! } }, signal })),
  });
  // The mention suggestions: the open channel's members.
  const members = useQuery({
    queryKey: ['chat-members', name],
    enabled: name !== null,
    queryFn: async ({ signal }) => {
      const query = { channel_name: name! };
      const { admins, normal_users } = unwrap(
        await chat.GET('/acl/get-members', { params: { query }, signal }),
      );
      return [...admins, ...normal_users];
    },
  });
  const [send] = useState(() => sendChatMessageWith(chat));
  const outbox = useChatOutbox({
    events: bus,
    send,
    connected: useRealtimeStatus() === 'connected',
  });
  const queryClient = useQueryClient();
  const onChannelChange = useCallback(
    (changed: ChatChannel) => queryClient.setQueryData(['chat-channel', changed.name], changed),
    [queryClient],
  );
  const onAttendance = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ATTENDANCE_QUERY_KEY }),
    [queryClient],
  );
  // Left or deleted: the list drops it at once (as the server's event would), the page unselects.
  const onChannelGone = useCallback(
    (gone: ChatChannel) => {
      latestOnEvent.current?.({ type: 'RETAINED', channel: { ...gone, added: false } });
      onClosed?.();
    },
    [onClosed],
  );
  const opening = (
    <p role="status" className="m-auto text-slate-600">
      {T.opening}
    </p>
  );

  if (name === null) return idle;
  if (channel.data) {
    return (
      <Suspense fallback={opening}>
        <OpenChannel
          key={channel.data.name}
          channel={channel.data}
          me={me}
          chat={chat}
          events={bus}
          outbox={outbox}
          members={members.data ?? null}
          onChannelChange={onChannelChange}
          onAttendance={onAttendance}
          onChannelGone={onClosed && onChannelGone}
        />
      </Suspense>
    );
  }
  if (channel.isError) {
    return (
      <p role="alert" className="m-auto text-red-700">
        {channel.error.message}
      </p>
    );
  }
  return opening;
}
