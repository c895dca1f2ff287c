import type { PromiseActorLogic } from 'xstate';
import type { AuditFile, AuditUploadResult, UploadProgress } from './auditUpload.rules.ts';

/** One audit file sent (multipart field 'file'), with the bytes sent so far reported back. */
export type UploadAuditFileInput<TFile extends AuditFile = AuditFile> = {
  file: TFile;
  onProgress: (progress: UploadProgress) => void;
};

export type AuditUploadActors = {
  uploadAuditFile: PromiseActorLogic<AuditUploadResult, UploadAuditFileInput>;
};
