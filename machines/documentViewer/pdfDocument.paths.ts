import { PDF_PASSWORD_MAX } from '../../src/domain/documents/viewer.ts';
import { withInput } from '../callActions/withInput.ts';
import { definePathSpec, doneEvent, errorEvent, onlyRealChanges } from '../pathSpec.ts';
import { pdfDocumentMachine } from './pdfDocument.machine.ts';
import { pdfDocumentShows } from './pdfDocument.shows.ts';

export const PDF_DOCUMENT_SAMPLE = {
  file: () => new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
  stored: 'stored-secret',
  wrong: 'guess',
  right: 'Kosh@2026',
  tooLong: 'x'.repeat(PDF_PASSWORD_MAX + 1),
  pageCount: 3,
} as const;

const S = PDF_DOCUMENT_SAMPLE;

const walk = (storedPassword: string | null) =>
  withInput(pdfDocumentMachine, { file: S.file(), storedPassword });

const events = [
  { type: 'password.change', value: S.wrong },
  { type: 'password.change', value: S.right },
  { type: 'password.change', value: S.tooLong },
  { type: 'password.change', value: '' },
  { type: 'password.submit' },
  { type: 'password.cancel' },
  { type: 'page.next' },
  { type: 'page.previous' },
  { type: 'load.retry' },
  doneEvent('openPdf', { pageCount: S.pageCount }),
  errorEvent('openPdf', { reason: 'needPassword' }),
  errorEvent('openPdf', { reason: 'incorrectPassword' }),
  errorEvent('openPdf', { reason: 'unreadable' }),
] as const;

const stateKey = (snapshot: ReturnType<typeof pdfDocumentMachine.transition>) => ({
  value: snapshot.value,
  typed: snapshot.context.typed,
  trying: snapshot.context.trying,
  stored: snapshot.context.tryingStored,
  page: snapshot.context.page,
});

const filterEvents = onlyRealChanges({ 'password.change': ['typed', 'value'] });

const describeEvent = (event: { type: string; value?: string; error?: { reason: string } }) => {
  if (event.type === 'password.change') return `type the password "${event.value}"`;
  if (event.type === 'xstate.error.actor.openPdf') return `pdf.js answers ${event.error?.reason}`;
  return {
    'password.submit': "press 'Open'",
    'password.cancel': "press 'Cancel'",
    'page.next': "press 'Next page'",
    'page.previous': "press 'Previous page'",
    'load.retry': "press 'Retry'",
    'xstate.done.actor.openPdf': 'the PDF opens',
  }[event.type];
};

export const pdfDocumentPaths = definePathSpec({
  machine: walk(null),
  shows: pdfDocumentShows as never,
  events,
  stateKey,
  filterEvents: filterEvents as never,
  describeEvent: describeEvent as never,
  // A document stored with its password: that one is tried first, and its failure asks as if missing.
  alsoWalk: [
    {
      machine: walk(S.stored),
      events,
      stateKey,
      filterEvents: filterEvents as never,
      describeEvent: describeEvent as never,
    },
  ],
});
