import type { SnapshotFrom } from 'xstate';
import type { LoanshareVideoEvent, loanshareVideoMachine } from './loanshareVideo.machine.ts';
import { LOANSHARE_VIDEO_TEXTS as T } from './loanshareVideo.texts.ts';

type Snapshot = SnapshotFrom<typeof loanshareVideoMachine>;
type Send = (event: LoanshareVideoEvent) => void;

export type LoanshareVideoIntents = {
  onPick: (docId: number | null) => void;
  onAssign: () => void;
};

const intentsBySend = new WeakMap<Send, LoanshareVideoIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): LoanshareVideoIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onPick: (docId) => send({ type: 'video.pick', docId }),
      onAssign: () => send({ type: 'video.assign' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

export type LoanshareVideoModel = LoanshareVideoIntents & {
  assigned: number | null;
  picked: number | null;
  canPick: boolean;
  canAssign: boolean;
  busy: boolean;
  notice: string | null;
  error: string | null;
};

export function connectLoanshareVideo(
  snapshot: Snapshot,
  send: Send = ignore,
): LoanshareVideoModel {
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  return {
    ...intentsOf(send),
    assigned: context.assigned,
    picked: context.picked,
    canPick: !busy,
    canAssign: snapshot.can({ type: 'video.assign' }),
    busy,
    notice: busy ? T.assigning : snapshot.matches('assigned') ? T.assigned : null,
    error: snapshot.matches('failed') ? context.error : null,
  };
}
