import { describe, expect, it } from 'vitest';
import XLSX from 'xlsx';
import {
  LOAN_SHEET_HEADER,
  loanSheetRow,
  sampleDashboard,
} from '../../machines/loansDashboard/index.ts';
import {
  buildXlsx,
  neutraliseCell,
  type SheetCell,
  XLSX_MIME,
} from '../../src/platform/xlsxExport.ts';

/** The file read back: every row of the first sheet, cells as stored, and the raw cell objects. */
async function readBack(blob: Blob) {
  const book = XLSX.read(new Uint8Array(await blob.arrayBuffer()), { type: 'array' });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  const rows = XLSX.utils.sheet_to_json<SheetCell[]>(sheet, { header: 1, raw: true, defval: null });
  return { book, sheet, rows };
}

const plain = (rows: readonly SheetCell[][]) => ({
  name: 'Sheet',
  header: ['A', 'B'],
  rows,
  toCells: (row: readonly SheetCell[]) => row,
});

describe('neutraliseCell', () => {
  it('quotes text that starts like a formula or a command', () => {
    for (const text of ['=SUM(A1:A9)', '+91 98', '-2+3', '@cmd', '\tx', '\0x', '\rx']) {
      expect(neutraliseCell(text)).toBe(`'${text}`);
    }
  });

  it('leaves everything else alone, numbers included', () => {
    for (const value of ['a=b', 'Rejected', '', ' =x', "'=x", 12, -5, 0, true, null]) {
      expect(neutraliseCell(value)).toBe(value);
    }
  });
});

describe('buildXlsx', () => {
  it('writes the header then one row per item, formula-like text neutralised', async () => {
    const blob = await buildXlsx(
      plain([
        ['=HYPERLINK("http://x")', 1],
        ['@SUM(1)', -2],
        ['plain', '+1'],
      ]),
    );
    expect(blob.type).toBe(XLSX_MIME);
    const { sheet, rows } = await readBack(blob);
    expect(rows).toEqual([
      ['A', 'B'],
      ['\'=HYPERLINK("http://x")', 1],
      ["'@SUM(1)", -2],
      ['plain', "'+1"],
    ]);
    // Stored as text, never as a formula.
    expect(sheet.A2).toMatchObject({ t: 's' });
    expect(Object.values(sheet).some((cell) => typeof cell === 'object' && 'f' in cell)).toBe(
      false,
    );
  });

  it('builds in chunks, reporting progress up to the total', async () => {
    const rows = Array.from({ length: 2_500 }, (_, i): SheetCell[] => [`row ${i + 1}`, i + 1]);
    const reports: Array<[number, number]> = [];
    const blob = await buildXlsx(plain(rows), {
      chunkSize: 1_000,
      onProgress: (done, total) => reports.push([done, total]),
    });
    expect(reports).toEqual([
      [0, 2_500],
      [1_000, 2_500],
      [2_000, 2_500],
      [2_500, 2_500],
    ]);
    const back = await readBack(blob);
    expect(back.rows).toHaveLength(2_501);
    expect(back.rows.at(-1)).toEqual(['row 2500', 2500]);
  });

  it('stops between chunks when aborted', async () => {
    const controller = new AbortController();
    const rows = Array.from({ length: 3_000 }, (_, i): SheetCell[] => [String(i), i]);
    const reports: number[] = [];
    const build = buildXlsx(plain(rows), {
      chunkSize: 1_000,
      signal: controller.signal,
      onProgress: (done) => {
        reports.push(done);
        if (done === 1_000) controller.abort(new Error('cancelled'));
      },
    });
    await expect(build).rejects.toThrow('cancelled');
    expect(reports).toEqual([0, 1_000]);
  });

  it("exports the dashboard's loans: the spec's columns and as many rows as loans", async () => {
    const data = sampleDashboard(1_234);
    const blob = await buildXlsx({
      name: 'Loans',
      header: LOAN_SHEET_HEADER,
      rows: data.rows,
      toCells: loanSheetRow,
    });
    const { book, rows } = await readBack(blob);
    expect(book.SheetNames).toEqual(['Loans']);
    expect(rows[0]).toEqual([...LOAN_SHEET_HEADER]);
    expect(rows.length - 1).toBe(data.total_loans);
    expect(rows[1]).toEqual(loanSheetRow(data.rows[0]!));
  });
});
