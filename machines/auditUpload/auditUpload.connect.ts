import type { SnapshotFrom } from 'xstate';
import type { AuditUploadEvent, auditUploadMachine } from './auditUpload.machine.ts';
import type { AuditFile, AuditUploadResult } from './auditUpload.rules.ts';

type Snapshot = SnapshotFrom<typeof auditUploadMachine>;
type Send = (event: AuditUploadEvent) => void;

export type AuditUploadIntents = {
  onChoose: (file: AuditFile) => void;
  onUpload: () => void;
  onCancel: () => void;
  onAgain: () => void;
};

const intentsBySend = new WeakMap<Send, AuditUploadIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): AuditUploadIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onChoose: (file) => send({ type: 'file.choose', file }),
      onUpload: () => send({ type: 'upload.start' }),
      onCancel: () => send({ type: 'upload.cancel' }),
      onAgain: () => send({ type: 'upload.again' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

export type AuditUploadPhase = 'choosing' | 'uploading' | 'failed' | 'result';

export type AuditUploadView = AuditUploadIntents & {
  phase: AuditUploadPhase;
  fileName: string | null;
  /** The file picker can be used (not while sending, not over a result). */
  canChoose: boolean;
  canUpload: boolean;
  /** 'Please upload excel file' for the last file chosen. */
  refused: boolean;
  /** 0 to 1 while sending. */
  progress: number;
  error: string | null;
  result: AuditUploadResult | null;
};

export function connectAuditUpload(snapshot: Snapshot, send: Send = ignore): AuditUploadView {
  const { context } = snapshot;
  const phase = (
    typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]
  ) as AuditUploadPhase;
  return {
    ...intentsOf(send),
    phase,
    fileName: context.file?.name ?? null,
    canChoose: snapshot.can({ type: 'file.choose', file: { name: 'a.csv', size: 0, type: '' } }),
    canUpload: snapshot.can({ type: 'upload.start' }),
    refused: snapshot.matches({ choosing: 'refused' }),
    progress: context.progress,
    error: phase === 'failed' ? context.error : null,
    result: phase === 'result' ? context.result : null,
  };
}
