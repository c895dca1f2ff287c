// The client's document calls over the v1 client and its middleware (bearer, errors, abort).
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.ts';
import { createQueryHooks } from '../../src/api/queryHooks.ts';
import {
  addGroupDocuments,
  assignDocumentToLoanShare,
  documentQueries,
  downloadDocumentsPdf,
  ensureUserDocGroup,
  loadDocumentFile,
  pdfBlob,
  replaceDocumentFile,
  replaceGroupDocuments,
  rotatedFileName,
  saveDocumentRotation,
  uploadDocument,
} from '../../src/features/documents/documentCalls.ts';
import type { DocumentRecord } from '../../src/features/documents/documentTypes.ts';
import { callsTo, json, type Route, setup, validToken } from './apiTestKit.ts';

const V1 = '/api/v1';
const DOC: DocumentRecord = {
  id: 7,
  uri: 'aadhar_front.png',
  date: '2026-11-24T10:00:00Z',
  user: '8157415868',
  is_valid: true,
  groupId: 3,
  doctype: 'aadhar',
  password: null,
  location: null,
};
const GROUP = { id: 3, user: '8157415868', doctype: 'aadhar', document_ids: [7] };

function over(route: Route) {
  const t = setup(route);
  t.tokens.setAccessToken(validToken());
  return { ...t, queries: createQueryHooks(t.clients.mainPlain) };
}
const signal = () => new AbortController().signal;

