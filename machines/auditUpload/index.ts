export type { AuditUploadActors, UploadAuditFileInput } from './auditUpload.actors.ts';
export * from './auditUpload.connect.ts';
export {
  type AuditUploadContext,
  type AuditUploadEvent,
  auditUploadMachine,
} from './auditUpload.machine.ts';
export * from './auditUpload.rules.ts';
export { AUDIT_UPLOAD_TEXTS } from './auditUpload.texts.ts';
