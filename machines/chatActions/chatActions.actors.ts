import type { PromiseActorLogic } from 'xstate';
import type { components } from '../../openapi/generated/chat.ts';

type Schemas = components['schemas'];
export type ChatAction = Schemas['ChatAction'];
export type ChatActionDetail = Schemas['ChatActionDetail'];
export type ChatFormSchema = Schemas['ChatFormSchema'];
export type ChatFormField = Schemas['ChatFormField'];
export type ChatActionResult = Schemas['ChatActionResult'];
export type ChatActionData = Schemas['ChatActionData'];
export type ChatFunction = Schemas['ChatFunction'];

export type SubmitChatFormInput = {
  id: number;
  channel_id: number;
  values: Record<string, string>;
};

/**
 * The dialog's calls, by the names the machine invokes them with (the contract's operationIds):
 * each resolves with the answer and rejects with an Error carrying the server's words.
 */
export type ChatActionsActors = {
  listChatActions: PromiseActorLogic<{ actions: ChatAction[] }, { channel_name: string }>;
  getChatAction: PromiseActorLogic<ChatActionDetail, { id: number }>;
  getChatFunctionForm: PromiseActorLogic<
    ChatFormSchema,
    { id: number; channel_id: number; filter_data?: string }
  >;
  submitChatFunctionForm: PromiseActorLogic<ChatActionResult, SubmitChatFormInput>;
};
