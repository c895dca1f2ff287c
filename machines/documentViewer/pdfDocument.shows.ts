import { defineShows } from '../shared/shows.ts';
import { PDF_DOCUMENT_TEXTS as T } from './documentViewer.texts.ts';
import { pdfDocumentMachine } from './pdfDocument.machine.ts';

const SUBMIT = { type: 'password.submit' } as const;
const NEXT = { type: 'page.next' } as const;
const PREVIOUS = { type: 'page.previous' } as const;

/** What a PDF shows: opening, the password prompt (missing or wrong), the page, or the failure. */
export const pdfDocumentShows = defineShows({
  machine: pdfDocumentMachine,
  controls: {
    [T.open]: [SUBMIT],
    [T.cancel]: [{ type: 'password.cancel' }],
    [T.previousPage]: [PREVIOUS],
    [T.nextPage]: [NEXT],
    [T.retry]: [{ type: 'load.retry' }],
  },
  states: {
    'pdfDocument.opening': { texts: [T.opening] },
    'pdfDocument.locked': {
      dialogs: [T.passwordTitle],
      enabled: [T.cancel],
      variants: [
        { when: (s) => s.can(SUBMIT), enabled: [T.open] },
        { when: (s) => !s.can(SUBMIT), disabled: [T.open] },
      ],
    },
    'pdfDocument.locked.missing': { texts: [T.passwordNeeded] },
    'pdfDocument.locked.wrong': { texts: [T.passwordWrong] },
    'pdfDocument.showing': {
      texts: (s) => [T.pageOf(s.context.page, s.context.pdf?.pageCount ?? 0)],
      variants: [
        { when: (s) => s.can(NEXT), enabled: [T.nextPage] },
        { when: (s) => !s.can(NEXT), disabled: [T.nextPage] },
        { when: (s) => s.can(PREVIOUS), enabled: [T.previousPage] },
        { when: (s) => !s.can(PREVIOUS), disabled: [T.previousPage] },
      ],
    },
    'pdfDocument.failed': { texts: [T.failed], enabled: [T.retry] },
    'pdfDocument.closed': {},
  },
  vocabulary: [T.opening, T.passwordNeeded, T.passwordWrong, T.failed],
});
