import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { MachinePath } from './paths.ts';
import { withSilentActors } from './silentActors.ts';

export type CoverageItem = { key: string; covered: boolean };

export type Coverage = {
  machineId: string;
  states: CoverageItem[];
  transitions: CoverageItem[];
  /** What each path (same order as given) covers. */
  perPath: Array<{ states: Set<string>; transitions: Set<string> }>;
};

/** A readable name for a guard: `hasCaptcha`, `not(isValidPhone)`, `inline`. */
function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    return String((guard as { type: unknown }).type);
  }
  if (typeof guard === 'function') {
    const nested = (guard as { guards?: unknown[] }).guards;
    return nested ? `${guard.name}(${nested.map(guardLabel).join(', ')})` : 'inline';
  }
  return '';
}

function targetLabel(source: AnyStateNode, transition: AnyTransitionDefinition): string {
  const targets = transition.target as AnyStateNode[] | undefined;
  if (!targets?.length) return `${source.id} (stays)`;
  return targets.map((target) => target.id).join(', ');
}

/** Every transition of the definition with a stable, readable key: `source —event [guard]→ target`. */
export function transitionKeys(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const keys = new Map<AnyTransitionDefinition, string>();
  const used = new Set<string>();
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    const definitions: Array<[string, AnyTransitionDefinition]> = [];
    for (const [eventType, list] of node.transitions) {
      for (const transition of list) definitions.push([eventType, transition]);
    }
    for (const transition of node.always ?? []) definitions.push(['(always)', transition]);
    for (const [eventType, transition] of definitions) {
      const guard = transition.guard ? ` [${guardLabel(transition.guard)}]` : '';
      const base = `${node.id} —${eventType}${guard}→ ${targetLabel(node, transition)}`;
      let key = base;
      for (let n = 2; used.has(key); n++) key = `${base} #${n}`;
      used.add(key);
      keys.set(transition, key);
    }
  }
  return keys;
}

export function stateKeys(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node) => node.id);
}

/** The leaf (atomic and final) state ids: what a view must be able to show. */
export function leafStateIds(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.id);
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Replays every path on a running actor (actors silenced) and records, from the inspection
 * stream, which state nodes were active and which transition definitions were taken. A path
 * whose replay disagrees with the traversal is an error: the two must be the same machine.
 */
export function coverageOf(machine: AnyStateMachine, paths: readonly MachinePath[]): Coverage {
  const logic = withSilentActors(machine);
  const keys = transitionKeys(logic);
  const perPath = paths.map((path, index) => {
    const states = new Set<string>();
    const transitions = new Set<string>();
    let root: AnyActorRef | undefined;
    const actor = createActor(logic, {
      inspect: (event) => {
        if (event.type !== '@xstate.microstep') return;
        // The initial state (with its eventless transitions) is computed inside createActor,
        // before `root` is known: take the parentless actor's microsteps then too.
        const isRoot = root
          ? event.actorRef === root
          : (event.actorRef as { _parent?: unknown })._parent === undefined;
        if (!isRoot) return;
        for (const transition of event._transitions) {
          const key = keys.get(transition);
          if (key) transitions.add(key);
          // A transient state (left at once by an eventless transition) never shows in a
          // snapshot; taking a transition out of it proves it was entered.
          if (transition.source !== logic.root) states.add(transition.source.id);
        }
      },
    });
    root = actor;
    const record = (snapshot: AnyMachineSnapshot) => {
      for (const node of snapshot._nodes) if (node !== logic.root) states.add(node.id);
    };
    actor.start();
    record(actor.getSnapshot());
    for (const [i, step] of path.steps.slice(1).entries()) {
      actor.send(step.event);
      const live = actor.getSnapshot();
      record(live);
      if (!sameValue(live.value, step.state.value)) {
        actor.stop();
        throw new Error(
          `Path ${index + 1}, step ${i + 1} (${step.event.type}): the running machine is in ` +
            `${JSON.stringify(live.value)} but the traversal expected ${JSON.stringify(step.state.value)}`,
        );
      }
    }
    actor.stop();
    return { states, transitions };
  });

  const coveredStates = new Set(perPath.flatMap((p) => [...p.states]));
  const coveredTransitions = new Set(perPath.flatMap((p) => [...p.transitions]));
  return {
    machineId: logic.id,
    states: stateKeys(logic).map((key) => ({ key, covered: coveredStates.has(key) })),
    transitions: [...keys.values()].map((key) => ({ key, covered: coveredTransitions.has(key) })),
    perPath,
  };
}

