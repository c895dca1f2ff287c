import type { operations } from '../../openapi/generated/chat.ts';
import type { ChatChannel, ChatContact, ChatEvent, ChatUser } from '../../src/domain/chat/types.ts';

export type { ChatChannel, ChatContact, ChatEvent, ChatUser };

/** What listChannels is asked for: which of the user's channels (openapi `ChannelFilter`). */
export type ChannelFilter =
  operations['listChannels']['requestBody']['content']['application/json']['filter'];

/** The sidebar's modes (spec part 2 §2 'Chat page'): the channel filters, and Contacts. */
export type ChannelListMode = ChannelFilter | 'contacts';

/** One page of the user's channels and how many match the filter. */
export type ChannelPage = { channels: ChatChannel[]; total: number };

/** What a channel search finds: channels (joined or not) and, for conversations, people. */
export type ChannelSearchResult = { channels: ChatChannel[]; people: ChatUser[] };
