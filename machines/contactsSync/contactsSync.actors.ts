import type { PromiseActorLogic } from 'xstate';

export type SyncContactsInput = { username: string };
export type SyncContactsOutput = { msg: string; synced: number };

/** The contacts sync call (syncUserContacts): resolves with the count, rejects with the server's words. */
export type ContactsSyncActors = {
  syncContacts: PromiseActorLogic<SyncContactsOutput, SyncContactsInput>;
};
