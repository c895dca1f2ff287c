import { and, assign, setup } from 'xstate';
import { docAssignMachine } from '../docAssign/docAssign.machine.ts';
import { docUploadMachine } from '../docUpload/docUpload.machine.ts';
import type { DocumentFolder, UploadMode } from '../docUpload/docUpload.rules.ts';
import { unprovided } from '../shared/calls.ts';
import type { DownloadDocumentsInput } from './docToolbar.actors.ts';
import {
  isAllSelected,
  selectedPoints,
  type ToolbarDocument,
  toggledAll,
  toggledOne,
} from './docToolbar.rules.ts';

/** What the user may change here (spec part 2 §6, `documentRights`). */
export type DocumentRights = {
  upload: boolean;
  replaceAll: boolean;
  addNew: boolean;
  assign: boolean;
};

export type DocToolbarContext = {
  folder: DocumentFolder;
  documents: ToolbarDocument[];
  selected: number[];
  rights: DocumentRights;
  /** The loan whose shares documents are assigned to (the per-loan grid only). */
  loanId: number | null;
  uploadMode: UploadMode;
};

export type DocToolbarInput = {
  folder: DocumentFolder;
  documents: ToolbarDocument[];
  rights: DocumentRights;
  loanId: number | null;
};

export type DocToolbarEvent =
  | { type: 'doc.toggle'; id: number }
  | { type: 'select.all' }
  | { type: 'download.start' }
  | { type: 'location.show' }
  | { type: 'notice.dismiss' }
  | { type: 'upload.open'; mode: UploadMode }
  | { type: 'assign.open' }
  | { type: 'documents.set'; documents: ToolbarDocument[] };

/**
 * A document group's selection and toolbar (spec part 2 §2, §5): Select All, Download of the
 * chosen documents as one PDF, and Location (ctrl+m) on a map; with nothing chosen, 'No
 * documents selected.'; chosen documents without co-ordinates, 'This document has no location
 * co-ordinates.'.
 */
export const docToolbarMachine = setup({
  types: {
    input: {} as DocToolbarInput,
    context: {} as DocToolbarContext,
    events: {} as DocToolbarEvent,
    tags: {} as 'busy',
  },
  actors: {
    downloadDocuments: unprovided<unknown, DownloadDocumentsInput>('downloadDocuments'),
    docUpload: docUploadMachine,
    docAssign: docAssignMachine,
  },
  guards: {
    mayUpload: ({ context, event }) =>
      event.type === 'upload.open' &&
      context.rights[event.mode === 'append' ? 'upload' : event.mode],
    mayAssign: ({ context }) => context.rights.assign && context.loanId !== null,
    nothingSelected: ({ context }) => context.selected.length === 0,
    noCoordinates: ({ context }) =>
      selectedPoints(context.documents, context.selected).length === 0,
  },
  actions: {
    keepMode: assign(({ event }) =>
      event.type === 'upload.open' ? { uploadMode: event.mode } : {},
    ),
    toggleOne: assign(({ context, event }) =>
      event.type === 'doc.toggle' ? { selected: toggledOne(context.selected, event.id) } : {},
    ),
    toggleAll: assign(({ context }) => ({
      selected: toggledAll(context.documents, context.selected),
    })),
    // A reload keeps the choice of the documents still there.
    keepDocuments: assign(({ context, event }) => {
      if (event.type !== 'documents.set') return {};
      const ids = new Set(event.documents.map((doc) => doc.id));
      return {
        documents: event.documents,
        selected: context.selected.filter((id) => ids.has(id)),
      };
    }),
  },
}).createMachine({
  id: 'docToolbar',
  context: ({ input }) => ({
    folder: input.folder,
    documents: input.documents,
    selected: [],
    rights: input.rights,
    loanId: input.loanId,
    uploadMode: 'append',
  }),
  initial: 'ready',
  states: {
    ready: {
      initial: 'idle',
      on: {
        'doc.toggle': { actions: 'toggleOne' },
        'select.all': { actions: 'toggleAll' },
        'documents.set': { actions: 'keepDocuments' },
        'download.start': [
          { guard: 'nothingSelected', target: '.noSelection' },
          { target: 'downloading' },
        ],
        'location.show': [
          { guard: 'nothingSelected', target: '.noSelection' },
          { guard: 'noCoordinates', target: '.noLocation' },
          { target: 'locating' },
        ],
        'upload.open': { guard: 'mayUpload', target: 'uploading', actions: 'keepMode' },
        'assign.open': [
          { guard: and(['mayAssign', 'nothingSelected']), target: '.noSelection' },
          { guard: 'mayAssign', target: 'assigning' },
        ],
      },
      states: {
        idle: {},
        noSelection: {
          description: "'No documents selected.'",
          on: { 'notice.dismiss': 'idle' },
        },
        noLocation: {
          description: "'This document has no location co-ordinates.'",
          on: { 'notice.dismiss': 'idle' },
        },
        downloadFailed: { on: { 'notice.dismiss': 'idle' } },
      },
    },
    locating: {
      description: 'the chosen documents on the map, in a dialog',
      on: { 'notice.dismiss': 'ready' },
    },
    uploading: {
      description: 'the upload dialog (Upload, Replace All or Add New)',
      invoke: {
        id: 'docUpload',
        src: 'docUpload',
        input: ({ context }) => ({ folder: context.folder, mode: context.uploadMode }),
        onDone: 'ready',
      },
      on: { 'documents.set': { actions: 'keepDocuments' } },
    },
    assigning: {
      description: 'the assign dialog for the chosen documents',
      invoke: {
        id: 'docAssign',
        src: 'docAssign',
        input: ({ context }) => ({ docIds: [...context.selected], loanId: context.loanId! }),
        onDone: 'ready',
      },
      on: { 'documents.set': { actions: 'keepDocuments' } },
    },
    downloading: {
      tags: 'busy',
      invoke: {
        id: 'downloadDocuments',
        src: 'downloadDocuments',
        input: ({ context }) => ({
          groupId: context.folder.groupId,
          // Everything chosen: the folder's PDF; else the chosen ones.
          documentIds:
            context.folder.groupId !== null && isAllSelected(context.documents, context.selected)
              ? null
              : [...context.selected],
        }),
        onDone: 'ready',
        onError: 'ready.downloadFailed',
      },
      // A reload while the PDF is made keeps the documents current.
      on: { 'documents.set': { actions: 'keepDocuments' } },
    },
  },
});
