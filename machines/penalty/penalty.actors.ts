import type { PromiseActorLogic } from 'xstate';
import type { PenaltyBody } from './penalty.rules.ts';

/** The call, by the name the machine invokes it with; rejects with the server's words. */
export type PenaltyActors = {
  applyPenalty: PromiseActorLogic<{ msg: string }, PenaltyBody>;
};
