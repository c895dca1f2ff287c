// Documents on the reference server: files on disk, content checks, roles, upload (append),
// replace, Add New / Replace All, the user-doc folder flow, rotation and the one-PDF download.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccessCustomer } from '../../server/customers.ts';
import { canChangeDocuments } from '../../server/documents/access.ts';
import { isReadOnly, ROLE_FLAGS } from '../../server/domain.ts';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { SEED_PDF_PASSWORDS } from '../../server/seed/documentFiles.ts';
import { loadAuthUser } from '../../server/staff.ts';
import { bodyOf, DOCUMENTS_SHOWCASE, documentLookups } from './cases/documents.ts';
import { type Harness, startServer } from './harness.ts';
import { multipartBody, SAMPLE_JPEG, type SampleFile } from './multipart.ts';

let h: Harness;
let dataDir: string;
let lookups: ReturnType<typeof documentLookups>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'kosh-documents-'));
  h = await startServer({ DATA_DIR: dataDir });
  lookups = documentLookups(h);
}, 120_000);
afterAll(async () => {
  await h.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const underwriter = () => h.tokenOf('is_credit_underwriter');
const lender = () => h.tokenOf('is_lender');

type Doc = { id: number; uri: string; groupId: number; password: string | null; is_valid: boolean };

async function pdfFile(pages: number, password?: string): Promise<SampleFile> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([200, 200]);
  if (password) doc.encrypt({ userPassword: password, ownerPassword: `${password}!` });
  return { name: 'statement.pdf', bytes: Buffer.from(await doc.save()) };
}

async function upload(groupId: number, file: SampleFile, fields: Record<string, string> = {}) {
  return h.call('uploadGroupDocument', {
    token: underwriter(),
    params: { group_id: groupId },
    ...bodyOf(multipartBody(fields, file)),
  });
}

async function listed(groupId: number): Promise<Doc[]> {
  const res = await h.call('listGroupDocuments', { params: { group_id: groupId } });
  return (res.json() as { documents: Doc[] }).documents;
}

describe('seeded documents', () => {
  it('writes every seeded file into the data folder, none in the database', () => {
    const files = readdirSync(join(dataDir, 'documents'));
    const rows = h.db.prepare('SELECT file_name FROM documents').all() as { file_name: string }[];
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) expect(files).toContain(row.file_name);
  });

  it('gives the compact view its eight types, in order, with the showcase documents', async () => {
    const res = await h.call('listCustomerDocuments', { params: { username: DOCUMENTS_SHOWCASE } });
    const { cells } = res.json() as { cells: { doctype: string; documents: Doc[] }[] };
    expect(cells.map((c) => c.doctype)).toEqual([
      'pan',
      'aadhar',
      'bank_statement',
      'passbook',
      'alternate_bank_statement',
      'salary_script',
      'chat_document',
      'misc',
    ]);
    const all = cells.flatMap((c) => c.documents);
    expect(all.find((d) => d.uri === 'bank_statement_protected.pdf')?.password).toBe(
      SEED_PDF_PASSWORDS.stored,
    );
    expect(all.find((d) => d.uri === 'alternate_statement_protected.pdf')?.password).toBeNull();
    expect(all.find((d) => d.uri === 'salary_slip_october.pdf')?.is_valid).toBe(false);
    expect(all.map((d) => d.uri)).toEqual(
      expect.arrayContaining([
        'video_kyc.webm',
        'voice_note.wav',
        'passbook.xlsx',
        'aadhar_front.png',
      ]),
    );
  });

  it('gives the loan grid the leader first, then each borrower, with the four rows', async () => {
    const res = await h.call('listLoanDocuments', {
      params: { loan_id: lookups.showcaseLoan() },
    });
    const grid = res.json() as {
      rows: string[];
      columns: { is_leader: boolean; cells: { doctype: string; documents: Doc[] }[] }[];
    };
    expect(grid.rows).toEqual([
      'alternate_bank_statement',
      'salary_script',
      'chat_document',
      'misc',
    ]);
    expect(grid.columns[0]?.is_leader).toBe(true);
    expect(grid.columns.slice(1).every((c) => !c.is_leader)).toBe(true);
    expect(grid.columns.length).toBeGreaterThan(1);
    for (const column of grid.columns) {
      expect(column.cells.map((c) => c.doctype)).toEqual(grid.rows);
    }
  });

  it('serves a file with its own type, and a protected PDF opens only with its password', async () => {
    const id = lookups.documentOf('alternate_statement_protected.pdf');
    const res = await h.call('getDocumentFile', { params: { document_id: id } });
    expect(res.headers['content-type']).toBe('application/pdf');
    await expect(PDFDocument.load(res.rawPayload)).rejects.toThrow(/encrypted/);
    const doc = await PDFDocument.load(res.rawPayload, { password: SEED_PDF_PASSWORDS.unstored });
    expect(doc.getPageCount()).toBe(2);
    const statement = await h.call('getDocumentFile', {
      params: { document_id: lookups.documentOf('bank_statement_3_months.pdf') },
    });
    expect((await PDFDocument.load(statement.rawPayload)).getPageCount()).toBe(3);
  });
});

