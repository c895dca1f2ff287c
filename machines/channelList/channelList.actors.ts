import type { PromiseActorLogic } from 'xstate';
import type {
  ChannelFilter,
  ChannelPage,
  ChannelSearchResult,
  ChatChannel,
  ChatContact,
} from './channelList.types.ts';

export type ListChannelsInput = { filter: ChannelFilter; start: number; entries: number };
export type SearchChannelsInput = { name: string; scope: 'all' | 'conversation' };
export type ChannelToggleInput = { name: string; on: boolean };

/**
 * The calls the channel list makes (the app backs them with the chat client, passing the actor's
 * `signal`; tests and stories with fakes). Each resolves with the server's answer and rejects
 * with its words.
 */
export type ChannelListActors = {
  /** The user's own blacklist read (part 1 §7): the words to show when it is empty, else null. */
  checkSelf: PromiseActorLogic<string | null, { me: string }>;
  listChannels: PromiseActorLogic<ChannelPage, ListChannelsInput>;
  searchChannels: PromiseActorLogic<ChannelSearchResult, SearchChannelsInput>;
  joinChannel: PromiseActorLogic<ChatChannel, { name: string }>;
  startPrivateChat: PromiseActorLogic<ChatChannel, { username: string }>;
  listContacts: PromiseActorLogic<ChatContact[], { me: string }>;
  setFavourite: PromiseActorLogic<boolean, ChannelToggleInput>;
  setNotification: PromiseActorLogic<boolean, ChannelToggleInput>;
  /** Opening a channel reads it on the server; nothing waits for the answer. */
  markChannelRead: PromiseActorLogic<void, { name: string }>;
};
