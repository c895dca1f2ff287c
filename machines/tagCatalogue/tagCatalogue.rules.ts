import type { CatalogueTag, TagRow } from './tagCatalogue.actors.ts';
import { TAG_CATALOGUE_TEXTS as T } from './tagCatalogue.texts.ts';

/* The tag catalogue's rules (the server's for chat/tags-update, checked first): pure. */

/** The longest tag name the server takes. */
export const TAG_NAME_MAX = 60;

/** Names compare trimmed and without regard to case, as the server compares them. */
export const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Why the catalogue cannot be saved as it is, or null. */
export function catalogueProblem(rows: readonly TagRow[]): string | null {
  if (rows.some((row) => row.name.trim() === '')) return T.blankName;
  const repeated = rows.some(
    (row, i) => rows.findIndex((other) => sameName(other.name, row.name)) !== i,
  );
  return repeated ? T.repeated : null;
}

/** A new name is already a row. */
export const isListed = (rows: readonly TagRow[], name: string) =>
  rows.some((row) => sameName(row.name, name));

/** What Save sends: names trimmed; a kept tag keeps its id. */
export const saveBodyOf = (rows: readonly TagRow[]): { tags: TagRow[] } => ({
  tags: rows.map((row) =>
    row.id === undefined ? { name: row.name.trim() } : { id: row.id, name: row.name.trim() },
  ),
});

/** The rows differ from the stored catalogue (Save has something to send). */
export function isChanged(rows: readonly TagRow[], stored: readonly CatalogueTag[]): boolean {
  if (rows.length !== stored.length) return true;
  return rows.some((row, i) => row.id !== stored[i]!.id || row.name.trim() !== stored[i]!.name);
}
