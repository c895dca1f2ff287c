import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { offersTasks, TASKS_OPTION } from '../../../../machines/channelTask/channelTask.rules.ts';
import type { ChatActionsActors } from '../../../../machines/chatActions/chatActions.actors.ts';
import type { ChatActionsStart } from '../../../../machines/chatActions/chatActions.machine.ts';
import { CHAT_ACTIONS_OPEN } from '../../../../machines/chatActions/chatActions.texts.ts';
import {
  type ChatMe,
  canOfferDelete,
  channelProfileMachine,
  channelSearchMachine,
  chatChannelMachine,
  connectChannelProfile,
  connectChannelSearch,
  connectChatChannel,
  connectMessageActions,
  type ForwardInput,
  messageActionsMachine,
  CHAT_CHANNEL_TEXTS as T,
} from '../../../../machines/chatChannel/index.ts';
import { api } from '../../../app/services.ts';
import type { ChatEventBus } from '../../../domain/chat/events.ts';
import type {
  ChatChannel,
  ChatMessage,
  ChatRepliedTo,
  PendingMessage,
} from '../../../domain/chat/types.ts';
import { useView } from '../../../ui/hooks/useView.ts';
import { useRealtimeCatchUpIfConnected } from '../../realtime/index.ts';
import { ChatActionLauncher } from '../actions/chatActionsLauncher.ts';
import { LazyChatActions } from '../actions/LazyChatActions.tsx';
import { UserDialogSlot, useUserDialog } from '../moderation/UserDialogSlot.tsx';
import { UserDialogOpenerContext } from '../moderation/userDialogOpener.ts';
import { LazyChannelTasks } from '../tasks/LazyChannelTasks.tsx';
import { ChannelProfile } from './ChannelProfile.tsx';
import { ChannelSearchPanel } from './ChannelSearchPanel.tsx';
import { type ChannelPaneActors, createChannelPaneActors } from './channelCalls.ts';
import { MessageActionDialogs } from './MessageActionDialogs.tsx';
import { MessageList } from './MessageList.tsx';
import type { MessageMenuItem } from './MessageMenu.tsx';
import { PinnedBanner } from './PinnedBanner.tsx';

export type ChannelPaneProps = {
  channel: ChatChannel;
  me: ChatMe;
  events: ChatEventBus;
  /** The outbox's messages of this channel, shown after the confirmed ones. */
  pending: readonly PendingMessage[];
  onRetry(clientId: string): void;
  onDiscard(clientId: string): void;
  /** The composer, told which message it replies to. */
  renderComposer: (reply: { to: ChatRepliedTo | null; clear(): void }) => ReactNode;
  /** The channel as a pin, an unpin or a realtime update left it. */
  onChannelChange(channel: ChatChannel): void;
  /** The user left the channel or deleted it (the member panel). */
  onChannelGone?: (channel: ChatChannel) => void;
  /** Forwards a text to a channel; the page gives the outbox's (a forward survives a reload). */
  forward?: (input: ForwardInput) => Promise<unknown>;
  /** The calls (tests and stories give fakes; by default the chat service's). */
  actors?: Partial<ChannelPaneActors>;
  /** A chat action signed the user in or off (spec part 2 §4): refresh the attendance. */
  onAttendance?: () => void;
  /** The chat actions dialog's calls (tests give fakes; by default the chat service's). */
  chatActionActors?: Partial<ChatActionsActors>;
};

// Attachment URLs are paths of the chat service (e.g. /api/chat/chat-files/12).
const fileUrl = (url: string) => url;
// Wide screens show the profile beside the messages from the start (spec §9: 1550 px).
const WIDE = '(min-width: 1550px)';

/**
 * The open channel (spec part 2 §2): header with search and profile, the pinned message, the
 * messages (reverse virtual list) with each one's actions, the composer, the profile sidebar.
 * Give it a `key` of the channel's name: another channel is another pane.
 */
