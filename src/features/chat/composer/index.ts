export { Composer, type ComposerProps } from './Composer.tsx';
export { ComposerForm } from './ComposerForm.tsx';
export { ChatDropZone } from './DropZone.tsx';
export {
  type ChatQueries,
  type SendChatMessage,
  sendChatMessage,
  sendChatMessageWith,
} from './outboxCalls.ts';
export { PendingMessages } from './PendingMessages.tsx';
export { type ChatOutbox, type UseChatOutboxOptions, useChatOutbox } from './useChatOutbox.ts';
