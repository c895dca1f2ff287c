import type { SnapshotFrom } from 'xstate';
import type { addGroupLeaderMachine } from './addGroupLeader.machine.ts';
import { ADD_GROUP_LEADER_TEXTS as T } from './addGroupLeader.texts.ts';

export type AddGroupLeaderView = {
  label: string;
  busy: boolean;
  /** Disabled while adding and for good once added. */
  disabled: boolean;
  /** The server's words after success. */
  message: string | null;
  error: string | null;
};

export function connectAddGroupLeader(
  snapshot: SnapshotFrom<typeof addGroupLeaderMachine>,
): AddGroupLeaderView {
  const busy = snapshot.hasTag('busy');
  const added = snapshot.matches('added');
  return {
    label: T.add,
    busy,
    disabled: busy || added,
    message: added ? snapshot.context.message : null,
    error: snapshot.hasTag('error') ? snapshot.context.error : null,
  };
}
