import type { DocumentCell } from '../documentCalls.ts';

/** Which folder of a grid has its panel open: owner and type (a folder may not exist yet). */
export type OpenFolder = { owner: string; doctype: string } | null;

export const isOpen = (open: OpenFolder, owner: string, cell: DocumentCell) =>
  open !== null && open.owner === owner && open.doctype === cell.doctype;

/** Opening the open folder again closes it. */
export const toggled = (open: OpenFolder, owner: string, cell: DocumentCell): OpenFolder =>
  isOpen(open, owner, cell) ? null : { owner, doctype: cell.doctype };
