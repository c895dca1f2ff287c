import type { PromiseActorLogic } from 'xstate';

/** The chosen documents given to a user's loan share as one type. */
export type AssignDocumentsInput = {
  docIds: number[];
  username: string;
  doctype: string;
  loanId: number;
};

export type DocAssignActors = {
  assignDocuments: PromiseActorLogic<unknown, AssignDocumentsInput>;
};
