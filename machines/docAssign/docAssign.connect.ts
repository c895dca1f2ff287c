import type { SnapshotFrom } from 'xstate';
import type { DocAssignEvent, docAssignMachine } from './docAssign.machine.ts';
import { DOC_ASSIGN_TEXTS as T } from './docAssign.texts.ts';

type Snapshot = SnapshotFrom<typeof docAssignMachine>;
type Send = (event: DocAssignEvent) => void;

export type DocAssignIntents = {
  onUser: (username: string) => void;
  onDoctype: (doctype: string) => void;
  onConfirm: () => void;
  onClose: () => void;
};

const intentsBySend = new WeakMap<Send, DocAssignIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): DocAssignIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onUser: (username) => send({ type: 'user.pick', username }),
      onDoctype: (doctype) => send({ type: 'doctype.pick', doctype }),
      onConfirm: () => send({ type: 'assign.confirm' }),
      onClose: () => send({ type: 'assign.close' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

export type DocAssignModel = DocAssignIntents & {
  open: boolean;
  username: string;
  doctype: string;
  /** The selects take a choice now. */
  canPick: boolean;
  canConfirm: boolean;
  busy: boolean;
  assigned: boolean;
  /** 'Document assigned to loan share', 'Operation Failed' or the wait. */
  status: string | null;
};

export function connectDocAssign(snapshot: Snapshot, send: Send = ignore): DocAssignModel {
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const assigned = snapshot.matches('assigned');
  return {
    ...intentsOf(send),
    open: !snapshot.matches('closed'),
    username: context.username,
    doctype: context.doctype,
    canPick: snapshot.can({ type: 'user.pick', username: '' }),
    canConfirm: snapshot.can({ type: 'assign.confirm' }),
    busy,
    assigned,
    status: busy
      ? T.assigning
      : assigned
        ? T.assigned
        : snapshot.matches('failed')
          ? T.failed
          : null,
  };
}
