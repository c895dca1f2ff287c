import type { PromiseActorLogic } from 'xstate';
import type { ChatChannel, ChatMember, ChatMessage } from '../../src/domain/chat/types.ts';

/** GET /channel-message: newest first when no time is given; end_time = older than. */
export type ListMessagesInput = {
  channel: string;
  entries: number;
  end_time?: string;
  start_time?: string;
};
export type MessagesPage = { messages: ChatMessage[]; has_more: boolean };
/** The messages around one (a search result): it and those just before and after it. */
export type AroundInput = { channel: string; message: ChatMessage; entries: number };
export type MessageRef = { message_id: string };
export type ForwardInput = { channel: string; text: string };
export type SearchInput = { channel: string; q: string; entries: number };
export type MembersOutput = {
  admins: ChatMember[];
  normal_users: ChatMember[];
  current_member: ChatMember;
  /** Members with a business profile: only the super admin's answer has them (spec §6). */
  business_users?: ChatMember[];
};

/**
 * The open channel's calls, by the names its machines invoke them with. Each rejects with an
 * Error carrying the server's words and the status (machines/shared/calls.ts).
 */
export type ChatChannelActors = {
  listChannelMessages: PromiseActorLogic<MessagesPage, ListMessagesInput>;
  loadMessagesAround: PromiseActorLogic<MessagesPage, AroundInput>;
};

export type MessageActionsActors = {
  deleteChannelMessage: PromiseActorLogic<unknown, MessageRef>;
  pinChannelMessage: PromiseActorLogic<ChatChannel, MessageRef>;
  unpinChannelMessage: PromiseActorLogic<ChatChannel, MessageRef>;
  /** The user's channels to forward to (listChannels, filter all). */
  listForwardTargets: PromiseActorLogic<ChatChannel[], { exclude: string }>;
  /** Sends the text to one channel: the page gives it the outbox. */
  forward: PromiseActorLogic<unknown, ForwardInput>;
};

export type ChannelSearchActors = {
  searchChannelMessages: PromiseActorLogic<{ messages: ChatMessage[] }, SearchInput>;
};

export type ChannelProfileActors = {
  listChannelMembers: PromiseActorLogic<MembersOutput, { channel_name: string }>;
};
