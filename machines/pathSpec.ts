import type { AnyEventObject, AnyStateMachine, SnapshotFrom } from 'xstate';
import type { Shows } from './shared/shows.ts';

/**
 * How to walk one machine for path generation: the events a tester can cause (user events with
 * a payload per validation branch, actor outcomes, elapsed delays) and, optionally, which part of
 * a snapshot tells two states apart. Shared by the machine tests, the view tests and the QA
 * script, so they all walk the same paths.
 */
export type PathSpec<TMachine extends AnyStateMachine = AnyStateMachine> = {
  machine: TMachine;
  events: readonly AnyEventObject[];
  /**
   * What distinguishes two states for the walk. Defaults to value + whole context; project the
   * context onto what guards read to keep the graph small.
   */
  stateKey?: (snapshot: SnapshotFrom<TMachine>) => unknown;
  /**
   * Which listed events a person can actually cause in a state, e.g. a field's change event only
   * with a value different from the field's (a browser fires no change otherwise).
   */
  filterEvents?: (snapshot: SnapshotFrom<TMachine>, event: AnyEventObject) => boolean;
  /**
   * Also walk every cycle-free path. Only for small graphs: their number grows exponentially
   * (a few hundred is fine; tens of thousands is not).
   */
  simplePaths?: boolean;
  /**
   * Further walks of the same machine from another fixed start (a different input): what one
   * walk cannot reach. Coverage is counted over all of them together.
   */
  alsoWalk?: readonly PathSpec<TMachine>[];
  /** Readable words for an event in QA scripts, e.g. `type phone "9876543210"`. */
  describeEvent?: (event: AnyEventObject) => string | undefined;
  /**
   * The flow's `shows` declaration: path tests check it at every step and QA scripts print it
   * (what the agent sees) instead of state ids.
   */
  shows?: Shows<AnyStateMachine>;
};

export function definePathSpec<TMachine extends AnyStateMachine>(
  spec: PathSpec<TMachine>,
): PathSpec<TMachine> {
  return spec;
}

/** The event a machine receives when the invoked actor `id` resolves. */
export function doneEvent<TOutput>(id: string, output: TOutput) {
  return { type: `xstate.done.actor.${id}`, output };
}

/** The event a machine receives when the invoked actor `id` rejects. */
export function errorEvent(id: string, error: unknown) {
  return { type: `xstate.error.actor.${id}`, error };
}

/** The event a machine receives when the delay `delay` (a name or milliseconds) of a state elapses. */
export function afterEvent(delay: string | number, stateNodeId: string) {
  return { type: `xstate.after.${delay}.${stateNodeId}` };
}

/** A rejection as the API layer makes it: the server's words and the HTTP status. */
export function serviceError(message: string, status?: number): Error & { status?: number } {
  const error: Error & { status?: number } = new Error(message);
  if (status !== undefined) error.status = status;
  return error;
}

/**
 * A filter for PathSpec.filterEvents: the listed events only when they would change the context
 * field they write (eventType → [context key, payload key]). A browser fires no change event
 * for a value the field already has, so such steps could never be replayed through a view.
 */
export function onlyRealChanges(fields: Record<string, readonly [string, string]>) {
  return (snapshot: { context: unknown }, event: AnyEventObject): boolean => {
    const field = fields[event.type];
    if (!field) return true;
    const [contextKey, payloadKey] = field;
    return (snapshot.context as Record<string, unknown>)[contextKey] !== event[payloadKey];
  };
}
