import type { SnapshotFrom } from 'xstate';
import type { UploadMode } from '../docUpload/docUpload.rules.ts';
import type { DocToolbarEvent, DocumentRights, docToolbarMachine } from './docToolbar.machine.ts';
import { type DocumentPoint, isAllSelected, selectedPoints } from './docToolbar.rules.ts';
import { DOC_TOOLBAR_TEXTS as T } from './docToolbar.texts.ts';

type Snapshot = SnapshotFrom<typeof docToolbarMachine>;
type Send = (event: DocToolbarEvent) => void;

export type DocToolbarIntents = {
  onToggle: (id: number) => void;
  onSelectAll: () => void;
  onDownload: () => void;
  onLocation: () => void;
  onDismiss: () => void;
  onUpload: (mode: UploadMode) => void;
  onAssign: () => void;
};

const intentsBySend = new WeakMap<Send, DocToolbarIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): DocToolbarIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onToggle: (id) => send({ type: 'doc.toggle', id }),
      onSelectAll: () => send({ type: 'select.all' }),
      onDownload: () => send({ type: 'download.start' }),
      onLocation: () => send({ type: 'location.show' }),
      onDismiss: () => send({ type: 'notice.dismiss' }),
      onUpload: (mode) => send({ type: 'upload.open', mode }),
      onAssign: () => send({ type: 'assign.open' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

export type DocToolbarModel = DocToolbarIntents & {
  selected: readonly number[];
  allSelected: boolean;
  /** The toolbar and the checkboxes take a gesture now. */
  canUse: boolean;
  busy: boolean;
  /** An alert under the toolbar, with OK. */
  notice: string | null;
  /** The map dialog's points, while it is open. */
  points: DocumentPoint[] | null;
  /** Which write tools show (rights; Assign also needs a loan). */
  tools: DocumentRights;
};

export function connectDocToolbar(snapshot: Snapshot, send: Send = ignore): DocToolbarModel {
  const { context } = snapshot;
  const notice = snapshot.matches({ ready: 'noSelection' })
    ? T.noneSelected
    : snapshot.matches({ ready: 'noLocation' })
      ? T.noLocation
      : snapshot.matches({ ready: 'downloadFailed' })
        ? T.downloadFailed
        : null;
  return {
    ...intentsOf(send),
    selected: context.selected,
    allSelected: isAllSelected(context.documents, context.selected),
    canUse: snapshot.matches('ready'),
    busy: snapshot.hasTag('busy'),
    notice,
    tools: { ...context.rights, assign: context.rights.assign && context.loanId !== null },
    points: snapshot.matches('locating')
      ? selectedPoints(context.documents, context.selected)
      : null,
  };
}
