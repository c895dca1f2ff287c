import type { components } from '../../openapi/generated/main.ts';

/** What becomes of each row of an audit file (openapi/main.yaml `AuditUploadResult`). */
export type AuditUploadResult = components['schemas']['AuditUploadResult'];

/** What the panel needs of a picked file (a browser File is one). */
export type AuditFile = { name: string; size: number; type: string };

export type UploadProgress = { loaded: number; total: number };

/** Spec part 2 §5: the audit upload accepts only .xls, .xlsx and .csv. */
export const AUDIT_FILE_EXTENSIONS = ['.xls', '.xlsx', '.csv'] as const;

/** The file picker's `accept`: the same three extensions. */
export const AUDIT_FILE_ACCEPT = AUDIT_FILE_EXTENSIONS.join(',');

/** By the name's extension, as the spec says (a browser's MIME type for .csv varies). */
export const isAuditSpreadsheet = (file: AuditFile): boolean =>
  AUDIT_FILE_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(ext));

/** 0 to 1; a body of unknown size counts as not started. */
export const progressOf = ({ loaded, total }: UploadProgress): number =>
  total > 0 ? Math.min(1, Math.max(0, loaded / total)) : 0;
