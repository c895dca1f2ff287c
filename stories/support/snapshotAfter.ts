import {
  type AnyEventObject,
  type AnyStateMachine,
  getInitialSnapshot,
  getNextSnapshot,
  type SnapshotFrom,
} from 'xstate';

/** The walked machine (sample input baked in) after these events: a story renders connect() of it. */
export function snapshotAfter<TMachine extends AnyStateMachine>(
  machine: TMachine,
  ...events: AnyEventObject[]
): SnapshotFrom<TMachine> {
  let snapshot = getInitialSnapshot(machine, undefined as never);
  for (const event of events) snapshot = getNextSnapshot(machine, snapshot, event as never);
  return snapshot as SnapshotFrom<TMachine>;
}
