export type { ModerationQuery, UserModerationActors } from './userModeration.actors.ts';
export * from './userModeration.connect.ts';
export {
  type UserModerationContext,
  type UserModerationEvent,
  type UserModerationInput,
  userModerationMachine,
} from './userModeration.machine.ts';
export * from './userModeration.rules.ts';
export { USER_MODERATION_TEXTS } from './userModeration.texts.ts';
