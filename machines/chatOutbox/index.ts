export type { ChatOutboxActors } from './chatOutbox.actors.ts';
export * from './chatOutbox.connect.ts';
export {
  type ChatOutboxContext,
  type ChatOutboxEmitted,
  type ChatOutboxEvent,
  chatOutboxMachine,
} from './chatOutbox.machine.ts';
export * from './chatOutbox.rules.ts';
export { CHAT_OUTBOX_TEXTS } from './chatOutbox.texts.ts';