describe('document calls', () => {
  it('load a file as a Blob of its own type, with the bearer token', async () => {
    const t = over(
      () => new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/png' } }),
    );
    const blob = await loadDocumentFile(t.queries)(DOC, signal());
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    const [call] = callsTo(t.calls, `${V1}/document/dashboard/document/7/file`);
    expect(call?.authorization).toMatch(/^Bearer /);
  });

  it('save a rotation as a multipart JPEG named after the document', async () => {
    const t = over(() => json({ ...DOC, uri: 'aadhar_front.jpg' }));
    await saveDocumentRotation(t.queries)(DOC, new Blob(['jpeg'], { type: 'image/jpeg' }));
    const [call] = callsTo(t.calls, `${V1}/document/dashboard/document/7`);
    expect(call?.method).toBe('PUT');
    expect(call?.body).toContain('name="document"; filename="aadhar_front.jpg"');
    expect(rotatedFileName('scans/pan.card.png')).toBe('pan.card.jpg');
  });

  it('upload one file with its password and location, keyed so a retry is stored once', async () => {
    const t = over(() => json(DOC, 201));
    const file = new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' });
    const input = {
      groupId: 3,
      file,
      password: 'secret',
      location: { latitude: 12.5, longitude: 77.25 },
    };
    await expect(uploadDocument(t.queries)(input, signal())).resolves.toEqual(DOC);
    await uploadDocument(t.queries)(input, signal());
    const calls = callsTo(t.calls, `${V1}/document/3`);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.body).toContain('filename="statement.pdf"');
    expect(calls[0]?.body).toMatch(/name="password"\r\n\r\nsecret\r\n/);
    expect(calls[0]?.body).toMatch(/name="latitude"\r\n\r\n12.5\r\n/);
    const keys = t.fetch.mock.calls.map(([request]) =>
      (request as Request).headers.get('Idempotency-Key'),
    );
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('fail an upload with the server’s words (a refused file)', async () => {
    const t = over(() => json({ error: 'x.pdf is a program, not a document.' }, 400));
    const file = new File(['MZ'], 'x.pdf');
    const error = await uploadDocument(t.queries)({ groupId: 3, file }, signal()).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'x.pdf is a program, not a document.' });
  });

  it('replace a file, Add New and Replace All send what the contract names', async () => {
    const t = over((call) => (call.path.includes('document-group') ? json(GROUP) : json(DOC)));
    await replaceDocumentFile(t.queries)(
      { documentId: 7, file: new File(['x'], 'new.jpg') },
      signal(),
    );
    await addGroupDocuments(t.queries)({ groupId: 3, docIds: [7, 8] }, signal());
    await replaceGroupDocuments(t.queries)({ groupId: 3, docIds: [8] }, signal());
    expect(callsTo(t.calls, `${V1}/document/dashboard/document/7/file`)[0]?.method).toBe('PUT');
    const group = callsTo(t.calls, `${V1}/document/dashboard/document-group/3`);
    expect(group.map((c) => [c.method, JSON.parse(c.body)])).toEqual([
      ['POST', { doc_ids: [7, 8] }],
      ['PUT', { doc_ids: [8] }],
    ]);
  });

  it('a user’s folder: GET, and on 400 a POST creates it; other failures are not retried', async () => {
    const t = over((call) =>
      call.method === 'GET' ? json({ error: 'no folder' }, 400) : json(GROUP, 201),
    );
    await expect(
      ensureUserDocGroup(t.queries)({ user: '8157415868', type: 'aadhar' }, signal()),
    ).resolves.toEqual(GROUP);
    expect(
      callsTo(t.calls, `${V1}/user/dashboard/user-doc/8157415868/aadhar`).map((c) => c.method),
    ).toEqual(['GET', 'POST']);
    const refused = over(() => json({ detail: 'Sorry! no access' }, 403));
    const error = await ensureUserDocGroup(refused.queries)(
      { user: '8157415868', type: 'aadhar' },
      signal(),
    ).catch((e) => e);
    expect(error).toMatchObject({ status: 403 });
    expect(refused.calls).toHaveLength(1);
  });

  it('download: the base64 answer becomes a PDF Blob; ids or a whole folder', async () => {
    const pdf = Buffer.from('%PDF-1.7 one pdf').toString('base64');
    const t = over(() =>
      json({ file_name: 'a.pdf', pdf, page_count: 2, document_ids: [7], skipped: [] }),
    );
    const result = await downloadDocumentsPdf(t.queries)({ documentIds: [7, 9] }, signal());
    expect(result).toMatchObject({ fileName: 'a.pdf', pageCount: 2, skipped: [] });
    expect(result.file.type).toBe('application/pdf');
    expect(await result.file.text()).toBe('%PDF-1.7 one pdf');
    await downloadDocumentsPdf(t.queries)({ groupId: 3 }, signal());
    const urls = callsTo(t.calls, `${V1}/document/dashboard/download`).map(
      (c) => new URL(c.url).search,
    );
    expect(urls).toEqual(['?document_ids=7&document_ids=9', '?group_id=3']);
    expect(await pdfBlob(btoa('\u00ff\u0000')).arrayBuffer()).toEqual(
      new Uint8Array([255, 0]).buffer,
    );
  });

  it('assign to a loan share: {username, doc_id, loan_id}, answering the spec’s words', async () => {
    const t = over(() => json({ msg: 'Document assigned to loan share' }));
    const answer = await assignDocumentToLoanShare(t.queries)(
      { username: '8157415868', docId: 7, loanId: 12 },
      signal(),
    );
    expect(answer.msg).toBe('Document assigned to loan share');
    const [call] = callsTo(t.calls, `${V1}/document/dashboard/assign-loan-share`);
    expect(JSON.parse(call!.body)).toEqual({ username: '8157415868', doc_id: 7, loan_id: 12 });
  });

  it('the grids’ reads are keyed by every parameter', () => {
    const t = over(() => json({}));
    const reads = documentQueries(t.queries);
    expect(reads.customer('8157415868').queryKey).toEqual([
      'get',
      '/customers/{username}/documents',
      { params: { path: { username: '8157415868' } } },
    ]);
    expect(reads.loan(12).queryKey).not.toEqual(reads.loan(13).queryKey);
    expect(reads.group(3).queryKey[1]).toBe('/document/{group_id}');
  });
});
