import { assign, setup } from 'xstate';
import { viewerKindOf } from '../../src/domain/documents/viewer.ts';
import { unprovided } from '../shared/calls.ts';
import type { ViewedDocument } from './documentViewer.actors.ts';

export type DocumentViewerContext = {
  documents: readonly ViewedDocument[];
  index: number;
  /** The current document's file, once read. */
  file: Blob | null;
};

export type DocumentViewerEvent =
  | { type: 'doc.next' }
  | { type: 'doc.previous' }
  | { type: 'doc.pick'; index: number }
  | { type: 'load.retry' };

export type DocumentViewerInput = { documents: readonly ViewedDocument[]; index: number };

const kindNow = (context: DocumentViewerContext) =>
  viewerKindOf(context.documents[context.index]?.uri ?? '');

/**
 * Viewer navigation (spec part 2 §4): moves to the previous or next document (or one picked from
 * the thumbnails), reads its file and chooses the viewer by its extension; a file that cannot be
 * read says so with Retry; an unknown extension has no preview (the file can still be saved).
 */
export const documentViewerMachine = setup({
  types: {
    input: {} as DocumentViewerInput,
    context: {} as DocumentViewerContext,
    events: {} as DocumentViewerEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    loadFile: unprovided<Blob, { document: ViewedDocument }>('loadFile'),
  },
  guards: {
    hasNext: ({ context }) => context.index < context.documents.length - 1,
    hasPrevious: ({ context }) => context.index > 0,
    isOtherDocument: ({ context, event }) =>
      event.type === 'doc.pick' &&
      event.index !== context.index &&
      event.index >= 0 &&
      event.index < context.documents.length,
    isOffice: ({ context }) => kindNow(context) === 'office',
    isImage: ({ context }) => kindNow(context) === 'image',
    isPdf: ({ context }) => kindNow(context) === 'pdf',
    isMedia: ({ context }) => ['video', 'audio'].includes(kindNow(context)),
  },
  actions: {
    stepNext: assign(({ context }) => ({ index: context.index + 1, file: null })),
    stepPrevious: assign(({ context }) => ({ index: context.index - 1, file: null })),
    pick: assign(({ event }) =>
      event.type === 'doc.pick' ? { index: event.index, file: null } : {},
    ),
  },
}).createMachine({
  id: 'documentViewer',
  context: ({ input }) => ({ documents: input.documents, index: input.index, file: null }),
  initial: 'loading',
  on: {
    'doc.next': { guard: 'hasNext', target: '.loading', actions: 'stepNext' },
    'doc.previous': { guard: 'hasPrevious', target: '.loading', actions: 'stepPrevious' },
    'doc.pick': { guard: 'isOtherDocument', target: '.loading', actions: 'pick' },
  },
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadFile',
        src: 'loadFile',
        input: ({ context }) => ({ document: context.documents[context.index]! }),
        onDone: [
          {
            guard: 'isImage',
            target: 'image',
            actions: assign({ file: ({ event }) => event.output }),
          },
          { guard: 'isPdf', target: 'pdf', actions: assign({ file: ({ event }) => event.output }) },
          {
            guard: 'isMedia',
            target: 'media',
            actions: assign({ file: ({ event }) => event.output }),
          },
          {
            guard: 'isOffice',
            target: 'office',
            actions: assign({ file: ({ event }) => event.output }),
          },
          { target: 'noPreview', actions: assign({ file: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed' },
      },
    },
    image: {},
    pdf: {},
    media: { description: 'video or audio, or Download File when the browser cannot play it' },
    office: { description: 'an embedded frame, and Download File' },
    noPreview: { description: "'No preview available', and Download File" },
    failed: { tags: 'error', on: { 'load.retry': 'loading' } },
  },
});
