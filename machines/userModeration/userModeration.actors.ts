import type { PromiseActorLogic } from 'xstate';
import type { LevelBody } from '../blacklistLevel/blacklistLevel.rules.ts';
import type { UserModeration } from './userModeration.rules.ts';

export type ModerationQuery = { username: string; channel_name: string };

/**
 * The dialog's calls (spec part 2 §7 chat/user-profile-name, block user and its undoing, chat/ban-user, chat/disable, and the
 * blacklist PUT of part 1 §7). Each rejects with an Error carrying the server's words.
 */
export type UserModerationActors = {
  getUserModeration: PromiseActorLogic<UserModeration, ModerationQuery>;
  blockUser: PromiseActorLogic<unknown, ModerationQuery>;
  unblockUser: PromiseActorLogic<unknown, ModerationQuery>;
  banUser: PromiseActorLogic<unknown, ModerationQuery>;
  setChatDisabled: PromiseActorLogic<unknown, { username: string; disable: boolean }>;
  setBlacklistLevel: PromiseActorLogic<unknown, LevelBody>;
};
