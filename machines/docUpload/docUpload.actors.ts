import type { PromiseActorLogic } from 'xstate';
import type { DocumentFolder, UploadFile, UploadMode } from './docUpload.rules.ts';

export type UploadProgress = { loaded: number; total: number };

/**
 * One file sent (multipart 'document' + password) into the folder, which is created first when
 * the user has none of this type: the document the server made of it, and the folder's id.
 */
export type UploadDocumentInput<TFile extends UploadFile = UploadFile> = {
  folder: DocumentFolder;
  mode: UploadMode;
  file: TFile;
  password: string;
  onProgress: (progress: UploadProgress) => void;
};

export type UploadDocumentOutput = { id: number; groupId: number };

/** Add New (POST) or Replace All (PUT) the group's documents with the uploaded ids. */
export type AssignUploadedInput = {
  groupId: number;
  mode: Exclude<UploadMode, 'append'>;
  docIds: number[];
};

export type DocUploadActors = {
  uploadDocument: PromiseActorLogic<UploadDocumentOutput, UploadDocumentInput>;
  assignUploaded: PromiseActorLogic<unknown, AssignUploadedInput>;
};
