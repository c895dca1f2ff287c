/** What the toolbar needs of a document: its id and where it was taken, if known. */
export type ToolbarDocument = {
  id: number;
  location: { latitude: number; longitude: number } | null;
};

export type DocumentPoint = { id: number; latitude: number; longitude: number };

/** The selected documents that carry co-ordinates, in the grid's order. */
export function selectedPoints(
  documents: readonly ToolbarDocument[],
  selected: readonly number[],
): DocumentPoint[] {
  return documents
    .filter((doc) => selected.includes(doc.id) && doc.location !== null)
    .map((doc) => ({ id: doc.id, ...doc.location! }));
}

export const isAllSelected = (documents: readonly ToolbarDocument[], selected: readonly number[]) =>
  documents.length > 0 && documents.every((doc) => selected.includes(doc.id));

/** Select All toggles: everything, or nothing when everything is chosen already. */
export const toggledAll = (documents: readonly ToolbarDocument[], selected: readonly number[]) =>
  isAllSelected(documents, selected) ? [] : documents.map((doc) => doc.id);

export const toggledOne = (selected: readonly number[], id: number) =>
  selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
