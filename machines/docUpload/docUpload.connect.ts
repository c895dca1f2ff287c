import type { SnapshotFrom } from 'xstate';
import type { DocUploadEvent, docUploadMachine } from './docUpload.machine.ts';
import type { UploadFile, UploadItem, UploadMode } from './docUpload.rules.ts';

type Snapshot = SnapshotFrom<typeof docUploadMachine>;
type Send = (event: DocUploadEvent) => void;

export type DocUploadIntents = {
  onAdd: (files: UploadFile[]) => void;
  onRemove: (key: string) => void;
  onPassword: (key: string, password: string) => void;
  onStart: () => void;
  onRetry: (key: string) => void;
  onSwap: (key: string, file: UploadFile) => void;
  onRetryAssign: () => void;
  onClose: () => void;
};

const intentsBySend = new WeakMap<Send, DocUploadIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): DocUploadIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onAdd: (files) => send({ type: 'files.add', files }),
      onRemove: (key) => send({ type: 'file.remove', key }),
      onPassword: (key, password) => send({ type: 'password.change', key, password }),
      onStart: () => send({ type: 'upload.start' }),
      onRetry: (key) => send({ type: 'file.retry', key }),
      onSwap: (key, file) => send({ type: 'file.swap', key, file }),
      onRetryAssign: () => send({ type: 'assign.retry' }),
      onClose: () => send({ type: 'upload.close' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

export type DocUploadModel = DocUploadIntents & {
  mode: UploadMode;
  open: boolean;
  items: readonly UploadItem[];
  refused: readonly string[];
  /** Files can be added, removed and given passwords. */
  editing: boolean;
  canStart: boolean;
  /** A failed file can be retried or swapped now. */
  canRetry: boolean;
  phase: 'choosing' | 'sending' | 'someFailed' | 'assigning' | 'assignFailed' | 'done' | 'closed';
  assignError: string | null;
};

export function connectDocUpload(snapshot: Snapshot, send: Send = ignore): DocUploadModel {
  const { context } = snapshot;
  const phase = (
    typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]
  ) as DocUploadModel['phase'];
  return {
    ...intentsOf(send),
    mode: context.mode,
    open: phase !== 'closed',
    items: context.items,
    refused: context.refused,
    editing: phase === 'choosing',
    canStart: snapshot.can({ type: 'upload.start' }),
    canRetry: phase === 'someFailed',
    phase,
    assignError: phase === 'assignFailed' ? context.assignError : null,
  };
}
