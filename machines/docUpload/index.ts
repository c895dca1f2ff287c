export type {
  AssignUploadedInput,
  DocUploadActors,
  UploadDocumentInput,
  UploadDocumentOutput,
  UploadProgress,
} from './docUpload.actors.ts';
export * from './docUpload.connect.ts';
export {
  type DocUploadContext,
  type DocUploadEvent,
  type DocUploadInput,
  docUploadMachine,
} from './docUpload.machine.ts';
export {
  type DocumentFolder,
  PDF_PASSWORD_MAX,
  UPLOAD_ACCEPT,
  type UploadFile,
  type UploadItem,
  type UploadKind,
  type UploadMode,
  uploadKindOf,
} from './docUpload.rules.ts';
export { DOC_UPLOAD_TEXTS } from './docUpload.texts.ts';
