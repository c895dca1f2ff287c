// The document calls of the contract (tag `documents`) over the v1 query hooks, so every request
// runs through the same middleware (bearer, refresh, read-only guard, page abort) and fails with
// an ApiError carrying the status and the server's words. Reads are query options for panels;
// writes are functions a machine's actors wrap (fromAbortable) and pass the actor's signal to.
import type { components, paths } from '../../../openapi/generated/main.ts';
import { ApiError } from '../../api/errors.ts';
import { intentKey } from '../../api/intentKey.ts';
import { runQueryOptions as call, type QueryHooks } from '../../api/queryHooks.ts';
import type { DocType } from '../../domain/documents.ts';
import { progressFetch, type UploadProgress } from '../../platform/progressFetch.ts';
import type { DocumentLocation, DocumentRecord } from './documentTypes.ts';

export type MainQueries = QueryHooks<paths>;

type Schemas = components['schemas'];
export type DocumentGroup = Schemas['DocumentGroup'];
export type DocumentCell = Schemas['DocumentCell'];
export type CustomerDocuments = Schemas['CustomerDocuments'];
export type LoanDocuments = Schemas['LoanDocuments'];
export type LoanDocumentColumn = Schemas['LoanDocumentColumn'];
export type DocumentsPdf = Schemas['DocumentsPdf'];

// The contract's record is the shared DocumentRecord (a change to either fails to compile here).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const recordMatchesContract: Same<
  Omit<Schemas['DocumentRecord'], 'doctype'> & { doctype: string },
  DocumentRecord
> = true;
void recordMatchesContract;

/** The grids' reads, keyed by every parameter (for useQuery / a query panel). */
export function documentQueries(queries: MainQueries) {
  return {
    /** The compact customer view: one cell per COMPACT_VIEW_TYPES type. */
    customer: (username: string) =>
      queries.queryOptions('get', '/customers/{username}/documents', {
        params: { path: { username } },
      }),
    /** The per-loan grid: the leader then each borrower, one cell per LOAN_GRID_ROWS row. */
    loan: (loanId: number) =>
      queries.queryOptions('get', '/loans/{loan_id}/documents', {
        params: { path: { loan_id: loanId } },
      }),
    /** A folder's documents (the viewer's list after an upload into it). */
    group: (groupId: number) =>
      queries.queryOptions('get', '/document/{group_id}', {
        params: { path: { group_id: groupId } },
      }),
  };
}

/** The viewer's loadFile: the document's file as a Blob of its own type, with the bearer token. */
export const loadDocumentFile =
  (queries: MainQueries) =>
  (doc: DocumentRecord, signal: AbortSignal): Promise<Blob> =>
    call<Blob>(
      queries.queryOptions('get', '/document/dashboard/document/{document_id}/file', {
        params: { path: { document_id: doc.id } },
        parseAs: 'blob',
      }),
      signal,
    );

/** One file as the multipart body the upload operations take (field 'document'). */
function fileForm(
  file: Blob,
  fileName: string,
  fields: { password?: string; location?: DocumentLocation | null } = {},
): FormData {
  const form = new FormData();
  form.append('document', file, fileName);
  if (fields.password) form.append('password', fields.password);
  if (fields.location) {
    form.append('latitude', String(fields.location.latitude));
    form.append('longitude', String(fields.location.longitude));
  }
  return form;
}

// openapi-fetch sends a FormData body as it is (the browser sets the multipart boundary); the
// contract types the body by its fields, so the form stands in for them.
type UploadBody = Schemas['DocumentUpload'];
const asUploadBody = (form: FormData) => form as unknown as UploadBody;

/** The file name a rotated image is saved under: the document's name with a .jpg extension. */
export function rotatedFileName(uri: string): string {
  const name = uri.split('/').pop() || 'document';
  return `${name.replace(/\.[^.]*$/, '')}.jpg`;
}

/** The viewer's saveRotation: stores the rotated image (a JPEG) as the document's file. */
export const saveDocumentRotation =
  (queries: MainQueries) =>
  async (doc: DocumentRecord, jpeg: Blob, signal?: AbortSignal): Promise<void> => {
    await call<DocumentRecord>(
      queries.queryOptions('put', '/document/dashboard/document/{document_id}', {
        params: { path: { document_id: doc.id } },
        body: asUploadBody(fileForm(jpeg, rotatedFileName(doc.uri))),
      }),
      signal ?? new AbortController().signal,
    );
  };

export type UploadInput = {
  groupId: number;
  file: File;
  /** The PDF's password (at most 50 characters), if the user gave one. */
  password?: string;
  location?: DocumentLocation | null;
  /** Bytes of the request sent so far, for the file's progress bar (0 first, total last). */
  onProgress?: UploadProgress;
};

/** Per-request fetch with upload progress where the browser has XMLHttpRequest. */
const withProgress = (onProgress: UploadProgress | undefined) =>
  onProgress && typeof XMLHttpRequest !== 'undefined' ? { fetch: progressFetch(onProgress) } : {};

