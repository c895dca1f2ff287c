// Reading an audit file (spec part 2 §5: only .xls, .xlsx, .csv): its name and its content must
// both be a spreadsheet, then the first sheet's rows after the header, as text. SheetJS never
// evaluates formulas; formulas, styles, HTML and macros are not even read.
import XLSX from 'xlsx';
import { sniffFile } from '../documents/sniff.ts';
import { badRequest, HttpError } from '../errors.ts';
import { zipProblem } from './zipCheck.ts';

/** The spec's refusal of anything but .xls, .xlsx, .csv (part 2 §5), verbatim. */
export const NOT_EXCEL = 'Please upload excel file';
export const AUDIT_FILE_MAX_BYTES = 2 * 1024 * 1024;
export const AUDIT_FILE_MAX_ROWS = 5000;

export type AuditRow = { number: string; payment: string };
type Kind = 'csv' | 'xlsx' | 'xls';

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Text a person could have typed: UTF-8, no control characters but tab and line ends. */
function isText(data: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point.
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(data.toString('utf8'));
}

/** What the file is, by its name and by its content; null when they disagree or are neither. */
export function auditFileKind(fileName: string, data: Buffer): Kind | null {
  const ext = /\.([A-Za-z]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (ext === 'xlsx') return data.subarray(0, 4).equals(ZIP) ? 'xlsx' : null;
  if (ext === 'xls') return data.subarray(0, 8).equals(OLE) ? 'xls' : null;
  if (ext === 'csv') return sniffFile(data) === null && isText(data) ? 'csv' : null;
  return null;
}

const HEADERS = {
  number: ['number', 'mobile', 'mobile_number', 'mobile_no', 'phone', 'username', 'customer'],
  payment: ['payment', 'payment_status', 'paymentstatus', 'status'],
};
const normalise = (cell: unknown) =>
  String(cell ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s.-]+/g, '_');

const cellText = (cell: unknown) =>
  cell === null || cell === undefined ? '' : String(cell).trim();

function workbookOf(kind: Kind, data: Buffer): XLSX.WorkBook {
  if (kind === 'xlsx') {
    const problem = zipProblem(data);
    if (problem) throw badRequest(problem);
  }
  try {
    return XLSX.read(kind === 'csv' ? data.toString('utf8') : data, {
      type: kind === 'csv' ? 'string' : 'buffer',
      // The first sheet only, and one row beyond the limit so that going over it is seen.
      sheets: 0,
      sheetRows: AUDIT_FILE_MAX_ROWS + 2,
      raw: true,
      dense: true,
      cellFormula: false,
      cellHTML: false,
      cellText: false,
      cellStyles: false,
      cellDates: false,
      bookVBA: false,
      WTF: false,
    });
  } catch {
    throw badRequest('The file could not be read as a spreadsheet.');
  }
}

/**
 * The data rows of an audit file's first sheet (after its header row, blank rows left out);
 * 413 over 2 MB, 400 with the reason for anything that is not a readable audit sheet.
 */
export function readAuditFile(fileName: string, data: Buffer): AuditRow[] {
  if (data.length > AUDIT_FILE_MAX_BYTES) {
    throw new HttpError(413, { error: 'The file is larger than 2 MB.' });
  }
  const kind = auditFileKind(fileName, data);
  if (!kind) throw badRequest(NOT_EXCEL);
  const book = workbookOf(kind, data);
  const sheet = book.SheetNames[0] ? book.Sheets[book.SheetNames[0]] : undefined;
  if (!sheet) throw badRequest('The file has no sheet.');
  let table: unknown[][];
  try {
    table = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, blankrows: false });
  } catch {
    throw badRequest('The file could not be read as a spreadsheet.');
  }
  const rows = table.filter((row) => Array.isArray(row) && row.some((c) => cellText(c) !== ''));
  if (rows.length === 0) throw badRequest('The file is empty.');
  const header = (rows[0] ?? []).map(normalise);
  const numberAt = header.findIndex((h) => HEADERS.number.includes(h));
  const paymentAt = header.findIndex((h) => HEADERS.payment.includes(h));
  if (numberAt < 0 || paymentAt < 0) {
    throw badRequest(
      'The first sheet needs a header row with a number column (number, mobile or username) and a payment status column (payment or payment_status).',
    );
  }
  const body = rows.slice(1);
  if (body.length === 0) throw badRequest('The file has a header row but no rows under it.');
  if (body.length > AUDIT_FILE_MAX_ROWS) {
    throw badRequest(
      `The file has more than ${AUDIT_FILE_MAX_ROWS} rows; split it into smaller files.`,
    );
  }
  return body.map((row) => ({
    number: cellText(row[numberAt]),
    payment: cellText(row[paymentAt]).toUpperCase(),
  }));
}
