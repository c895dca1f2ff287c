export type { ChatLocationActors } from './chatLocation.actors.ts';
export * from './chatLocation.connect.ts';
export {
  type ChatLocationContext,
  type ChatLocationEmitted,
  type ChatLocationEvent,
  chatLocationMachine,
} from './chatLocation.machine.ts';
export * from './chatLocation.rules.ts';
export { CHAT_LOCATION_TEXTS } from './chatLocation.texts.ts';
