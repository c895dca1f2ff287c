import type { SnapshotFrom } from 'xstate';
import type { ChannelListEvent, channelListMachine } from './channelList.machine.ts';
import { CHANNEL_LIST_MODES, canStartChatWith, mentionTotal } from './channelList.rules.ts';
import { CHANNEL_LIST_TEXTS as T } from './channelList.texts.ts';
import type {
  ChannelListMode,
  ChannelSearchResult,
  ChatChannel,
  ChatContact,
} from './channelList.types.ts';

type Snapshot = SnapshotFrom<typeof channelListMachine>;
type Send = (event: ChannelListEvent) => void;

export type ChannelListIntents = {
  onMode: (mode: ChannelListMode) => void;
  onMore: () => void;
  onRetry: () => void;
  onSearch: (query: string) => void;
  onJoin: (name: string) => void;
  onStartChat: (username: string) => void;
  onStartChatWithContact: (username: string) => void;
  onOpen: (name: string) => void;
  onFavourite: (name: string, on: boolean) => void;
  onNotification: (name: string, on: boolean) => void;
  onDismiss: () => void;
  onNewChat: (number: string) => void;
  onStartNewChat: () => void;
};

const intentsBySend = new WeakMap<Send, ChannelListIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): ChannelListIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onMode: (mode) => send({ type: 'mode.select', mode }),
      onMore: () => send({ type: 'list.more' }),
      onRetry: () => send({ type: 'list.retry' }),
      onSearch: (query) => send({ type: 'search.change', query }),
      onJoin: (name) => send({ type: 'search.join', name }),
      onStartChat: (username) => send({ type: 'search.startChat', username }),
      onStartChatWithContact: (username) => send({ type: 'contacts.startChat', username }),
      onOpen: (name) => send({ type: 'channel.open', name }),
      onFavourite: (name, on) => send({ type: 'channel.favourite', name, on }),
      onNotification: (name, on) => send({ type: 'channel.notification', name, on }),
      onDismiss: () => send({ type: 'notice.dismiss' }),
      onNewChat: (number) => send({ type: 'newChat.change', number }),
      onStartNewChat: () => send({ type: 'newChat.start' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

/** The channel list as the view renders it. */
export type ChannelListModel = ChannelListIntents & {
  modes: readonly ChannelListMode[];
  mode: ChannelListMode;
  me: string;
  open: string | null;
  /** What shows instead of the list, if anything (busy lines, failures, the verdict). */
  status: { text: string; busy: boolean; retry: boolean } | null;
  /** The channels to list (none while searching or in Contacts). */
  channels: readonly ChatChannel[];
  /** Search results while searching. */
  results: ChannelSearchResult | null;
  /** Contacts in Contacts mode, else null. */
  contacts: readonly ChatContact[] | null;
  query: string;
  canSearch: boolean;
  canMore: boolean;
  /** Whether the row toggles may be used now. */
  canToggle: boolean;
  /** Join / Start Chat may be pressed. */
  canAct: boolean;
  /** The spec's toggle failure text, with Dismiss. */
  notice: string | null;
  /** The server's words after a refused join or chat start. */
  actionError: string | null;
  fellBack: boolean;
  newChat: string;
  canStartNewChat: boolean;
  mentionCount: number;
  blacklisted: boolean;
};

function statusOf(snapshot: Snapshot): ChannelListModel['status'] {
  const busy = (text: string) => ({ text, busy: true, retry: false });
  const failed = (text: string) => ({ text, busy: false, retry: true });
  if (snapshot.matches('checking')) return busy(T.checking);
  if (snapshot.matches('blacklisted')) return { text: T.blackListed, busy: false, retry: false };
  if (snapshot.matches({ active: 'loading' })) return busy(T.loading);
  if (snapshot.matches({ active: 'failed' })) return failed(T.loadFailed);
  if (snapshot.matches({ active: 'empty' })) return { text: T.empty, busy: false, retry: false };
  if (snapshot.matches({ active: { list: 'loadingMore' } })) return busy(T.loadingMore);
  if (snapshot.matches({ active: { list: 'moreFailed' } })) return failed(T.loadFailed);
  if (snapshot.matches({ active: { search: 'searching' } })) return busy(T.searching);
  if (snapshot.matches({ active: { search: 'failed' } })) return failed(T.searchFailed);
  if (snapshot.matches({ active: { search: 'joining' } })) return busy(T.joining);
  if (snapshot.matches({ active: { search: 'starting' } })) return busy(T.starting);
  if (snapshot.matches({ active: { contacts: 'loading' } })) return busy(T.contactsLoading);
  if (snapshot.matches({ active: { contacts: 'failed' } })) return failed(T.contactsFailed);
  if (snapshot.matches({ active: { contacts: 'starting' } })) return busy(T.starting);
  return null;
}

export function connectChannelList(
  snapshot: Snapshot,
  send: Send = ignore,
  options: { mentionsOnly?: boolean } = {},
): ChannelListModel {
  const { context } = snapshot;
  const searching = snapshot.matches({ active: 'search' });
  const inContacts = snapshot.matches({ active: 'contacts' });
  const listed = searching || inContacts ? [] : context.channels;
  const channels = options.mentionsOnly
    ? listed.filter((channel) => channel.unreadMentionsCount > 0)
    : listed;
  const status = statusOf(snapshot);
  // Mentions shows the loaded channels with unread mentions: say so when none of them has any.
  const noMentions = options.mentionsOnly && listed.length > 0 && channels.length === 0;
  return {
    ...intentsOf(send),
    modes: CHANNEL_LIST_MODES,
    mode: context.mode,
    me: context.me,
    open: context.open,
    status: status ?? (noMentions ? { text: T.noMentions, busy: false, retry: false } : null),
    channels,
    results:
      searching && !snapshot.matches({ active: { search: 'waiting' } }) ? context.results : null,
    contacts: inContacts ? context.contacts : null,
    query: context.query,
    canSearch: snapshot.matches('active') && !inContacts,
    canMore: snapshot.can({ type: 'list.more' }),
    canToggle:
      snapshot.matches({ active: { list: 'idle' } }) ||
      snapshot.matches({ active: { list: 'toggleFailed' } }),
    canAct:
      snapshot.matches({ active: { search: 'results' } }) ||
      snapshot.matches({ active: { search: 'actionFailed' } }) ||
      snapshot.matches({ active: { contacts: 'shown' } }) ||
      snapshot.matches({ active: { contacts: 'startFailed' } }),
    notice: context.notice,
    actionError:
      snapshot.matches({ active: { search: 'actionFailed' } }) ||
      snapshot.matches({ active: { contacts: 'startFailed' } })
        ? context.error
        : null,
    fellBack: context.fellBack && snapshot.matches({ active: 'list' }),
    newChat: context.newChat,
    canStartNewChat:
      canStartChatWith(context.newChat, context.me) && snapshot.can({ type: 'newChat.start' }),
    mentionCount: mentionTotal(context.channels),
    blacklisted: snapshot.matches('blacklisted'),
  };
}
