/** Spec part 2 §3: the document types a document can be given. */
export const DOCUMENT_TYPES = [
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
] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** A borrower of the loan (or its leader) the document can be given to. */
export type AssignUser = { username: string; name: string };

/** Spec part 2 §5: Ok needs both a user and a document type. */
export const isAssignComplete = (username: string, doctype: string) =>
  username !== '' && doctype !== '';
