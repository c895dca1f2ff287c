import type { PromiseActorLogic } from 'xstate';
import type { ChatMessage } from '../../src/domain/chat/types.ts';
import type { OutboxItem } from './chatOutbox.rules.ts';

/**
 * The outbox's calls, by the names the machine invokes: read what was kept (after a reload) and
 * send one message (sendChannelMessage with its client_id). A send rejects with the server's
 * words and status, or without a status when the network failed.
 */
export type ChatOutboxActors = {
  loadOutbox: PromiseActorLogic<readonly OutboxItem[], void>;
  sendMessage: PromiseActorLogic<ChatMessage, OutboxItem>;
};
