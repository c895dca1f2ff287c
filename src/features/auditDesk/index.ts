export {
  AUDIT_DESK_PATH,
  AUDIT_RETURN_PATH,
  AuditDeskScreen,
  type AuditDeskScreenProps,
} from './AuditDeskScreen.tsx';
export { AuditFeedbackForm, type AuditFeedbackFormProps } from './AuditFeedbackForm.tsx';
export { AuditUploadPanel } from './AuditUploadPanel.tsx';
export { AUDIT_DESK_TEXTS } from './auditDeskTexts.ts';
