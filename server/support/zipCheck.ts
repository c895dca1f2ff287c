// A zip's declared contents, read from its central directory before anything is inflated, so a
// zip bomb (a small file that inflates to gigabytes) is refused instead of parsed.
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
/**
 * An .xlsx of 5,000 two-column rows inflates to well under 1 MB; 16 MB leaves room for styles and
 * extra columns while keeping what SheetJS must parse (synchronously) small.
 */
export const ZIP_MAX_INFLATED = 16 * 1024 * 1024;
const ZIP_MAX_ENTRIES = 500;

/** Why the zip may not be opened, or null when its declared contents are reasonable. */
export function zipProblem(data: Buffer): string | null {
  // The end-of-central-directory record is in the last 22 bytes plus a comment of up to 64 KiB.
  let eocd = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at--) {
    if (data.readUInt32LE(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return 'The file is not a complete spreadsheet (its zip directory is missing).';
  const entries = data.readUInt16LE(eocd + 10);
  const offset = data.readUInt32LE(eocd + 16);
  if (entries > ZIP_MAX_ENTRIES) return 'The spreadsheet holds too many parts.';
  let at = offset;
  let inflated = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL) {
      return 'The spreadsheet is damaged (its zip directory cannot be read).';
    }
    const size = data.readUInt32LE(at + 24);
    // 0xFFFFFFFF: a Zip64 size, far beyond any audit file.
    if (size === 0xffffffff) return 'The spreadsheet is too large once unpacked.';
    inflated += size;
    if (inflated > ZIP_MAX_INFLATED) return 'The spreadsheet is too large once unpacked.';
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return null;
}
