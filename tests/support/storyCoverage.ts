import type { AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { leafStateIds } from './coverage.ts';

/** A stories module as imported: `default` is the meta, every other export a story. */
export type StoriesModule = Record<string, unknown>;

type WithParameters = { parameters?: { machineState?: string | string[] } };

function statesOf(entry: unknown): string[] {
  const value = (entry as WithParameters | undefined)?.parameters?.machineState;
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * The machine states the stories say they show: `parameters.machineState` of each story (or of
 * the meta, for stories that set none), as state node ids such as `otpLogin.phone.invalidPhone`.
 */
export function storyMachineStates(modules: Iterable<StoriesModule>): Set<string> {
  const states = new Set<string>();
  for (const module of modules) {
    const fromMeta = statesOf(module.default);
    for (const [name, story] of Object.entries(module)) {
      if (name === 'default' || typeof story !== 'object' || story === null) continue;
      const own = statesOf(story);
      for (const id of own.length ? own : fromMeta) states.add(id);
    }
  }
  return states;
}

/** Leaf states of `machine` no story shows (minus `ignore`, each with its reason in the test). */
export function leafStatesWithoutStory(
  machine: AnyStateMachine,
  storyStates: ReadonlySet<string>,
  ignore: readonly string[] = [],
): string[] {
  return leafStateIds(machine).filter((id) => !storyStates.has(id) && !ignore.includes(id));
}

/** Story states that name no state of the given machines (a typo or a removed state). */
export function unknownStoryStates(
  machines: readonly AnyStateMachine[],
  storyStates: ReadonlySet<string>,
): string[] {
  const known = new Set(
    machines.flatMap((machine) => [machine.id, ...getStateNodes(machine.root).map((n) => n.id)]),
  );
  return [...storyStates].filter((id) => !known.has(id));
}
