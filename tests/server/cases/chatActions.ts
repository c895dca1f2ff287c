// Contract cases of the chat actions (issue 19 §3): a channel's actions, an action, a function's
// form schema and its multipart submission.
import { REQUESTS_CHANNEL } from '../../../server/seed/chatActions.ts';
import type { Harness } from '../harness.ts';
import { multipartBody } from '../multipart.ts';
import type { Case } from './shared.ts';

export function chatActionCases(h: Harness): Record<string, Case> {
  const row = <T>(sql: string, ...params: (string | number)[]) =>
    h.db.prepare(sql).get(...params) as T;
  const channel = () =>
    row<{ id: number; name: string }>(
      'SELECT id, name FROM chat_channels WHERE display_name = ?',
      REQUESTS_CHANNEL,
    );
  const fn = (name: string) =>
    row<{ id: number; action_id: number }>(
      'SELECT id, action_id FROM chat_action_functions WHERE name = ?',
      name,
    );
  const submit = (values: Record<string, string>) => {
    const { body, headers } = multipartBody(
      { channel_id: String(channel().id), form_data: JSON.stringify(values) },
      null,
    );
    return h.call('submitChatFunctionForm', {
      params: { id: fn('Sign off').id },
      body,
      headers: { ...headers, 'idempotency-key': `contract-${values.summary?.length ?? 0}-case` },
    });
  };
  return {
    listChatActions: {
      valid: async () => [
        await h.call('listChatActions', { query: { channel_name: channel().name } }),
        200,
      ],
      invalid: async () => [await h.call('listChatActions', { query: { channel_name: '' } }), 400],
    },
    getChatAction: {
      valid: async () => [
        await h.call('getChatAction', { params: { id: fn('Leave request').action_id } }),
        200,
      ],
      invalid: async () => [await h.call('getChatAction', { params: { id: 'x' } }), 400],
    },
    getChatFunctionForm: {
      valid: async () => [
        await h.call('getChatFunctionForm', {
          params: { id: fn('Travel expense').id },
          query: { channel_id: channel().id, filter_data: '{"mode":"bus"}' },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('getChatFunctionForm', { params: { id: fn('Travel expense').id } }),
        400,
      ],
    },
    submitChatFunctionForm: {
      valid: async () => [await submit({ summary: 'Calls done' }), 201],
      invalid: async () => [await submit({ summary: '' }), 400],
    },
  };
}
