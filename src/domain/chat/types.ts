// The chat's records as the contract defines them (openapi/chat.yaml), named once for machines,
// views and the outbox.
import type { components } from '../../../openapi/generated/chat.ts';

type Schemas = components['schemas'];

export type ChatChannel = Schemas['ChatChannel'];
export type ChannelType = Schemas['ChannelType'];
export type ChatMessage = Schemas['ChatMessage'];
export type ChatRepliedTo = Schemas['ChatRepliedTo'];
export type ChatAttachment = Schemas['ChatAttachment'];
export type ChatLocation = Schemas['ChatLocation'];
export type ChatUser = Schemas['ChatUser'];
export type ChatMember = Schemas['ChatMember'];
export type ChatContact = Schemas['ChatContact'];
export type ChatUserCard = Schemas['ChatUserCard'];
export type PinnedMessage = Schemas['PinnedMessage'];
/** What the server publishes on a member's personal topic. */
export type ChatEvent = Schemas['ChatEvent'];

/** Where a message the user sent stands before the server has it (the outbox's states). */
export type PendingState = 'pending' | 'sending' | 'failed';

/**
 * A message the user sent that the server has not confirmed yet. The outbox keeps it (across
 * reloads) until the server answers with the message; the channel shows it after the confirmed
 * ones, in the order it was sent.
 */
export type PendingMessage = {
  /** The outbox's id for it; the server deduplicates on it (ChatMessage.client_id). */
  client_id: string;
  channel: string;
  text: string;
  /** When the user pressed send (ISO). */
  createdAt: string;
  replied_to: ChatRepliedTo | null;
  /** The attached file's name, if any (the bytes stay in the outbox). */
  attachmentName: string | null;
  /** The location sent, if any. */
  location: ChatLocation | null;
  state: PendingState;
  /** Upload progress 0..1 while sending with an attachment; null otherwise. */
  progress: number | null;
  /** The last failure in words (the server's, or the network's), shown with Retry. */
  error: string | null;
};
