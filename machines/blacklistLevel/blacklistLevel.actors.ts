import type { PromiseActorLogic } from 'xstate';
import type { LevelBody } from './blacklistLevel.rules.ts';

/** The call, by the name the machine invokes it with; rejects with the server's words. */
export type BlacklistLevelActors = {
  setBlacklistLevel: PromiseActorLogic<{ msg: string }, LevelBody>;
};
