import type { ChatLocation, ChatRepliedTo } from '../../src/domain/chat/types.ts';
import type { ServiceError } from '../shared/calls.ts';

/** The waits between tries while the server or the network is away; then the message fails. */
export const BACKOFF_MS = [1000, 2000, 5000, 10000, 20000] as const;

/** What the user sent, as the outbox keeps it until the server confirms it. */
export type OutgoingMessage = {
  channel: string;
  text: string;
  replied_to: ChatRepliedTo | null;
  attachment: { kind: 'image' | 'video' | 'file'; file: Blob; name: string } | null;
  location: ChatLocation | null;
};

/** One message in the outbox (kept in the browser's database with its file). */
export type OutboxItem = OutgoingMessage & {
  /** The outbox's id, sent as client_id: the server stores one message per id. */
  client_id: string;
  createdAt: string;
  state: 'pending' | 'sending' | 'failed';
  /** Failed tries so far (the next wait is BACKOFF_MS[failures - 1]). */
  failures: number;
  /** The last failure in words: the server's, or the network's. */
  error: string | null;
  /** Upload progress 0..1 while sending a file; null otherwise. */
  progress: number | null;
};

/**
 * A refusal the server will repeat (4xx), so trying again cannot help: shown at once with the
 * server's words. A timeout or throttling (408, 429), a 5xx or a network failure is retried.
 */
export function isFinalFailure(error: ServiceError): boolean {
  const { status } = error;
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** After this many failed tries, is there a wait left before the next one? */
export const hasRetriesLeft = (failures: number) => failures <= BACKOFF_MS.length;

export const backoffFor = (failures: number) =>
  BACKOFF_MS[Math.min(Math.max(failures, 1), BACKOFF_MS.length) - 1]!;

/** The next message to send: the oldest waiting one (order kept across channels). */
export const nextPending = (items: readonly OutboxItem[]) =>
  items.find((item) => item.state === 'pending');

/** Items read back after a reload: one cut off while sending is simply pending again. */
export const resumed = (items: readonly OutboxItem[]): OutboxItem[] =>
  [...items]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((item) =>
      item.state === 'sending' ? { ...item, state: 'pending', progress: null } : item,
    );