/**
 * Upload (append) one file into a folder. A retry of the same file into the same folder repeats
 * its Idempotency-Key, so a lost answer never stores it twice.
 */
export const uploadDocument =
  (queries: MainQueries) =>
  (input: UploadInput, signal: AbortSignal): Promise<DocumentRecord> =>
    call<DocumentRecord>(
      queries.queryOptions('post', '/document/{group_id}', {
        params: {
          path: { group_id: input.groupId },
          header: {
            'Idempotency-Key': intentKey('document-upload', {
              group: input.groupId,
              name: input.file.name,
              size: input.file.size,
              modified: input.file.lastModified,
            }),
          },
        },
        body: asUploadBody(fileForm(input.file, input.file.name, input)),
        ...withProgress(input.onProgress),
      }),
      signal,
    );

/** Replace: a new file (and password) for the same document, which keeps its id and folder. */
export const replaceDocumentFile =
  (queries: MainQueries) =>
  (
    input: { documentId: number; file: File; password?: string; onProgress?: UploadProgress },
    signal: AbortSignal,
  ): Promise<DocumentRecord> =>
    call<DocumentRecord>(
      queries.queryOptions('put', '/document/dashboard/document/{document_id}/file', {
        params: { path: { document_id: input.documentId } },
        body: asUploadBody(fileForm(input.file, input.file.name, input)),
        ...withProgress(input.onProgress),
      }),
      signal,
    );

/** Add New: moves the documents into the folder, keeping what is there. */
export const addGroupDocuments =
  (queries: MainQueries) =>
  (input: { groupId: number; docIds: number[] }, signal: AbortSignal): Promise<DocumentGroup> =>
    call<DocumentGroup>(
      queries.queryOptions('post', '/document/dashboard/document-group/{group_id}', {
        params: { path: { group_id: input.groupId } },
        body: { doc_ids: input.docIds },
      }),
      signal,
    );

/** Replace All: the folder holds exactly these documents afterwards. */
export const replaceGroupDocuments =
  (queries: MainQueries) =>
  (input: { groupId: number; docIds: number[] }, signal: AbortSignal): Promise<DocumentGroup> =>
    call<DocumentGroup>(
      queries.queryOptions('put', '/document/dashboard/document-group/{group_id}', {
        params: { path: { group_id: input.groupId } },
        body: { doc_ids: input.docIds },
      }),
      signal,
    );

/**
 * A user's folder of one type, created when missing (part 2 §7: a 400 on GET is followed by
 * POST). Any other failure is the caller's to show.
 */
export const ensureUserDocGroup =
  (queries: MainQueries) =>
  async (input: { user: string; type: DocType }, signal: AbortSignal): Promise<DocumentGroup> => {
    const path = { user: input.user, type: input.type };
    try {
      return await call<DocumentGroup>(
        queries.queryOptions('get', '/user/dashboard/user-doc/{user}/{type}', { params: { path } }),
        signal,
      );
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400) throw error;
      return call<DocumentGroup>(
        queries.queryOptions('post', '/user/dashboard/user-doc/{user}/{type}', {
          params: { path },
        }),
        signal,
      );
    }
  };

/** Assign loan_share: {username, doc_id, loan_id}; answers msg 'Document assigned to loan share'. */
export const assignDocumentToLoanShare =
  (queries: MainQueries) =>
  (
    input: { username: string; docId: number; loanId: number },
    signal: AbortSignal,
  ): Promise<{ msg: string }> =>
    call<{ msg: string }>(
      queries.queryOptions('post', '/document/dashboard/assign-loan-share', {
        body: { username: input.username, doc_id: input.docId, loan_id: input.loanId },
      }),
      signal,
    );

export type PdfDownload = {
  file: Blob;
  fileName: string;
  pageCount: number;
  /** Chosen documents that could not be put in the PDF, with the server's reason. */
  skipped: DocumentsPdf['skipped'];
};

/** The base64 body of the download as a PDF Blob. */
export function pdfBlob(base64: string): Blob {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return new Blob([bytes], { type: 'application/pdf' });
}

/** Download: one PDF of the chosen documents, or of a whole folder (save it with saveBlob). */
export const downloadDocumentsPdf =
  (queries: MainQueries) =>
  async (
    input: { documentIds: number[] } | { groupId: number },
    signal: AbortSignal,
  ): Promise<PdfDownload> => {
    const query =
      'groupId' in input ? { group_id: input.groupId } : { document_ids: input.documentIds };
    const answer = await call<DocumentsPdf>(
      queries.queryOptions('get', '/document/dashboard/download', { params: { query } }),
      signal,
    );
    return {
      file: pdfBlob(answer.pdf),
      fileName: answer.file_name,
      pageCount: answer.page_count,
      skipped: answer.skipped,
    };
  };
