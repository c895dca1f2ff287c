import { withInput } from '../callActions/withInput.ts';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { docToolbarMachine } from './docToolbar.machine.ts';
import type { ToolbarDocument } from './docToolbar.rules.ts';
import { docToolbarShows } from './docToolbar.shows.ts';

/** A showcase group: a photo taken in the field (with co-ordinates) and a scanned PAN (none). */
export const DOC_TOOLBAR_SAMPLE = {
  groupId: 7,
  loanId: 41,
  placed: { id: 101, location: { latitude: 12.9716, longitude: 77.5946 } },
  unplaced: { id: 102, location: null },
} as const satisfies {
  groupId: number;
  loanId: number;
  placed: ToolbarDocument;
  unplaced: ToolbarDocument;
};

const S = DOC_TOOLBAR_SAMPLE;

const ALL_RIGHTS = { upload: true, replaceAll: true, addNew: true, assign: true };
const NO_RIGHTS = { upload: false, replaceAll: false, addNew: false, assign: false };

const walk = (rights: typeof ALL_RIGHTS, loanId: number | null) =>
  definePathSpec({
    machine: withInput(docToolbarMachine, {
      folder: { groupId: S.groupId, owner: '8157415868', doctype: 'misc' },
      documents: [S.placed, S.unplaced],
      rights,
      loanId,
    }),
    shows: docToolbarShows as never,
    events: [
      { type: 'doc.toggle', id: S.placed.id },
      { type: 'doc.toggle', id: S.unplaced.id },
      { type: 'select.all' },
      { type: 'download.start' },
      { type: 'location.show' },
      { type: 'notice.dismiss' },
      { type: 'upload.open', mode: 'append' },
      { type: 'upload.open', mode: 'replaceAll' },
      { type: 'upload.open', mode: 'addNew' },
      { type: 'assign.open' },
      doneEvent('docUpload', undefined),
      doneEvent('docAssign', undefined),
      // A reload answering the same documents (the grid reads them again after an upload).
      { type: 'documents.set', documents: [S.placed, S.unplaced] },
      doneEvent('downloadDocuments', undefined),
      errorEvent('downloadDocuments', serviceError('Not Found', 404)),
    ],
    stateKey: (snapshot) => ({
      value: snapshot.value,
      selected: [...snapshot.context.selected].sort(),
    }),
    describeEvent: (event) => {
      if (event.type === 'doc.toggle') return `tick document ${event.id}`;
      if (event.type === 'documents.set') return 'the documents are read again';
      if (event.type === 'upload.open') return `open ${event.mode}`;
      const words: Record<string, string> = {
        'select.all': "press 'Select All'",
        'download.start': "press 'Download'",
        'location.show': "press 'Location' (ctrl+m)",
        'notice.dismiss': "press 'OK' (or 'Close' on the map)",
        'assign.open': "press 'Assign loan_share'",
        'xstate.done.actor.docUpload': 'the upload dialog closes',
        'xstate.done.actor.docAssign': 'the assign dialog closes',
        'xstate.done.actor.downloadDocuments': 'the PDF is saved',
        'xstate.error.actor.downloadDocuments': 'the server fails the download',
      };
      return words[event.type];
    },
  });

/**
 * A staff member on a loan's grid with every right; then a lender (no write tools) on the
 * customer view (no loan): the write events change nothing there.
 */
export const docToolbarPaths = definePathSpec({
  ...walk(ALL_RIGHTS, S.loanId),
  alsoWalk: [walk(NO_RIGHTS, null)],
});
