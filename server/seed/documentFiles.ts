// The seeded documents' files, generated into DATA_DIR/documents when missing (at start, after
// seeding): real PDFs (a multi-page statement, password-protected ones, a salary slip), photos
// drawn as PNG (one taken sideways), a JPEG and a short WebM recorded once and shipped in
// ./files, a WAV tone and an .xlsx passbook. Each generator is named by the row's seed_file.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, type PDFFont, StandardFonts } from '@cantoo/pdf-lib';
import XLSX from 'xlsx';
import type { Db } from '../db/database.ts';
import { all, run } from '../db/statements.ts';
import { documentsDir } from '../documents/storage.ts';
import { Canvas, encodePng } from './png.ts';

/** Passwords of the protected seed PDFs: the first is stored on its record, the second is not. */
export const SEED_PDF_PASSWORDS = { stored: 'kosh1234', unstored: 'stmt2026' } as const;

const FILES_DIR = join(import.meta.dirname, 'files');

async function pdf(
  title: string,
  pages: number,
  lines: (page: number) => string[],
  password?: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font: PDFFont = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(title, { x: 48, y: 780, size: 18, font: bold });
    page.drawText(`Page ${n} of ${pages}`, { x: 470, y: 40, size: 9, font });
    lines(n).forEach((line, i) => {
      page.drawText(line, { x: 48, y: 740 - i * 18, size: 11, font });
    });
  }
  if (password) doc.encrypt({ userPassword: password, ownerPassword: `${password}-owner` });
  return doc.save();
}

/** Statement rows: date, narration, debit/credit, balance (the same for every run). */
function statementLines(page: number): string[] {
  const lines = ['Date         Narration                         Amount      Balance'];
  let balance = 25_000 + page * 1_250;
  for (let day = 1; day <= 30; day++) {
    const amount = ((day * 37 + page * 11) % 9) * 250 - 1_000;
    balance += amount;
    const date = `${String(day).padStart(2, '0')}/${String(page).padStart(2, '0')}/2026`;
    const narration = amount >= 0 ? 'UPI CREDIT SALARY/KOSH' : 'UPI DEBIT GROCERY STORE';
    lines.push(`${date}   ${narration.padEnd(32)} ${String(amount).padStart(8)}   ${balance}`);
  }
  return lines;
}

function idCardPng(header: [number, number, number]): Canvas {
  return new Canvas(240, 150, [236, 228, 212])
    .rect(0, 0, 240, 30, header)
    .rect(16, 46, 64, 80, [150, 160, 172])
    .rect(96, 52, 120, 8, [60, 60, 60])
    .rect(96, 72, 96, 8, [60, 60, 60])
    .rect(96, 92, 110, 8, [60, 60, 60])
    .rect(16, 134, 208, 6, [192, 57, 43]);
}

/** A mono 8-bit WAV: one second of a 440 Hz tone at 8 kHz. */
function wavTone(): Buffer {
  const rate = 8_000;
  const samples = Buffer.alloc(rate);
  for (let i = 0; i < rate; i++) {
    samples[i] = Math.round(128 + 60 * Math.sin((2 * Math.PI * 440 * i) / rate));
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28); // bytes a second
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

function passbookXlsx(): Buffer {
  const rows = [['Date', 'Particulars', 'Withdrawal', 'Deposit', 'Balance']];
  let balance = 12_000;
  for (let i = 1; i <= 12; i++) {
    const deposit = i % 3 === 0 ? 4_500 : 0;
    const withdrawal = i % 3 === 0 ? 0 : 800;
    balance += deposit - withdrawal;
    rows.push([
      `${String(i).padStart(2, '0')}/10/2026`,
      deposit ? 'BY CASH' : 'ATM WDL',
      String(withdrawal),
      String(deposit),
      String(balance),
    ]);
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Passbook');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export const SEED_FILES = {
  bank_statement_pdf: () => pdf('Bank Statement - Savings Account', 3, statementLines),
  bank_statement_protected_pdf: () =>
    pdf('Bank Statement (protected)', 2, statementLines, SEED_PDF_PASSWORDS.stored),
  alt_statement_protected_pdf: () =>
    pdf('Alternate Bank Statement (protected)', 2, statementLines, SEED_PDF_PASSWORDS.unstored),
  salary_slip_pdf: () =>
    pdf('Salary Slip - October 2026', 1, () => [
      'Employer: Kosh Demo Industries',
      'Basic: 14,000    HRA: 4,000    Allowances: 2,500',
      'Deductions: PF 1,680    Professional tax 200',
      'Net pay: 18,620',
    ]),
  pan_png: async () => encodePng(idCardPng([43, 76, 126])),
  aadhar_sideways_png: async () => encodePng(idCardPng([214, 120, 40]).rotated()),
  id_card_jpg: async () => readFileSync(join(FILES_DIR, 'id_card.jpg')),
  video_webm: async () => readFileSync(join(FILES_DIR, 'video_kyc.webm')),
  audio_wav: async () => wavTone(),
  passbook_xlsx: async () => passbookXlsx(),
} satisfies Record<string, () => Promise<Uint8Array>>;

export type SeedFile = keyof typeof SEED_FILES;

/** Writes every seeded document's file that is not on disk; returns how many it wrote. */
export async function writeSeedDocumentFiles(db: Db, dataDir: string): Promise<number> {
  const rows = all<{ file_name: string; seed_file: SeedFile }>(
    db,
    'SELECT file_name, seed_file FROM documents WHERE seed_file IS NOT NULL',
  );
  const dir = documentsDir(dataDir);
  const missing = rows.filter((row) => !existsSync(join(dir, row.file_name)));
  if (missing.length) mkdirSync(dir, { recursive: true });
  // Documents seeded from the same generator share its bytes: each is generated once.
  const made = new Map<SeedFile, Uint8Array>();
  for (const row of missing) {
    const bytes = made.get(row.seed_file) ?? (await SEED_FILES[row.seed_file]());
    made.set(row.seed_file, bytes);
    // Written whole, then renamed: another server sharing the folder never reads half a file.
    const temporary = join(dir, `${row.file_name}.${process.pid}.tmp`);
    writeFileSync(temporary, bytes);
    renameSync(temporary, join(dir, row.file_name));
    run(db, 'UPDATE documents SET size = ? WHERE file_name = ?', bytes.length, row.file_name);
  }
  return missing.length;
}
