import type { Client } from 'openapi-fetch';
import { useCallback, useMemo } from 'react';
import type { ForwardInput } from '../../../machines/chatChannel/index.ts';
import type { paths as ChatPaths } from '../../../openapi/generated/chat.ts';
import type { ChatEventBus } from '../../domain/chat/events.ts';
import type { ChatChannel, ChatMember } from '../../domain/chat/types.ts';
import { ChannelPane } from './channel/ChannelPane.tsx';
import { createChannelPaneActors } from './channel/channelCalls.ts';
import { Composer } from './composer/Composer.tsx';
import { ChatDropZone } from './composer/DropZone.tsx';
import type { ChatOutbox } from './composer/useChatOutbox.ts';

export type OpenChannelProps = {
  channel: ChatChannel;
  me: { username: string; name: string; isSuperAdmin: boolean };
  /** The chat client the channel's calls go through (the host's). */
  chat: Client<ChatPaths>;
  events: ChatEventBus;
  outbox: ChatOutbox;
  /** The open channel's members: the mention suggestions (null while they load). */
  members: ChatMember[] | null;
  onChannelChange: (changed: ChatChannel) => void;
  /** A chat action signed the user in or off: refresh the attendance. */
  onAttendance?: () => void;
  onChannelGone?: (gone: ChatChannel) => void;
};

/**
 * The open channel: its messages, actions and composer. Its own chunk, loaded when a channel
 * opens, so the screen hosting it paints first (the critical path, ARCHITECTURE §7).
 */
export default function OpenChannel({
  channel,
  me,
  chat,
  events,
  outbox,
  members,
  onChannelChange,
  onAttendance,
  onChannelGone,
}: OpenChannelProps) {
  // A forward is queued in the outbox like a typed message: pending at once, kept across reload.
  const submit = outbox.submit;
  const forward = useCallback(
    async ({ channel: to, text }: ForwardInput) =>
      submit({ channel: to, text, replied_to: null, attachment: null, location: null }),
    [submit],
  );
  const actors = useMemo(() => createChannelPaneActors(chat, forward), [chat, forward]);
  return (
    <ChatDropZone>
      <ChannelPane
        channel={channel}
        me={me}
        events={events}
        pending={outbox.pendingFor(channel.name)}
        onRetry={outbox.retry}
        onDiscard={outbox.discard}
        onChannelChange={onChannelChange}
        onAttendance={onAttendance}
        onChannelGone={onChannelGone}
        forward={forward}
        actors={actors}
        renderComposer={(reply) => (
          <Composer
            channel={channel}
            me={me}
            replyTo={reply.to}
            onReplyClear={reply.clear}
            members={members}
            send={outbox.submit}
          />
        )}
      />
    </ChatDropZone>
  );
}
