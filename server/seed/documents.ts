// Documents of the showcase customer and of the people in two of their loans: folders per type and
// document rows whose files are generated at start (documentFiles.ts). Every viewer is exercised:
// a multi-page statement, a protected PDF with its password stored and one without it, an
// invalid salary slip, photos (one sideways), a video, an audio clip and a spreadsheet.
import type { Db } from '../db/database.ts';
import { all, one, run } from '../db/statements.ts';
import { SEED_PDF_PASSWORDS, type SeedFile } from './documentFiles.ts';

export const DOCUMENTS_SHOWCASE_ID = 1;

type FileType = { kind: string; contentType: string; ext: string };
const TYPES: Record<SeedFile, FileType> = {
  bank_statement_pdf: { kind: 'pdf', contentType: 'application/pdf', ext: 'pdf' },
  bank_statement_protected_pdf: { kind: 'pdf', contentType: 'application/pdf', ext: 'pdf' },
  alt_statement_protected_pdf: { kind: 'pdf', contentType: 'application/pdf', ext: 'pdf' },
  salary_slip_pdf: { kind: 'pdf', contentType: 'application/pdf', ext: 'pdf' },
  pan_png: { kind: 'image', contentType: 'image/png', ext: 'png' },
  aadhar_sideways_png: { kind: 'image', contentType: 'image/png', ext: 'png' },
  id_card_jpg: { kind: 'image', contentType: 'image/jpeg', ext: 'jpg' },
  video_webm: { kind: 'video', contentType: 'video/webm', ext: 'webm' },
  audio_wav: { kind: 'audio', contentType: 'audio/wav', ext: 'wav' },
  passbook_xlsx: {
    kind: 'office',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ext: 'xlsx',
  },
};

export type SeedDoc = {
  doctype: string;
  name: string;
  file: SeedFile;
  valid?: boolean;
  password?: string;
  location?: [number, number];
};

const SHOWCASE_DOCS: SeedDoc[] = [
  { doctype: 'photo', name: 'selfie', file: 'id_card_jpg', location: [12.9716, 77.5946] },
  { doctype: 'pan', name: 'pan_card', file: 'pan_png', location: [12.9721, 77.5933] },
  { doctype: 'aadhar', name: 'aadhar_front', file: 'aadhar_sideways_png' },
  { doctype: 'aadhar', name: 'aadhar_back', file: 'id_card_jpg' },
  { doctype: 'bank_statement', name: 'bank_statement_3_months', file: 'bank_statement_pdf' },
  {
    doctype: 'bank_statement',
    name: 'bank_statement_protected',
    file: 'bank_statement_protected_pdf',
    password: SEED_PDF_PASSWORDS.stored,
  },
  { doctype: 'passbook', name: 'passbook', file: 'passbook_xlsx' },
  {
    doctype: 'alternate_bank_statement',
    name: 'alternate_statement_protected',
    file: 'alt_statement_protected_pdf',
  },
  { doctype: 'salary_script', name: 'salary_slip_october', file: 'salary_slip_pdf', valid: false },
  { doctype: 'salary_script', name: 'salary_slip_september', file: 'salary_slip_pdf' },
  { doctype: 'chat_document', name: 'chat_photo', file: 'id_card_jpg' },
  { doctype: 'chat_document', name: 'voice_note', file: 'audio_wav' },
  { doctype: 'misc', name: 'video_kyc', file: 'video_webm' },
  { doctype: 'misc', name: 'misc_scan', file: 'pan_png' },
];

/** What each other person of a showcase loan has: one document in each row of the loan grid. */
const BORROWER_DOCS: SeedDoc[] = [
  { doctype: 'alternate_bank_statement', name: 'alternate_statement', file: 'bank_statement_pdf' },
  { doctype: 'salary_script', name: 'salary_slip', file: 'salary_slip_pdf' },
  { doctype: 'chat_document', name: 'chat_photo', file: 'id_card_jpg' },
  { doctype: 'misc', name: 'misc_photo', file: 'pan_png' },
];

/** Inserts seeded documents (their files are written at start), a folder per owner and type. */
export function documentInserter(db: Db) {
  const groups = new Map<string, number>();
  let documents = 0;
  const insert = (customerId: number, doc: SeedDoc, at: string): number => {
    const key = `${customerId}:${doc.doctype}`;
    // An owner may already have this folder from an earlier seed.
    let groupId =
      groups.get(key) ??
      one<{ id: number }>(
        db,
        'SELECT id FROM document_groups WHERE customer_id = ? AND doctype = ?',
        customerId,
        doc.doctype,
      )?.id;
    if (groupId === undefined) {
      groupId = run(
        db,
        'INSERT INTO document_groups (customer_id, doctype, created_at) VALUES (?, ?, ?)',
        customerId,
        doc.doctype,
        at,
      ).id;
      groups.set(key, groupId);
    }
    const type = TYPES[doc.file];
    const { id } = run(
      db,
      `INSERT INTO documents (group_id, customer_id, uri, file_name, content_type, kind, size,
         is_valid, password, latitude, longitude, seed_file, created_at)
       VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?)`,
      groupId,
      customerId,
      `${doc.name}.${type.ext}`,
      `pending-${customerId}-${documents}`,
      type.contentType,
      type.kind,
      doc.valid === false ? 0 : 1,
      doc.password ?? null,
      doc.location?.[0] ?? null,
      doc.location?.[1] ?? null,
      doc.file,
      at,
    );
    // Named by id, so the same seed always names the same file.
    run(db, 'UPDATE documents SET file_name = ? WHERE id = ?', `seed-${id}.${type.ext}`, id);
    documents++;
    return id;
  };
  return { insert, count: () => documents };
}

export function seedDocuments(db: Db, now: Date): { documents: number } {
  const { insert, count } = documentInserter(db);

  SHOWCASE_DOCS.forEach((doc, i) => {
    insert(
      DOCUMENTS_SHOWCASE_ID,
      doc,
      new Date(now.getTime() - (40 - i) * 86_400_000).toISOString(),
    );
  });
  const loans = all<{ id: number; leader_id: number }>(
    db,
    `SELECT DISTINCT l.id, l.leader_id FROM loans l LEFT JOIN loan_shares s ON s.loan_id = l.id
     WHERE l.leader_id = ? OR s.customer_id = ? ORDER BY l.id LIMIT 2`,
    DOCUMENTS_SHOWCASE_ID,
    DOCUMENTS_SHOWCASE_ID,
  );
  const people = new Set<number>();
  for (const loan of loans) {
    people.add(loan.leader_id);
    for (const share of all<{ customer_id: number }>(
      db,
      'SELECT customer_id FROM loan_shares WHERE loan_id = ? ORDER BY id',
      loan.id,
    )) {
      people.add(share.customer_id);
    }
  }
  people.delete(DOCUMENTS_SHOWCASE_ID);
  for (const customerId of people) {
    BORROWER_DOCS.forEach((doc, i) => {
      insert(customerId, doc, new Date(now.getTime() - (20 - i) * 86_400_000).toISOString());
    });
  }
  return { documents: count() };
}
