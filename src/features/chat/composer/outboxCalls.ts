// The outbox's call: sendChannelMessage (POST /channel-message, multipart) over the chat client's
// query hooks, so it runs through the same middleware (bearer, refresh, errors, abort) and fails
// with an ApiError carrying the status and the server's words; a network failure is a TypeError.
import type { Client } from 'openapi-fetch';
import type { OutboxItem } from '../../../../machines/chatOutbox/index.ts';
import type { components, paths } from '../../../../openapi/generated/chat.ts';
import { unwrap } from '../../../api/errors.ts';
import { type QueryHooks, runQueryOptions } from '../../../api/queryHooks.ts';
import type { ChatMessage } from '../../../domain/chat/types.ts';
import { progressFetch } from '../../../platform/progressFetch.ts';

export type ChatQueries = QueryHooks<paths>;

/** Sends one outbox message; `onProgress` gets the share of the upload sent (0..1). */
export type SendChatMessage = (
  item: OutboxItem,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) => Promise<ChatMessage>;

/** The multipart body of sendChannelMessage: client_id always, the rest when there is one. */
export function messageForm(item: OutboxItem): FormData {
  const form = new FormData();
  form.append('channel', item.channel);
  form.append('client_id', item.client_id);
  if (item.text) form.append('text', item.text);
  if (item.replied_to) form.append('replied_to', item.replied_to._id);
  if (item.location) form.append('location', JSON.stringify(item.location));
  if (item.attachment)
    form.append(item.attachment.kind, item.attachment.file, item.attachment.name);
  return form;
}

// openapi-fetch sends a FormData body as it is (the browser sets the boundary); the contract
// types the body by its fields, so the form stands in for them.
const asUpload = (form: FormData) => form as unknown as components['schemas']['ChatMessageUpload'];

/** Upload progress only where there is a file to watch (XMLHttpRequest); fetch otherwise. */
const withProgress = (item: OutboxItem, onProgress: (fraction: number) => void) =>
  item.attachment && typeof XMLHttpRequest !== 'undefined'
    ? { fetch: progressFetch((sent, total) => onProgress(total > 0 ? sent / total : 0)) }
    : {};

export const sendChatMessage =
  (queries: ChatQueries): SendChatMessage =>
  (item, onProgress, signal) =>
    runQueryOptions<ChatMessage>(
      queries.queryOptions('post', '/channel-message', {
        body: asUpload(messageForm(item)),
        ...withProgress(item, onProgress),
      }),
      signal ?? new AbortController().signal,
    );

/** The same call over a plain chat client (the chat page's), failing with an ApiError. */
export const sendChatMessageWith =
  (chat: Client<paths>): SendChatMessage =>
  async (item, onProgress, signal) =>
    unwrap(
      await chat.POST('/channel-message', {
        body: asUpload(messageForm(item)),
        ...withProgress(item, onProgress),
        signal,
      }),
    );
