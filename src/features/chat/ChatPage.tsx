import { useActorRef } from '@xstate/react';
import type { Client } from 'openapi-fetch';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { channelListMachine } from '../../../machines/channelList/index.ts';
import type { paths as ChatPaths } from '../../../openapi/generated/chat.ts';
import type { paths as MainPaths } from '../../../openapi/generated/main.ts';
import { unwrap } from '../../api/errors.ts';
import type { ChatEvent } from '../../domain/chat/types.ts';
import { createContactNames, openContactNameStore } from '../../platform/contactNames.ts';
import { createNotificationSound } from '../../platform/notificationSound.ts';
import { setChatMentionCount } from '../../stores/chatMentions.ts';
import { useRealtimeCatchUp } from '../realtime/index.ts';
import { ChannelHost } from './ChannelHost.tsx';
import { createChannelListActors } from './chatCalls.ts';
import { CHAT_PAGE_TEXTS as T } from './chatPageTexts.ts';
import { ChannelListPanel } from './list/ChannelListPanel.tsx';

export type ChatPageProps = {
  me: { username: string; name: string; isSuperAdmin?: boolean };
  /** The Mentions page: the same page, its list narrowed to channels with unread mentions. */
  mentionsOnly?: boolean;
  /** The plain clients (the page shows its own words for failures). */
  api: { chat: Client<ChatPaths>; main: Client<MainPaths> };
};

/** `?channel=<name>` of the address: the channel to open (spec part 2 §2 'Routes'). */
function useChannelParam(): [string | null, (name: string) => void, () => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const name = new URLSearchParams(search).get('channel');
  const open = useCallback(
    (channel: string) => navigate(`${location}?channel=${encodeURIComponent(channel)}`),
    [location, navigate],
  );
  const close = useCallback(() => navigate(location), [location, navigate]);
  return [name, open, close];
}

/**
 * The chat page (spec part 2 §2 'Chat page', titled Chat / Messenger): the channel list beside
 * the open channel. The channel's host owns the one chat event stream of the page's lifetime, fed
 * by the realtime connection and the outbox, and hands every event to the list too.
 */
export function ChatPage({ me, mentionsOnly, api }: ChatPageProps) {
  const [openName, openChannel, closeChannel] = useChannelParam();
  // The machine's action outlives renders: it calls the latest navigation.
  const openLatest = useRef(openChannel);
  openLatest.current = openChannel;
  const [sound] = useState(() => createNotificationSound());
  const resolveNames = useMemo(
    () =>
      createContactNames({
        store: openContactNameStore(),
        fetchCards: async (usernames, signal) =>
          unwrap(await api.chat.POST('/acl/acl-of-users', { body: { usernames }, signal })).users,
      }),
    [api],
  );
  const actor = useActorRef(
    channelListMachine.provide({
      actors: createChannelListActors(api),
      actions: {
        ring: () => sound.ring(),
        opened: (_, params) => openLatest.current(params.name),
      },
    }),
    { input: { me: me.username, open: openName } },
  );

  // The list hears every event of the host's chat stream: realtime and the outbox's confirmations.
  const onChatEvent = useCallback(
    (event: ChatEvent) => actor.send({ type: 'chat.event', event }),
    [actor],
  );
  // Back after a gap in the connection: the first page is read again.
  useRealtimeCatchUp(() => actor.send({ type: 'list.reload' }));
  useEffect(() => () => sound.stop(), [sound]);
  useEffect(() => {
    if (openName) actor.send({ type: 'channel.open', name: openName });
  }, [actor, openName]);
  const chatMe = { ...me, isSuperAdmin: me.isSuperAdmin ?? false };

  return (
    // Under 860 px (part 2 §9 'mobile') the list and the open channel take turns on screen.
    <div data-open={openName !== null} className="group flex h-[calc(100vh-8rem)] min-h-96 gap-4">
      <aside
        aria-label={T.sidebar}
        className="flex w-80 shrink-0 flex-col rounded-lg border border-slate-200 bg-white p-3 max-[859px]:w-full max-[859px]:group-data-[open=true]:hidden"
      >
        <h1 className="mb-2 text-lg font-semibold text-slate-900">
          {mentionsOnly ? T.mentionsTitle : T.title}
        </h1>
        <ChannelListPanel
          actor={actor}
          mentionsOnly={mentionsOnly}
          resolveNames={resolveNames}
          onOpen={openChannel}
          onMentionCount={setChatMentionCount}
        />
      </aside>
      <section
        aria-label={T.channelPane}
        className="flex min-w-0 flex-1 flex-col rounded-lg border border-slate-200 bg-white p-4 max-[859px]:group-data-[open=false]:hidden"
      >
        {openName !== null ? (
          <button
            type="button"
            onClick={closeChannel}
            className="mb-2 self-start rounded px-2 py-1 text-sm text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 min-[860px]:hidden"
          >
            <span aria-hidden="true">← </span>
            {T.backToChannels}
          </button>
        ) : null}
        <ChannelHost
          channel={openName}
          me={chatMe}
          chat={api.chat}
          onEvent={onChatEvent}
          onClosed={closeChannel}
          idle={<p className="m-auto text-slate-600">{T.selectChannel}</p>}
        />
      </section>
    </div>
  );
}

export default ChatPage;
