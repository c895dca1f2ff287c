import type { SnapshotFrom } from 'xstate';
import { DOC_ASSIGN_TEXTS } from '../docAssign/docAssign.texts.ts';
import { DOC_UPLOAD_TEXTS } from '../docUpload/docUpload.texts.ts';
import { defineShows } from '../shared/shows.ts';
import { docToolbarMachine } from './docToolbar.machine.ts';
import { DOC_TOOLBAR_TEXTS as T } from './docToolbar.texts.ts';

type Snapshot = SnapshotFrom<typeof docToolbarMachine>;

const UPLOAD_TITLES = DOC_UPLOAD_TEXTS.titles;

const TOOLS = [T.selectAll, T.download, T.location];

/** The write tools this user has (rights as given; Assign also needs a loan). */
const writeTools = (s: Snapshot) => {
  const { rights, loanId } = s.context;
  return [
    ...(rights.upload ? [T.upload] : []),
    ...(rights.replaceAll ? [T.replaceAll] : []),
    ...(rights.addNew ? [T.addNew] : []),
    ...(rights.assign && loanId !== null ? [T.assign] : []),
  ];
};

/** What the toolbar shows in each state: its buttons, the two alerts, the map dialog. */
export const docToolbarShows = defineShows({
  machine: docToolbarMachine,
  vocabulary: [T.noneSelected, T.noLocation, T.downloadFailed, T.downloading],
  controls: {
    [T.selectAll]: [{ type: 'select.all' }],
    [T.download]: [{ type: 'download.start' }],
    [T.location]: [{ type: 'location.show' }],
    [T.upload]: [{ type: 'upload.open', mode: 'append' }],
    [T.replaceAll]: [{ type: 'upload.open', mode: 'replaceAll' }],
    [T.addNew]: [{ type: 'upload.open', mode: 'addNew' }],
    [T.assign]: [{ type: 'assign.open' }],
    [T.ok]: [{ type: 'notice.dismiss' }],
    [T.close]: [{ type: 'notice.dismiss' }],
  },
  states: {
    'docToolbar.ready': { enabled: (s) => [...TOOLS, ...writeTools(s)] },
    'docToolbar.ready.idle': {},
    'docToolbar.ready.noSelection': { texts: [T.noneSelected], enabled: [T.ok] },
    'docToolbar.ready.noLocation': { texts: [T.noLocation], enabled: [T.ok] },
    'docToolbar.ready.downloadFailed': { texts: [T.downloadFailed], enabled: [T.ok] },
    'docToolbar.locating': { dialogs: [T.mapTitle], enabled: [T.close] },
    'docToolbar.downloading': {
      texts: [T.downloading],
      disabled: (s) => [...TOOLS, ...writeTools(s)],
    },
    // The child flows' dialogs (docUpload, docAssign) declare what shows in them.
    'docToolbar.uploading': { dialogs: (s) => [UPLOAD_TITLES[s.context.uploadMode]] },
    'docToolbar.assigning': { dialogs: [DOC_ASSIGN_TEXTS.title] },
  },
});
