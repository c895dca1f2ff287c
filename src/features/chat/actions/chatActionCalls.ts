import type { Client } from 'openapi-fetch';
import type { ChatActionsActors } from '../../../../machines/chatActions/index.ts';
import type { paths } from '../../../../openapi/generated/chat.ts';
import { unwrap } from '../../../api/errors.ts';
import { intentKey } from '../../../api/intentKey.ts';
import { fromAbortable } from '../../../platform/abortableActor.ts';

/** The multipart body of submitChatFunctionForm: the channel and the values as JSON text. */
export function chatActionForm(channelId: number, values: Record<string, string>): FormData {
  const form = new FormData();
  form.set('channel_id', String(channelId));
  form.set('form_data', JSON.stringify(values));
  return form;
}

/** The chat actions dialog's calls over the plain chat client (the dialog shows the server's words). */
export function createChatActionsActors(chat: Client<paths>): ChatActionsActors {
  return {
    listChatActions: fromAbortable(async ({ input, signal }) =>
      unwrap(await chat.GET('/chat/chat-actions', { params: { query: input }, signal })),
    ),
    getChatAction: fromAbortable(async ({ input, signal }) =>
      unwrap(await chat.GET('/chat/actions/{id}', { params: { path: input }, signal })),
    ),
    getChatFunctionForm: fromAbortable(async ({ input, signal }) => {
      const { id, ...query } = input;
      return unwrap(
        await chat.GET('/chat/functions/{id}', { params: { path: { id }, query }, signal }),
      );
    }),
    submitChatFunctionForm: fromAbortable(async ({ input, signal }) =>
      unwrap(
        await chat.POST('/chat/functions/{id}', {
          // Saved once: a repeat of the same submission is answered with the first result.
          params: {
            path: { id: input.id },
            header: { 'Idempotency-Key': intentKey('chat-action', input) },
          },
          // openapi-fetch sends a FormData body as it is (the browser sets the boundary).
          body: chatActionForm(input.channel_id, input.values) as unknown as {
            channel_id: string;
            form_data: string;
          },
          signal,
        }),
      ),
    ),
  };
}
