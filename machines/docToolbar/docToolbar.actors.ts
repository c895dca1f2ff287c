import type { PromiseActorLogic } from 'xstate';

/**
 * The download: the whole group when every document is chosen (`documentIds` null), else the
 * chosen ids; the server answers one PDF (base64) that the actor saves as a file.
 */
export type DownloadDocumentsInput = { groupId: number | null; documentIds: number[] | null };

export type DocToolbarActors = {
  downloadDocuments: PromiseActorLogic<unknown, DownloadDocumentsInput>;
};
