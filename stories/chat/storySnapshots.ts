import {
  type AnyEventObject,
  type AnyStateMachine,
  getInitialSnapshot,
  getNextSnapshot,
  type SnapshotFrom,
} from 'xstate';

/** The machine (with its sample input) after these events: a story renders connect() of it. */
export function snapshotAfter<TMachine extends AnyStateMachine>(
  machine: TMachine,
  ...events: AnyEventObject[]
): SnapshotFrom<TMachine> {
  let snapshot = getInitialSnapshot(machine, undefined as never) as SnapshotFrom<TMachine>;
  for (const event of events)
    snapshot = getNextSnapshot(machine, snapshot as never, event as never);
  return snapshot;
}
