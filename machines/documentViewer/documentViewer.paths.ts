import { withInput } from '../callActions/withInput.ts';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import type { ViewedDocument } from './documentViewer.actors.ts';
import { documentViewerMachine } from './documentViewer.machine.ts';
import { documentViewerShows } from './documentViewer.shows.ts';

const doc = (id: number, uri: string, extra: Partial<ViewedDocument> = {}): ViewedDocument => ({
  id,
  uri,
  is_valid: true,
  password: null,
  ...extra,
});

/** One document of each viewer, opened at the photo. */
export const DOCUMENT_VIEWER_SAMPLE = {
  documents: [
    doc(1, 'documents/8157415868/aadhar_front.jpg'),
    doc(2, 'documents/8157415868/bank_statement.pdf', { is_valid: false }),
    doc(3, 'documents/8157415868/home_visit.mp4'),
    doc(4, 'documents/8157415868/salary_register.xlsx'),
    doc(5, 'documents/8157415868/notes.txt'),
  ],
  index: 0,
  file: () => new Blob(['file'], { type: 'application/octet-stream' }),
} as const;

const S = DOCUMENT_VIEWER_SAMPLE;

export const documentViewerPaths = definePathSpec({
  machine: withInput(documentViewerMachine, { documents: S.documents, index: S.index }),
  shows: documentViewerShows as never,
  events: [
    { type: 'doc.next' },
    { type: 'doc.previous' },
    { type: 'doc.pick', index: 4 },
    { type: 'doc.pick', index: 0 },
    { type: 'load.retry' },
    doneEvent('loadFile', S.file()),
    errorEvent('loadFile', serviceError('Not Found', 404)),
  ],
  stateKey: (snapshot) => ({ value: snapshot.value, index: snapshot.context.index }),
  describeEvent: (event) => {
    if (event.type === 'doc.pick') return `open thumbnail ${event.index + 1}`;
    const words: Record<string, string> = {
      'doc.next': "press 'Next document'",
      'doc.previous': "press 'Previous document'",
      'load.retry': "press 'Retry'",
      'xstate.done.actor.loadFile': 'the file arrives',
      'xstate.error.actor.loadFile': 'the file cannot be read',
    };
    return words[event.type];
  },
});
