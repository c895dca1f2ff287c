import { documentsMessages } from '../../src/domain/messages/documents.ts';
import { messages } from '../../src/domain/messages.ts';

/* The viewer's words: the spec's sentences (part 2 §8) from the catalogue, our own labels beside them. */
const SPEC = {
  fetchFailed: documentsMessages.fetchDocFailed,
  operationFailed: messages.common.someIssueTryAgain,
  updated: documentsMessages.updated,
  noPreview: documentsMessages.noPreview,
} as const;

export const DOCUMENT_VIEWER_TEXTS = {
  fetchFailed: SPEC.fetchFailed,
  noPreview: SPEC.noPreview,
  loading: 'Loading document…',
  retry: 'Retry',
  previousDocument: 'Previous document',
  nextDocument: 'Next document',
  position: (index: number, count: number) => `Document ${index + 1} of ${count}`,
  thumbnail: (name: string) => `Open ${name}`,
} as const;

export const IMAGE_ROTATION_TEXTS = {
  rotate: 'Rotate',
  save: 'Save rotation',
  saving: 'Saving the rotated image…',
  saved: SPEC.updated,
  failed: SPEC.operationFailed,
  turned: (degrees: number) => `Rotated ${degrees}°`,
} as const;

export const PDF_DOCUMENT_TEXTS = {
  opening: 'Opening PDF…',
  failed: SPEC.fetchFailed,
  retry: 'Retry',
  passwordTitle: 'PDF password',
  passwordNeeded: 'This PDF is protected by a password.',
  passwordWrong: 'Wrong password. Try again.',
  passwordLabel: 'Password',
  passwordTooLong: (max: number) => `A password has at most ${max} characters.`,
  open: 'Open',
  cancel: 'Cancel',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
} as const;
