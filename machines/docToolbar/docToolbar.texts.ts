import { documentsMessages } from '../../src/domain/messages/documents.ts';

const M = documentsMessages;

/** The toolbar's words: the spec's alerts (part 2 §5, §8) and toolbar (§2), then ours. */
export const DOC_TOOLBAR_TEXTS = {
  noneSelected: M.noneSelected,
  noLocation: M.noLocation,
  downloadFailed: M.fetchDocFailed,
  selectAll: M.toolbar.selectAll,
  download: M.toolbar.download,
  location: M.toolbar.location,
  upload: M.toolbar.upload,
  replaceAll: M.toolbar.replaceAll,
  addNew: M.toolbar.addNew,
  assign: M.toolbar.assignLoanShare,
  downloading: 'Preparing the PDF…',
  ok: 'OK',
  close: 'Close map',
  mapTitle: 'Document location',
  select: (label: string) => `Select ${label}`,
} as const;
