export type {
  ChatAction,
  ChatActionData,
  ChatActionDetail,
  ChatActionResult,
  ChatActionsActors,
  ChatFormField,
  ChatFormSchema,
  ChatFunction,
  SubmitChatFormInput,
} from './chatActions.actors.ts';
export * from './chatActions.connect.ts';
export {
  type ChatActionsContext,
  type ChatActionsEvent,
  type ChatActionsInput,
  type ChatActionsStart,
  chatActionsMachine,
} from './chatActions.machine.ts';
export * from './chatActions.rules.ts';
export { CHAT_ACTIONS_TEXTS } from './chatActions.texts.ts';
