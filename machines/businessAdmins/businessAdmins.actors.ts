import type { PromiseActorLogic } from 'xstate';

export type BusinessAdmin = { username: string; name: string };
export type AddBusinessAdminsOutput = { msg: string; admins: BusinessAdmin[] };

/** POST business/add-business-admins: resolves with the admins after the change. */
export type BusinessAdminsActors = {
  addBusinessAdmins: PromiseActorLogic<AddBusinessAdminsOutput, { usernames: string[] }>;
};
