import type { PromiseActorLogic } from 'xstate';
import type { DeleteEntryInput, SaveEntryInput } from './salaryEmi.rules.ts';

/**
 * The calls, by the names the machines invoke them with: each resolves once the server has saved
 * (its answer is not needed: the lists are read again) and rejects with the server's words.
 */
export type EntryEditorActors = {
  saveEntry: PromiseActorLogic<unknown, SaveEntryInput>;
  deleteEntry: PromiseActorLogic<unknown, DeleteEntryInput>;
};

export type FipMoveActors = {
  moveTransaction: PromiseActorLogic<unknown, SaveEntryInput>;
};