/**
 * One coverage over several walks of the same machine definition (each walk may use its own
 * provided copy of it): items are told apart by their readable keys.
 */
export function mergeCoverage(parts: readonly Coverage[]): Coverage {
  const [first, ...rest] = parts;
  if (!first) throw new Error('mergeCoverage needs at least one coverage');
  const union = (pick: (c: Coverage) => CoverageItem[]) =>
    pick(first).map(({ key }) => ({
      key,
      covered: parts.some((part) => pick(part).some((item) => item.key === key && item.covered)),
    }));
  return {
    machineId: first.machineId,
    states: union((c) => c.states),
    transitions: union((c) => c.transitions),
    perPath: [first, ...rest].flatMap((part) => part.perPath),
  };
}

export function uncovered(coverage: Coverage): { states: string[]; transitions: string[] } {
  return {
    states: coverage.states.filter((s) => !s.covered).map((s) => s.key),
    transitions: coverage.transitions.filter((t) => !t.covered).map((t) => t.key),
  };
}

/** Throws, naming every state and transition no path covers. */
export function expectFullCoverage(coverage: Coverage): void {
  const missing = uncovered(coverage);
  if (!missing.states.length && !missing.transitions.length) return;
  const lines = [
    `Machine '${coverage.machineId}' is not fully covered by its paths.`,
    ...missing.states.map((key) => `  state not reached: ${key}`),
    ...missing.transitions.map((key) => `  transition not taken: ${key}`),
  ];
  throw new Error(lines.join('\n'));
}

export function coverageSummary(coverage: Coverage, pathCount: number) {
  const count = (items: CoverageItem[]) => ({
    covered: items.filter((item) => item.covered).length,
    total: items.length,
  });
  return {
    states: count(coverage.states),
    transitions: count(coverage.transitions),
    paths: pathCount,
  };
}

/**
 * A small subset of paths that covers everything the whole set covers (greedy set cover):
 * what the slower view tests replay.
 */
export function coveringPaths<T extends MachinePath>(paths: readonly T[], coverage: Coverage): T[] {
  const goal = new Set(
    coverage.perPath.flatMap((p) => [
      ...[...p.states].map((s) => `s:${s}`),
      ...[...p.transitions].map((t) => `t:${t}`),
    ]),
  );
  const gains = coverage.perPath.map(
    (p) =>
      new Set([...[...p.states].map((s) => `s:${s}`), ...[...p.transitions].map((t) => `t:${t}`)]),
  );
  const chosen: number[] = [];
  while (goal.size) {
    let best = -1;
    let bestGain = 0;
    gains.forEach((gain, i) => {
      const n = [...gain].filter((item) => goal.has(item)).length;
      if (n > bestGain) {
        best = i;
        bestGain = n;
      }
    });
    if (best < 0) break;
    chosen.push(best);
    for (const item of gains[best]!) goal.delete(item);
  }
  return chosen.sort((a, b) => a - b).map((i) => paths[i]!);
}

/** One machine walked from several inputs: an item is covered when any walk covers it. */
export function unionCoverage(coverages: readonly Coverage[]): Coverage {
  const [first, ...rest] = coverages as [Coverage, ...Coverage[]];
  const merge = (pick: (c: Coverage) => Coverage['states']) =>
    pick(first).map((item) => ({
      key: item.key,
      covered: [first, ...rest].some((c) => pick(c).some((i) => i.key === item.key && i.covered)),
    }));
  return {
    machineId: first.machineId,
    states: merge((c) => c.states),
    transitions: merge((c) => c.transitions),
    perPath: coverages.flatMap((c) => c.perPath),
  };
}