export function ChannelPane(props: ChannelPaneProps) {
  const { channel, me, events } = props;
  const actors = useMemo(
    () => ({ ...createChannelPaneActors(api.chatPlain, props.forward), ...props.actors }),
    [props.forward, props.actors],
  );
  const timeline = useActorRef(chatChannelMachine.provide({ actors }), {
    input: { channel, me },
  });
  const onChannelChange = props.onChannelChange;
  const actions = useActorRef(
    messageActionsMachine.provide({
      actors,
      actions: {
        messageDeleted: ({ context }) =>
          timeline.send({
            type: 'chat.event',
            event: {
              type: 'MESSAGE_DELETED',
              channel: channel.name,
              message_id: context.message!._id,
            },
          }),
        channelChanged: ({ event }) => {
          const changed = (event as unknown as { output: ChatChannel }).output;
          timeline.send({ type: 'chat.event', event: { type: 'RETAINED', channel: changed } });
          onChannelChange(changed);
        },
      },
    }),
    { input: { channel: channel.name } },
  );
  const search = useActorRef(channelSearchMachine.provide({ actors }), {
    input: { channel: channel.name },
  });
  const profile = useActorRef(channelProfileMachine.provide({ actors }), {
    input: { channel: channel.name },
  });

  useEffect(
    () =>
      events.subscribe((event) => {
        timeline.send({ type: 'chat.event', event });
        if (event.type === 'RETAINED' && event.channel.name === channel.name) {
          onChannelChange(event.channel);
        }
      }),
    [events, timeline, channel.name, onChannelChange],
  );
  useRealtimeCatchUpIfConnected(() => timeline.send({ type: 'realtime.reconnected' }));
  useEffect(() => {
    if (typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches) {
      profile.send({ type: 'profile.open' });
    }
  }, [profile]);

  // Shallow: the messages array keeps its identity until the machine changes it, so 20,000
  // messages are never compared one by one.
  const view = useSelector(timeline, (s) => connectChatChannel(s, timeline.send), shallowEqual);
  const actionsView = useView(actions, (s) => connectMessageActions(s, actions.send))!;
  const searchView = useView(search, (s) => connectChannelSearch(s, search.send))!;
  const profileView = useView(profile, (s) => connectChannelProfile(s, profile.send))!;
  const shownChannel = useSelector(timeline, (s) => s.context.channel);

  const actionsFor = (message: ChatMessage): MessageMenuItem[] => {
    if (!actionsView.canAct) return [];
    const items: MessageMenuItem[] = [
      { label: T.reply, onSelect: () => view.onReply(message) },
      message.pinned
        ? { label: T.unpin, onSelect: () => actionsView.onUnpin(message) }
        : { label: T.pin, onSelect: () => actionsView.onPin(message) },
      { label: T.forward, onSelect: () => actionsView.onForward(message) },
    ];
    if (canOfferDelete(message, me, shownChannel)) {
      items.push({ label: T.delete, onSelect: () => actionsView.onDelete(message) });
    }
    return items;
  };
  const pinned = shownChannel.pinned_message;
  // Mounted while open: the dialog's chunk loads on first use, its actor lives while it shows.
  const [chatAction, setChatAction] = useState<{ start: ChatActionsStart | null } | null>(null);
  const hasChatActions = (shownChannel.chat_actions?.length ?? 0) > 0;
  const openChatAction = useCallback((start: ChatActionsStart) => setChatAction({ start }), []);
  const closeChatActions = useCallback(() => setChatAction(null), []);
  // The channel's Tasks dialog (spec part 2 §6): its chunk loads on the first press.
  const [tasksOpen, setTasksOpen] = useState(false);

  const userDialog = useUserDialog(me, profileView.members?.current_member);

  return (
    <UserDialogOpenerContext.Provider value={userDialog.opener}>
      <section
        aria-label={shownChannel.display_name}
        className="relative flex h-full min-h-0 flex-1 overflow-hidden"
      >
        <div className="flex min-h-0 min-w-0 flex-1 flex-col">
          <header className="flex items-center gap-2 border-b border-slate-200 bg-white px-3 py-2">
            <h2 className="min-w-0 flex-1 truncate text-base font-semibold text-slate-900">
              {shownChannel.display_name}
            </h2>
            <button
              type="button"
              onClick={searchView.open ? searchView.onClose : searchView.onOpen}
              className="rounded-md border border-slate-300 px-2 py-1 text-sm"
            >
              {searchView.open ? T.closeSearch : T.search}
            </button>
            {hasChatActions && (
              <button
                type="button"
                onClick={() => setChatAction({ start: null })}
                className="rounded-md border border-slate-300 px-2 py-1 text-sm"
              >
                {CHAT_ACTIONS_OPEN}
              </button>
            )}
            {offersTasks(shownChannel) && (
              <button
                type="button"
                onClick={() => setTasksOpen(true)}
                className="rounded-md border border-slate-300 px-2 py-1 text-sm"
              >
                {TASKS_OPTION}
              </button>
            )}
            {!profileView.open && (
              <button
                type="button"
                onClick={profileView.onOpen}
                className="rounded-md border border-slate-300 px-2 py-1 text-sm"
              >
                {T.profile}
              </button>
            )}
          </header>
          <ChannelSearchPanel view={searchView} onChoose={view.onJump} />
          {pinned && (
            <PinnedBanner
              pinned={pinned}
              onOpen={() => {
                const message = view.messages.find((m) => m._id === pinned.message_id);
                if (message) view.onJump(message);
              }}
            />
          )}
          <MessageActionDialogs view={actionsView} />
          <ChatActionLauncher.Provider value={hasChatActions ? openChatAction : null}>
            <MessageList
              view={view}
              label={T.messages(shownChannel.display_name)}
              me={me.username}
              pending={props.pending}
              onRetry={props.onRetry}
              onDiscard={props.onDiscard}
              fileUrl={fileUrl}
              actionsFor={actionsFor}
            />
          </ChatActionLauncher.Provider>
          {chatAction && (
            <Suspense fallback={null}>
              <LazyChatActions
                channel={shownChannel.name}
                channelId={shownChannel.channel_id}
                start={chatAction.start}
                onClosed={closeChatActions}
                onAttendance={props.onAttendance}
                actors={props.chatActionActors}
              />
            </Suspense>
          )}
          {tasksOpen && (
            <Suspense fallback={null}>
              <LazyChannelTasks
                channel={shownChannel.name}
                chat={api.chatPlain}
                onClosed={() => setTasksOpen(false)}
              />
            </Suspense>
          )}
          <div className="border-t border-slate-200 bg-white">
            {props.renderComposer({ to: view.replyTo, clear: view.onReplyClear })}
          </div>
        </div>
        <ChannelProfile
          view={profileView}
          channel={shownChannel}
          me={me}
          onGone={props.onChannelGone && (() => props.onChannelGone?.(shownChannel))}
        />
        <UserDialogSlot state={userDialog} channel_name={shownChannel.name} me={me} />
      </section>
    </UserDialogOpenerContext.Provider>
  );
}
