export type { BlacklistLevelActors } from './blacklistLevel.actors.ts';
export * from './blacklistLevel.connect.ts';
export {
  type BlacklistLevelContext,
  type BlacklistLevelEvent,
  type BlacklistLevelInput,
  blacklistLevelMachine,
} from './blacklistLevel.machine.ts';
export * from './blacklistLevel.rules.ts';
export { BLACKLIST_LEVEL_TEXTS } from './blacklistLevel.texts.ts';
