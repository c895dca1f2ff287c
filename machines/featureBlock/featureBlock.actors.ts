import type { PromiseActorLogic } from 'xstate';
import type { BlacklistRecord, BlacklistUpdate } from './featureBlock.rules.ts';

export type SaveBlacklistOutput = { msg: string; data: BlacklistRecord };

/**
 * The call, by the name the machine invokes it with: resolves with the server's msg and the
 * record as saved, rejects with an Error carrying the server's words (and the status).
 */
export type FeatureBlockActors = {
  saveBlacklist: PromiseActorLogic<SaveBlacklistOutput, BlacklistUpdate>;
};
