// Documents (spec part 2 §2-§5, §9; part 1 §2): the document types, the grids' rows and the
// limits the viewer and upload dialogs use.
import type { components } from '../../openapi/generated/main.ts';
import table from '../../openapi/rules/documents.json' with { type: 'json' };
import { allOf } from './contractEnums.ts';

export type DocType = components['schemas']['DocType'];

/** Every document type of the contract (part 2 §3, plus chat_document and employment_agreement). */
export const DOC_TYPES = allOf<DocType>()([
  'photo',
  'aadhar',
  'pan',
  'salary_script',
  'bank_statement',
  'alternate_bank_statement',
  'passbook',
  'lpg_passbook',
  'misc',
  'loanDoc',
  'job_id_card',
  'chat_document',
  'employment_agreement',
]);

/**
 * part 2 §2: the per-loan grid's rows (one column per borrower plus the leader) and the compact
 * customer view's types (labels in documentsMessages.compactView), in order: the rule table the
 * server answers in.
 */
export const LOAN_GRID_ROWS: readonly DocType[] = table.grids.loanGridRows as DocType[];
export const COMPACT_VIEW_TYPES: readonly DocType[] = table.grids.compactView as DocType[];

/** part 2 §5, §9: a PDF password is at most 50 characters. */
export const PDF_PASSWORD_MAX_LENGTH = 50;
/** part 2 §4, §9: rotation cycles through 4 steps of 90°. */
export const ROTATION_STEPS = 4;
/** part 2 §2, §9: the video key jump, in seconds. */
export const VIDEO_KEY_JUMP_SECONDS = 10;
/** The server's upload limit per file (contract: uploadGroupDocument). */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/**
 * part 2 §5 'Accepted upload types: pdf, images, video (media also .mkv)', plus audio and office
 * documents, which the viewers open: the file picker's accept list. The server checks content.
 */
export const UPLOAD_ACCEPT = 'application/pdf,.pdf,image/*,video/*,.mkv,audio/*,.docx,.xlsx';
