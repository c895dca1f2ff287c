// Spreadsheet exports. The xlsx library loads only when a file is built (a separate chunk, not
// in the first page's bundle), and is used to write only: its known advisories are on reading.

export type SheetCell = string | number | boolean | null;

export type SheetSpec<T> = {
  /** The worksheet's name (Excel allows 31 characters). */
  name: string;
  header: readonly string[];
  rows: readonly T[];
  toCells: (row: T) => readonly SheetCell[];
};

export type BuildOptions = {
  /** Rows converted between two yields to the browser, so a long export never freezes a frame. */
  chunkSize?: number;
  /** `done` of `total` rows are in the sheet. */
  onProgress?: (done: number, total: number) => void;
  /** Aborting stops the build between chunks (it rejects with the signal's reason). */
  signal?: AbortSignal;
};

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DEFAULT_CHUNK = 1_000;

/**
 * Text a spreadsheet would read as a formula or a command: a leading = + - @, tab, NUL (and a
 * carriage return, which some spreadsheets treat like a tab).
 */
const FORMULA_LIKE = /^[=+\-@\t\r\0]/;

/** A cell that cannot run as a formula: formula-like text gets a leading single quote. */
export function neutraliseCell(value: SheetCell): SheetCell {
  return typeof value === 'string' && FORMULA_LIKE.test(value) ? `'${value}` : value;
}

type XlsxApi = typeof import('xlsx');

/** The library, whichever way the bundler or Node exposes it (named exports or a default). */
async function loadXlsx(): Promise<XlsxApi> {
  const mod = (await import('xlsx')) as XlsxApi & { default?: XlsxApi };
  return typeof mod.utils?.book_new === 'function' ? mod : (mod.default as XlsxApi);
}

/** Gives the browser a turn (rendering, input) between chunks. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Builds a one-sheet .xlsx: the header, then every row, in chunks with a yield between them,
 * every text cell neutralised. Resolves with the file as a Blob.
 */
export async function buildXlsx<T>(sheet: SheetSpec<T>, options: BuildOptions = {}): Promise<Blob> {
  const { chunkSize = DEFAULT_CHUNK, onProgress, signal } = options;
  signal?.throwIfAborted();
  const XLSX = await loadXlsx();
  const total = sheet.rows.length;
  const worksheet = XLSX.utils.aoa_to_sheet([sheet.header.map(neutraliseCell)]);
  onProgress?.(0, total);
  for (let start = 0; start < total; start += chunkSize) {
    await yieldToBrowser();
    signal?.throwIfAborted();
    const chunk = sheet.rows
      .slice(start, start + chunkSize)
      .map((row) => sheet.toCells(row).map(neutraliseCell));
    XLSX.utils.sheet_add_aoa(worksheet, chunk, { origin: -1 });
    onProgress?.(Math.min(total, start + chunkSize), total);
  }
  await yieldToBrowser();
  signal?.throwIfAborted();
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, worksheet, sheet.name.slice(0, 31));
  const bytes = XLSX.write(book, {
    bookType: 'xlsx',
    type: 'array',
    compression: true,
  }) as ArrayBuffer;
  return new Blob([bytes], { type: XLSX_MIME });
}
