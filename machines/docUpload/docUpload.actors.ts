import type { PromiseActorLogic } from 'xstate';
import type { UploadFile, UploadMode } from './docUpload.rules.ts';

export type UploadProgress = { loaded: number; total: number };

/** One file sent (multipart 'document' + password): the document the server made of it. */
export type UploadDocumentInput<TFile extends UploadFile = UploadFile> = {
  groupId: number;
  mode: UploadMode;
  file: TFile;
  password: string;
  onProgress: (progress: UploadProgress) => void;
};

export type UploadDocumentOutput = { id: number };

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
