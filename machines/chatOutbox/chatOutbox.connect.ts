import type { SnapshotFrom } from 'xstate';
import type { PendingMessage } from '../../src/domain/chat/types.ts';
import type { ChatOutboxEvent, chatOutboxMachine } from './chatOutbox.machine.ts';
import type { OutboxItem } from './chatOutbox.rules.ts';
import { CHAT_OUTBOX_TEXTS as T } from './chatOutbox.texts.ts';

type Snapshot = SnapshotFrom<typeof chatOutboxMachine>;
type Send = (event: ChatOutboxEvent) => void;

/** An outbox item as the channel shows it (no bytes, only the file's name). */
export function pendingOf(item: OutboxItem): PendingMessage {
  return {
    client_id: item.client_id,
    channel: item.channel,
    text: item.text,
    createdAt: item.createdAt,
    replied_to: item.replied_to,
    attachmentName: item.attachment?.name ?? null,
    location: item.location,
    state: item.state,
    progress: item.progress,
    error: item.error,
  };
}

/** What a message the server has not confirmed says beside it. */
export function pendingStatus(message: PendingMessage): string {
  if (message.state === 'failed') return T.failed(message.error ?? '');
  if (message.state === 'sending') {
    return message.progress === null ? T.sending : T.uploading(Math.round(message.progress * 100));
  }
  return message.error ? T.retrying(message.error) : T.pending;
}

export type ChatOutboxModel = {
  pending: readonly PendingMessage[];
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
};

const intentsBySend = new WeakMap<Send, Pick<ChatOutboxModel, 'onRetry' | 'onDiscard'>>();
const ignore: Send = () => {};

function intentsOf(send: Send) {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onRetry: (client_id: string) => send({ type: 'outbox.retry', client_id }),
      onDiscard: (client_id: string) => send({ type: 'outbox.discard', client_id }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

export function connectChatOutbox(snapshot: Snapshot, send: Send = ignore): ChatOutboxModel {
  return { ...intentsOf(send), pending: snapshot.context.items.map(pendingOf) };
}
