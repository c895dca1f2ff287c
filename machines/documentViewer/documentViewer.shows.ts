import { defineShows } from '../shared/shows.ts';
import { documentViewerMachine } from './documentViewer.machine.ts';
import { fileTitleOf } from './documentViewer.rules.ts';
import { DOCUMENT_VIEWER_TEXTS as T } from './documentViewer.texts.ts';

const NEXT = { type: 'doc.next' } as const;
const PREVIOUS = { type: 'doc.previous' } as const;

/** What the viewer frame shows: the document's name and place, the way between documents, and the body's state. */
export const documentViewerShows = defineShows({
  machine: documentViewerMachine,
  controls: {
    [T.previousDocument]: [PREVIOUS],
    [T.nextDocument]: [NEXT],
    [T.retry]: [{ type: 'load.retry' }],
  },
  states: {
    documentViewer: {
      dialogs: (s) => [fileTitleOf(s.context)],
      texts: (s) => [T.position(s.context.index, s.context.documents.length)],
      variants: [
        { when: (s) => s.can(NEXT), enabled: [T.nextDocument] },
        { when: (s) => !s.can(NEXT), disabled: [T.nextDocument] },
        { when: (s) => s.can(PREVIOUS), enabled: [T.previousDocument] },
        { when: (s) => !s.can(PREVIOUS), disabled: [T.previousDocument] },
      ],
    },
    'documentViewer.loading': { texts: [T.loading] },
    'documentViewer.image': {},
    'documentViewer.pdf': {},
    'documentViewer.media': {},
    'documentViewer.office': {},
    'documentViewer.noPreview': { texts: [T.noPreview] },
    'documentViewer.failed': { texts: [T.fetchFailed], enabled: [T.retry] },
  },
  vocabulary: [T.loading, T.noPreview, T.fetchFailed],
});
