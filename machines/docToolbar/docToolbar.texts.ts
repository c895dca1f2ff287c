/**
 * The toolbar's words. The spec's two alerts (part 2 §5, §8) are kept here until the documents
 * section of the message catalogue exists; the button labels are the spec's toolbar (part 2 §2).
 */
export const DOC_TOOLBAR_TEXTS = {
  noneSelected: 'No documents selected.',
  noLocation: 'This document has no location co-ordinates.',
  downloadFailed: 'Sorry...there is some issue in fetching doc. Please try again.',
  selectAll: 'Select All',
  download: 'Download',
  location: 'Location',
  upload: 'Upload',
  replaceAll: 'Replace All',
  addNew: 'Add New',
  assign: 'Assign loan_share',
  downloading: 'Preparing the PDF…',
  ok: 'OK',
  close: 'Close',
  mapTitle: 'Document location',
  select: (label: string) => `Select ${label}`,
} as const;
