// Contract cases of the documents operations (main service).
import type { Harness } from '../harness.ts';
import { multipartBody, SAMPLE_JPEG } from '../multipart.ts';
import type { Case } from './shared.ts';

export const DOCUMENTS_SHOWCASE = '8157415868';

/** Lookups of the seeded documents: a folder of the showcase by type, and its documents. */
export function documentLookups(h: Harness) {
  const groupOf = (doctype: string, username = DOCUMENTS_SHOWCASE) =>
    (
      h.db
        .prepare(
          `SELECT g.id FROM document_groups g JOIN customers c ON c.id = g.customer_id
           WHERE c.username = ? AND g.doctype = ?`,
        )
        .get(username, doctype) as { id: number }
    ).id;
  const documentOf = (uri: string) =>
    (
      h.db
        .prepare(
          `SELECT d.id FROM documents d JOIN customers c ON c.id = d.customer_id
           WHERE c.username = ? AND d.uri = ? AND d.group_id IS NOT NULL`,
        )
        .get(DOCUMENTS_SHOWCASE, uri) as { id: number }
    ).id;
  const showcaseLoan = () =>
    (
      h.db
        .prepare(
          `SELECT s.loan_id FROM loan_shares s JOIN customers c ON c.id = s.customer_id
           WHERE c.username = ? ORDER BY s.loan_id LIMIT 1`,
        )
        .get(DOCUMENTS_SHOWCASE) as { loan_id: number }
    ).loan_id;
  return { groupOf, documentOf, showcaseLoan };
}

export function documentCases(h: Harness): Record<string, Case> {
  const { groupOf, documentOf, showcaseLoan } = documentLookups(h);
  const jpeg = () => multipartBody({}, SAMPLE_JPEG);
  const exe = () =>
    multipartBody({}, { name: 'statement.pdf', bytes: Buffer.from('MZ\x90\x00program', 'latin1') });
  return {
    listCustomerDocuments: {
      valid: async () => [
        await h.call('listCustomerDocuments', { params: { username: DOCUMENTS_SHOWCASE } }),
        200,
      ],
      invalid: async () => [
        await h.call('listCustomerDocuments', { params: { username: '6000000000' } }),
        404,
      ],
    },
    listLoanDocuments: {
      valid: async () => [
        await h.call('listLoanDocuments', { params: { loan_id: showcaseLoan() } }),
        200,
      ],
      invalid: async () => [
        await h.call('listLoanDocuments', { params: { loan_id: 99_999_999 } }),
        404,
      ],
    },
    getUserDocGroup: {
      valid: async () => [
        await h.call('getUserDocGroup', { params: { user: DOCUMENTS_SHOWCASE, type: 'pan' } }),
        200,
      ],
      invalid: async () => [
        await h.call('getUserDocGroup', {
          params: { user: DOCUMENTS_SHOWCASE, type: 'job_id_card' },
        }),
        400,
      ],
    },
    createUserDocGroup: {
      valid: async () => [
        await h.call('createUserDocGroup', { params: { user: DOCUMENTS_SHOWCASE, type: 'pan' } }),
        200,
      ],
      invalid: async () => [
        await h.call('createUserDocGroup', {
          params: { user: DOCUMENTS_SHOWCASE, type: 'no_such_type' },
        }),
        400,
      ],
    },
    getDocumentGroup: {
      valid: async () => [
        await h.call('getDocumentGroup', { params: { group_id: groupOf('pan') } }),
        200,
      ],
      invalid: async () => [
        await h.call('getDocumentGroup', { params: { group_id: 99_999_999 } }),
        404,
      ],
    },
    addGroupDocuments: {
      valid: async () => [
        await h.call('addGroupDocuments', {
          params: { group_id: groupOf('misc') },
          body: { doc_ids: [documentOf('misc_scan.png')] },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('addGroupDocuments', {
          params: { group_id: groupOf('misc') },
          body: { doc_ids: [] },
        }),
        400,
      ],
    },
    replaceGroupDocuments: {
      valid: async () => [
        await h.call('replaceGroupDocuments', {
          params: { group_id: groupOf('photo') },
          body: { doc_ids: [documentOf('selfie.jpg')] },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('replaceGroupDocuments', {
          params: { group_id: groupOf('photo') },
          body: { doc_ids: [99_999_999] },
        }),
        404,
      ],
    },
    listGroupDocuments: {
      valid: async () => [
        await h.call('listGroupDocuments', { params: { group_id: groupOf('bank_statement') } }),
        200,
      ],
      invalid: async () => [await h.call('listGroupDocuments', { params: { group_id: 0 } }), 400],
    },
    uploadGroupDocument: {
      valid: async () => [
        await h.call('uploadGroupDocument', {
          params: { group_id: groupOf('misc') },
          ...bodyOf(jpeg()),
        }),
        201,
      ],
      invalid: async () => [
        await h.call('uploadGroupDocument', {
          params: { group_id: groupOf('misc') },
          ...bodyOf(exe()),
        }),
        400,
      ],
    },
    getDocument: {
      valid: async () => [
        await h.call('getDocument', { params: { document_id: documentOf('pan_card.png') } }),
        200,
      ],
      invalid: async () => [
        await h.call('getDocument', { params: { document_id: 99_999_999 } }),
        404,
      ],
    },
    rotateDocument: {
      valid: async () => [
        await h.call('rotateDocument', {
          params: { document_id: documentOf('aadhar_back.jpg') },
          ...bodyOf(jpeg()),
        }),
        200,
      ],
      invalid: async () => [
        await h.call('rotateDocument', {
          params: { document_id: documentOf('bank_statement_3_months.pdf') },
          ...bodyOf(jpeg()),
        }),
        400,
      ],
    },
    getDocumentFile: {
      valid: async () => [
        await h.call('getDocumentFile', { params: { document_id: documentOf('video_kyc.webm') } }),
        200,
      ],
      invalid: async () => [
        await h.call('getDocumentFile', { params: { document_id: 99_999_999 } }),
        404,
      ],
    },
    replaceDocumentFile: {
      valid: async () => [
        await h.call('replaceDocumentFile', {
          params: { document_id: documentOf('chat_photo.jpg') },
          ...bodyOf(jpeg()),
        }),
        200,
      ],
      invalid: async () => [
        await h.call('replaceDocumentFile', {
          params: { document_id: documentOf('salary_slip_september.pdf') },
          ...bodyOf(multipartBody({ password: 'x' }, SAMPLE_JPEG)),
        }),
        400,
      ],
    },
    downloadDocumentsPdf: {
      valid: async () => [
        await h.call('downloadDocumentsPdf', {
          query: { group_id: groupOf('bank_statement') },
        }),
        200,
      ],
      invalid: async () => [await h.call('downloadDocumentsPdf', { query: {} }), 400],
    },
    assignDocumentToLoanShare: {
      valid: async () => [
        await h.call('assignDocumentToLoanShare', {
          body: {
            username: DOCUMENTS_SHOWCASE,
            doc_id: documentOf('video_kyc.webm'),
            loan_id: showcaseLoan(),
          },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('assignDocumentToLoanShare', {
          body: { username: DOCUMENTS_SHOWCASE, doc_id: 'one', loan_id: showcaseLoan() },
        }),
        400,
      ],
    },
  };
}

/** A built multipart body as the harness's call options. */
export const bodyOf = (multipart: { body: Buffer; headers: Record<string, string> }) => ({
  body: multipart.body,
  headers: multipart.headers,
});
