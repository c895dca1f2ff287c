import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  initialTransition,
  type SnapshotFrom,
  transition,
} from 'xstate';
import { type AdjacencyMap, getAdjacencyMap, getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { PathSpec } from '../../machines/pathSpec.ts';
import { withSilentActors } from './silentActors.ts';

export type PathStep = { event: AnyEventObject; state: AnyMachineSnapshot };

/** One walk through a machine: `steps[0]` is the initial state (event `xstate.init`). */
export type MachinePath = {
  /** Events in order, without the init step: the script a tester follows. */
  events: AnyEventObject[];
  steps: PathStep[];
  /** The state reached. */
  state: AnyMachineSnapshot;
};

export type PathsOptions<TMachine extends AnyStateMachine> = {
  events: readonly AnyEventObject[];
  stateKey?: (snapshot: SnapshotFrom<TMachine>) => unknown;
  filterEvents?: (snapshot: SnapshotFrom<TMachine>, event: AnyEventObject) => boolean;
  /** Add the simple (cycle-free) paths too, unless there are more than this many. */
  simplePathLimit?: number;
};

/** Events are told apart by their JSON, with errors written out (JSON drops their message). */
export function serializeEvent(event: AnyEventObject): string {
  return JSON.stringify(event, (_key, value) =>
    value instanceof Error ? { error: value.message, ...value } : value,
  );
}

/**
 * The paths a test should walk: the shortest path to every distinguishable state, plus, for
 * every transition the traversal can take, the shortest path to its source followed by it
 * (so transitions that close a cycle are walked too), minus paths that are a prefix of another.
 */
export function pathsOf<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: PathsOptions<TMachine>,
): MachinePath[] {
  const logic = withSilentActors(machine);
  const key = options.stateKey;
  const serializeState = (snapshot: AnyMachineSnapshot): string =>
    JSON.stringify(
      key
        ? key(snapshot as SnapshotFrom<TMachine>)
        : { value: snapshot.value, context: snapshot.context },
    );
  const traversal = {
    events: options.events as never,
    serializeState: serializeState as never,
    serializeEvent: serializeEvent as never,
    filterEvents: options.filterEvents as never,
  };

  const shortest = getShortestPaths(logic, traversal);
  const toReach = new Map<string, AnyEventObject[]>();
  for (const path of shortest) {
    toReach.set(serializeState(path.state as AnyMachineSnapshot), eventsOf(path.steps));
  }

  const candidates: AnyEventObject[][] = [...toReach.values()];
  const adjacency = getAdjacencyMap(logic, traversal) as AdjacencyMap<
    AnyMachineSnapshot,
    AnyEventObject
  >;
  for (const [from, { state, transitions }] of Object.entries(adjacency)) {
    const prefix = toReach.get(from);
    if (!prefix) continue;
    for (const { event } of Object.values(transitions) as Array<{ event: AnyEventObject }>) {
      // Events the state ignores are not transitions; walking them proves nothing.
      if (!state.can(event)) continue;
      candidates.push([...prefix, event]);
    }
  }

  if (options.simplePathLimit !== undefined) {
    const simple = getSimplePaths(logic, traversal);
    if (simple.length <= options.simplePathLimit) {
      candidates.push(...simple.map((path) => eventsOf(path.steps)));
    }
  }

  const allowed = options.filterEvents;
  const replayable = allowed
    ? candidates.filter((events) => {
        const { steps } = walk(logic, events);
        return steps.slice(1).every((step, i) => allowed(steps[i]!.state as never, step.event));
      })
    : candidates;
  return withoutPrefixes(replayable).map((events) => walk(logic, events));
}

function eventsOf(steps: ReadonlyArray<{ event: unknown }>): AnyEventObject[] {
  return steps.slice(1).map((step) => step.event as AnyEventObject);
}

/**
 * Rebuilds a path's snapshots by running its events through the pure transition function: the
 * traversal only tells states apart by `stateKey`, so its own snapshots may carry the context of
 * another route to the same key.
 */
export function walk(logic: AnyStateMachine, events: readonly AnyEventObject[]): MachinePath {
  let [state] = initialTransition(logic);
  const steps: PathStep[] = [{ event: { type: 'xstate.init' }, state }];
  for (const event of events) {
    [state] = transition(logic, state, event);
    steps.push({ event, state });
  }
  return { events: [...events], steps, state };
}

export function pathsOfSpec<TMachine extends AnyStateMachine>(
  spec: PathSpec<TMachine>,
  options: { simplePathLimit?: number } = {},
): MachinePath[] {
  return pathsOf(spec.machine, {
    events: spec.events,
    stateKey: spec.stateKey,
    filterEvents: spec.filterEvents,
    ...(spec.simplePaths ? { simplePathLimit: Number.POSITIVE_INFINITY } : {}),
    ...options,
  });
}

/** Drops duplicates and paths whose events are a prefix of a longer path's events. */
function withoutPrefixes(candidates: AnyEventObject[][]): AnyEventObject[][] {
  const scripts = candidates.map((events) => ({
    events,
    key: events.map((event) => `${serializeEvent(event)}\n`).join(''),
  }));
  scripts.sort((a, b) => b.events.length - a.events.length || a.key.localeCompare(b.key));
  const kept: typeof scripts = [];
  for (const script of scripts) {
    if (kept.some((longer) => longer.key.startsWith(script.key))) continue;
    kept.push(script);
  }
  // Shorter scripts first reads better in reports and fails on the simplest case first.
  return kept.reverse().map((script) => script.events);
}