describe('who may change documents', () => {
  // Every role: the rule table (openapi/rules/documents.json), the read-only rule and the
  // customer access rule together decide, for a change and for a read.
  it.each(ROLE_FLAGS)('%s', async (flag) => {
    const user = h.db
      .prepare('SELECT id FROM users WHERE username = ?')
      .get(demoUser(flag).username) as {
      id: number;
    };
    const roles = loadAuthUser(h.db, user.id)!.roles!;
    const customer = h.db
      .prepare('SELECT id FROM customers WHERE username = ?')
      .get(DOCUMENTS_SHOWCASE) as { id: number };
    const opens = canAccessCustomer(h.db, roles, customer.id);
    const change = await h.call('createUserDocGroup', {
      token: h.tokenOf(flag),
      params: { user: DOCUMENTS_SHOWCASE, type: 'lpg_passbook' },
    });
    const mayChange = !isReadOnly(roles) && canChangeDocuments(roles) && opens;
    expect([200, 201].includes(change.statusCode), change.body).toBe(mayChange);
    if (!mayChange) expect(change.statusCode).toBe(403);
    const read = await h.call('listGroupDocuments', {
      token: h.tokenOf(flag),
      params: { group_id: lookups.groupOf('pan') },
    });
    expect(read.statusCode).toBe(opens ? 200 : 403);
  });

  it('refuses a lender every change (403) but lets them read', async () => {
    const group = lookups.groupOf('misc');
    const res = await h.call('uploadGroupDocument', {
      token: lender(),
      params: { group_id: group },
      ...bodyOf(multipartBody({}, SAMPLE_JPEG)),
    });
    expect(res.statusCode).toBe(403);
    const assign = await h.call('addGroupDocuments', {
      token: lender(),
      params: { group_id: group },
      body: { doc_ids: [lookups.documentOf('misc_scan.png')] },
    });
    expect(assign.statusCode).toBe(403);
    const folder = await h.call('createUserDocGroup', {
      token: lender(),
      params: { user: DOCUMENTS_SHOWCASE, type: 'lpg_passbook' },
    });
    expect(folder.statusCode).toBe(403);
    const read = await h.call('listGroupDocuments', {
      token: lender(),
      params: { group_id: group },
    });
    expect(read.statusCode).toBe(200);
  });
});

