export type { ComposerActors } from './chatComposer.actors.ts';
export * from './chatComposer.connect.ts';
export {
  type ChatComposerContext,
  type ChatComposerEmitted,
  type ChatComposerEvent,
  type ChatComposerInput,
  type ComposedMessage,
  chatComposerMachine,
  type StagedFile,
} from './chatComposer.machine.ts';
export * from './chatComposer.rules.ts';
export { CHAT_COMPOSER_TEXTS } from './chatComposer.texts.ts';
