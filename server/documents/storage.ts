// Document files on disk under DATA_DIR/documents; the database only names them. A stored name
// is random, so servers sharing a data folder (tests, a restored database) never overwrite
// each other's files.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/database.ts';
import { all } from '../db/statements.ts';

export const documentsDir = (dataDir: string) => join(dataDir, 'documents');

/** Writes the bytes under a new name with this extension; returns the name. */
export function storeFile(dataDir: string, ext: string, bytes: Uint8Array): string {
  const dir = documentsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const name = `${randomUUID()}.${ext}`;
  writeFileSync(join(dir, name), bytes);
  return name;
}

export function readStoredFile(dataDir: string, name: string): Buffer | null {
  try {
    return readFileSync(join(documentsDir(dataDir), name));
  } catch {
    return null;
  }
}

export function removeStoredFile(dataDir: string, name: string): void {
  rmSync(join(documentsDir(dataDir), name), { force: true });
}

/**
 * The name a document shows (its uri): the uploader's file name without folders or odd
 * characters, with the extension of what the file really is.
 */
export function displayName(fileName: string, ext: string): string {
  const base = (fileName.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9 _().-]+/g, '_')
    .trim()
    .slice(0, 150);
  return `${base || 'document'}.${ext}`;
}

/** Whether a seeded document's file is not on disk (the start then generates it). */
export function hasMissingSeedFiles(db: Db, dataDir: string): boolean {
  const dir = documentsDir(dataDir);
  return all<{ file_name: string }>(
    db,
    'SELECT file_name FROM documents WHERE seed_file IS NOT NULL',
  ).some((row) => !existsSync(join(dir, row.file_name)));
}