describe('upload (append)', () => {
  it('appends a file to the folder, stored on disk, named by what it is', async () => {
    const group = lookups.groupOf('misc');
    const before = await listed(group);
    const res = await upload(
      group,
      { name: 'scan.jpeg', bytes: SAMPLE_JPEG.bytes },
      {
        latitude: '12.5',
        longitude: '77.25',
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json() as Doc & { location: unknown; user: string; doctype: string };
    expect(doc).toMatchObject({
      uri: 'scan.jpg',
      groupId: group,
      user: DOCUMENTS_SHOWCASE,
      doctype: 'misc',
    });
    expect(doc.location).toEqual({ latitude: 12.5, longitude: 77.25 });
    expect((await listed(group)).map((d) => d.id)).toEqual([...before.map((d) => d.id), doc.id]);
    const file = await h.call('getDocumentFile', { params: { document_id: doc.id } });
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(file.rawPayload, SAMPLE_JPEG.bytes)).toBe(0);
  });

  it('refuses a program renamed .pdf with a clear 400, and stores nothing', async () => {
    const group = lookups.groupOf('bank_statement');
    const before = await listed(group);
    const exe = Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(200, 0x90)]);
    const res = await upload(group, { name: 'statement.pdf', bytes: exe });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'statement.pdf is a program, not a document. Upload a PDF, an image, a video, an audio clip or a Word or Excel document.',
    );
    expect(await listed(group)).toEqual(before);
  });

  it('refuses text renamed .jpg, an empty file, a body without a file and a non-multipart body', async () => {
    const group = lookups.groupOf('misc');
    const text = await upload(group, { name: 'photo.jpg', bytes: Buffer.from('hello') });
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toMatch(/photo\.jpg is not a file type that is accepted/);
    const empty = await upload(group, { name: 'empty.pdf', bytes: Buffer.alloc(0) });
    expect(empty.json().error).toBe('empty.pdf is empty.');
    const none = await h.call('uploadGroupDocument', {
      params: { group_id: group },
      ...bodyOf(multipartBody({ password: 'abc' }, null)),
    });
    expect(none.statusCode).toBe(400);
    const json = await h.call('uploadGroupDocument', {
      params: { group_id: group },
      body: { document: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toBe('Unsupported media type: send the body as multipart/form-data.');
    const malformed = await h.call('uploadGroupDocument', {
      params: { group_id: group },
      body: Buffer.from('not multipart at all'),
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(typeof malformed.json().error).toBe('string');
  });

  it('accepts video (also .mkv), audio and office files by content', async () => {
    const group = lookups.groupOf('chat_document');
    const mkv = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x93, 0x42, 0x82, 0x88]),
      Buffer.from('matroska'),
      Buffer.alloc(40),
    ]);
    const res = await upload(group, { name: 'clip.mkv', bytes: mkv });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().uri).toBe('clip.mkv');
    const file = await h.call('getDocumentFile', { params: { document_id: res.json().id } });
    expect(file.headers['content-type']).toBe('video/x-matroska');
  });

  it('stores a protected PDF with its password, refuses a wrong one and keeps a 50-character limit', async () => {
    const group = lookups.groupOf('bank_statement');
    const file = await pdfFile(2, 'secret');
    const ok = await upload(group, file, { password: 'secret' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().password).toBe('secret');
    const wrong = await upload(group, file, { password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('statement.pdf: the password does not open this PDF.');
    const long = await upload(group, file, { password: 'x'.repeat(51) });
    expect(long.statusCode).toBe(400);
    const withoutPassword = await upload(group, file);
    expect(withoutPassword.statusCode).toBe(201);
    expect(withoutPassword.json().password).toBeNull();
  });

  it('answers a repeat with the same Idempotency-Key with the first document', async () => {
    const group = lookups.groupOf('misc');
    const send = () =>
      h.call('uploadGroupDocument', {
        params: { group_id: group },
        ...bodyOf(multipartBody({}, SAMPLE_JPEG)),
        headers: {
          ...multipartBody({}, SAMPLE_JPEG).headers,
          'idempotency-key': 'upload-once-0001',
        },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
  });
});

describe('replace and rotate', () => {
  it('replaces a document’s file: same id and folder, new type, valid again', async () => {
    const id = lookups.documentOf('salary_slip_october.pdf');
    const before = (await h.call('getDocument', { params: { document_id: id } })).json() as Doc;
    expect(before.is_valid).toBe(false);
    const res = await h.call('replaceDocumentFile', {
      token: underwriter(),
      params: { document_id: id },
      ...bodyOf(multipartBody({}, { name: 'slip_photo.jpg', bytes: SAMPLE_JPEG.bytes })),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      groupId: before.groupId,
      uri: 'slip_photo.jpg',
      is_valid: true,
    });
    const file = await h.call('getDocumentFile', { params: { document_id: id } });
    expect(file.headers['content-type']).toBe('image/jpeg');
  });

  it('stores the rotated JPEG: a later GET returns it, the uri ends in .jpg', async () => {
    const id = lookups.documentOf('aadhar_front.png');
    const rotated = Buffer.concat([SAMPLE_JPEG.bytes.subarray(0, -2), Buffer.from([0xff, 0xd9])]);
    const res = await h.call('rotateDocument', {
      token: underwriter(),
      params: { document_id: id },
      ...bodyOf(multipartBody({}, { name: 'aadhar_front.jpg', bytes: rotated })),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().uri).toBe('aadhar_front.jpg');
    const file = await h.call('getDocumentFile', { params: { document_id: id } });
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(file.rawPayload, rotated)).toBe(0);
  });

  it('refuses a rotation that is not a JPEG, and rotating a PDF', async () => {
    const png = await h.call('getDocumentFile', {
      params: { document_id: lookups.documentOf('pan_card.png') },
    });
    const res = await h.call('rotateDocument', {
      params: { document_id: lookups.documentOf('pan_card.png') },
      ...bodyOf(multipartBody({}, { name: 'pan.png', bytes: png.rawPayload })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The rotated image must be a JPEG.');
    const pdf = await h.call('rotateDocument', {
      params: { document_id: lookups.documentOf('bank_statement_3_months.pdf') },
      ...bodyOf(multipartBody({}, SAMPLE_JPEG)),
    });
    expect(pdf.json().error).toBe('Only images can be rotated.');
  });
});

describe('folders: user-doc, Add New and Replace All', () => {
  it('answers 400 for a folder the user does not have, then POST creates it once', async () => {
    const params = { user: DOCUMENTS_SHOWCASE, type: 'job_id_card' };
    const missing = await h.call('getUserDocGroup', { params });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(`${DOCUMENTS_SHOWCASE} has no job_id_card folder yet.`);
    const created = await h.call('createUserDocGroup', { token: underwriter(), params });
    expect(created.statusCode).toBe(201);
    const again = await h.call('createUserDocGroup', { token: underwriter(), params });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(created.json().id);
    const found = await h.call('getUserDocGroup', { params });
    expect(found.json()).toEqual({ ...created.json(), document_ids: [] });
  });

  it('Add New moves documents in and keeps the folder’s; Replace All leaves only the given ones', async () => {
    const folder = (
      await h.call('createUserDocGroup', {
        token: underwriter(),
        params: { user: DOCUMENTS_SHOWCASE, type: 'loanDoc' },
      })
    ).json() as { id: number };
    const photo = lookups.documentOf('selfie.jpg');
    const scan = lookups.documentOf('misc_scan.png');
    const added = await h.call('addGroupDocuments', {
      token: underwriter(),
      params: { group_id: folder.id },
      body: { doc_ids: [photo] },
    });
    expect(added.json().document_ids).toEqual([photo]);
    const more = await h.call('addGroupDocuments', {
      token: underwriter(),
      params: { group_id: folder.id },
      body: { doc_ids: [scan] },
    });
    expect(more.json().document_ids).toEqual([photo, scan]);
    const moved = (await h.call('getDocument', { params: { document_id: scan } })).json();
    expect(moved).toMatchObject({ groupId: folder.id, doctype: 'loanDoc' });
    const replaced = await h.call('replaceGroupDocuments', {
      token: underwriter(),
      params: { group_id: folder.id },
      body: { doc_ids: [scan] },
    });
    expect(replaced.json().document_ids).toEqual([scan]);
    // The one left out is kept but no longer listed.
    expect((await h.call('getDocument', { params: { document_id: photo } })).statusCode).toBe(404);
    const dup = await h.call('replaceGroupDocuments', {
      params: { group_id: folder.id },
      body: { doc_ids: [scan, scan] },
    });
    expect(dup.statusCode).toBe(400);
  });
});

describe('the one-PDF download', () => {
  it('builds one valid PDF of a folder: every page, the stored password used', async () => {
    const group = lookups.groupOf('bank_statement');
    const res = await h.call('downloadDocumentsPdf', { query: { group_id: group } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      pdf: string;
      page_count: number;
      skipped: unknown[];
      file_name: string;
    };
    const pdf = await PDFDocument.load(Buffer.from(body.pdf, 'base64'));
    expect(pdf.getPageCount()).toBe(body.page_count);
    // The seeded 3-page statement and 2-page protected one, plus what earlier tests appended.
    expect(body.page_count).toBeGreaterThanOrEqual(5);
    expect(body.file_name).toBe(`${DOCUMENTS_SHOWCASE}_bank_statement.pdf`);
  });

  it('puts chosen images in as pages and reports what cannot go in', async () => {
    const ids = [
      lookups.documentOf('pan_card.png'),
      lookups.documentOf('bank_statement_3_months.pdf'),
      lookups.documentOf('video_kyc.webm'),
      lookups.documentOf('alternate_statement_protected.pdf'),
    ];
    const res = await h.call('downloadDocumentsPdf', { query: { document_ids: ids.map(String) } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      pdf: string;
      page_count: number;
      document_ids: number[];
      skipped: { id: number; reason: string }[];
    };
    expect(body.page_count).toBe(4);
    expect((await PDFDocument.load(Buffer.from(body.pdf, 'base64'))).getPageCount()).toBe(4);
    expect(body.document_ids).toEqual([ids[0], ids[1]]);
    expect(body.skipped).toEqual([
      { id: ids[2], reason: 'A video file cannot be put in a PDF.' },
      { id: ids[3], reason: 'The PDF is password-protected and has no stored password.' },
    ]);
  });

  it('answers 400 when nothing can go in, and when both or neither selection is given', async () => {
    const video = lookups.documentOf('video_kyc.webm');
    const none = await h.call('downloadDocumentsPdf', { query: { document_ids: [String(video)] } });
    expect(none.statusCode).toBe(400);
    const both = await h.call('downloadDocumentsPdf', {
      query: { document_ids: [String(video)], group_id: lookups.groupOf('misc') },
    });
    expect(both.json().error).toBe('Give either document_ids or group_id.');
  });
});

describe('assign to a loan share', () => {
  it('records the assignment once and says so; refuses a user without a share', async () => {
    const loanId = lookups.showcaseLoan();
    const doc = lookups.documentOf('video_kyc.webm');
    const body = { username: DOCUMENTS_SHOWCASE, doc_id: doc, loan_id: loanId };
    const res = await h.call('assignDocumentToLoanShare', { token: underwriter(), body });
    expect(res.json()).toEqual({ msg: 'Document assigned to loan share' });
    await h.call('assignDocumentToLoanShare', { token: underwriter(), body });
    const rows = h.db
      .prepare('SELECT count(*) AS n FROM loan_share_documents WHERE document_id = ?')
      .get(doc) as { n: number };
    expect(rows.n).toBe(1);
    const other = h.db
      .prepare(
        `SELECT c.username FROM customers c WHERE NOT EXISTS
           (SELECT 1 FROM loan_shares s WHERE s.customer_id = c.id AND s.loan_id = ?) LIMIT 1`,
      )
      .get(loanId) as { username: string };
    const refused = await h.call('assignDocumentToLoanShare', {
      body: { ...body, username: other.username },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(`${other.username} has no share in loan ${loanId}.`);
  });
});
