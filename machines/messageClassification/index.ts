export type { MessageClassificationActors } from './messageClassification.actors.ts';
export * from './messageClassification.connect.ts';
export {
  type MessageClassificationContext,
  type MessageClassificationEvent,
  type MessageClassificationInput,
  messageClassificationMachine,
} from './messageClassification.machine.ts';
export { MESSAGE_CLASSIFICATION_TEXTS } from './messageClassification.texts.ts';
export type * from './messageClassification.types.ts';
