import type { SnapshotFrom } from 'xstate';
import type { realtimeMachine } from './realtime.machine.ts';

/** The header's connection words: what the user menu takes as `connection`. */
export type RealtimeStatus = 'connected' | 'disconnected' | 'connecting' | 'reconnecting';

export type RealtimeView = {
  status: RealtimeStatus;
  /** The multi-tab warning ('Use Here' / 'Cancel') is up. */
  dialogOpen: boolean;
  /** Another tab has the connection and this one may take it back ('Use Here'). */
  canUseHere: boolean;
};

/* Snapshot → view model: the header, the dialog and the stories all read this. */
export function connectRealtime(snapshot: SnapshotFrom<typeof realtimeMachine>): RealtimeView {
  const status: RealtimeStatus = snapshot.hasTag('connected')
    ? 'connected'
    : snapshot.hasTag('reconnecting')
      ? 'reconnecting'
      : snapshot.hasTag('connecting')
        ? 'connecting'
        : 'disconnected';
  return {
    status,
    dialogOpen: snapshot.hasTag('dialog'),
    canUseHere: snapshot.hasTag('reclaimable'),
  };
}
