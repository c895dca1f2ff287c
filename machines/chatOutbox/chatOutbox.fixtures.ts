import type { ChatMessage } from '../../src/domain/chat/types.ts';
import type { OutboxItem } from './chatOutbox.rules.ts';

export const OUTBOX_CHANNEL = 'kosh/public/1000001';

const item = (client_id: string, text: string, createdAt: string): OutboxItem => ({
  client_id,
  channel: OUTBOX_CHANNEL,
  text,
  createdAt,
  replied_to: null,
  attachment: null,
  location: null,
  state: 'pending',
  failures: 0,
  error: null,
  progress: null,
});

/** A message kept from before a reload, and two the user sends now. */
export const OUTBOX_KEPT = item('c-0', 'Left unsent before the reload', '2026-11-24T09:00:00.000Z');
export const OUTBOX_FIRST = item('c-1', 'Field visit done at 11', '2026-11-24T10:00:00.000Z');
export const OUTBOX_SECOND = item('c-2', 'Customer paid 2,000', '2026-11-24T10:00:01.000Z');

/** Every client_id the samples use (the shows' Retry and Delete controls). */
export const CHAT_OUTBOX_IDS = [OUTBOX_KEPT, OUTBOX_FIRST, OUTBOX_SECOND].map((i) => i.client_id);

/** The server's answer to sending an item: the stored message, with the item's client_id. */
export function confirmedOf(sent: OutboxItem, id = `m-${sent.client_id}`): ChatMessage {
  return {
    _id: id,
    channel: sent.channel,
    client_id: sent.client_id,
    text: sent.text,
    createdAt: sent.createdAt,
    user: { _id: '9000000001', name: 'Ravi Kumar' },
    pinned: false,
    replied_to: null,
    image: null,
    video: null,
    file: null,
    location: null,
  };
}
