import { DOC_TYPES, type DocType } from '../../src/domain/documents.ts';

/** Spec part 2 §3: the document types a document can be given. */
export const DOCUMENT_TYPES = DOC_TYPES;
export type DocumentType = DocType;

/** A borrower of the loan (or its leader) the document can be given to. */
export type AssignUser = { username: string; name: string };

/** Spec part 2 §5: Ok needs both a user and a document type. */
export const isAssignComplete = (username: string, doctype: string) =>
  username !== '' && doctype !== '';
