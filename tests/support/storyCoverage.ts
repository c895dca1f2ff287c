import type { AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { leafStateIds } from './coverage.ts';
import { leafIdsOf, renderedOf } from './storyState.ts';

/** A stories module as imported: `default` is the meta, every other export a story. */
export type StoriesModule = Record<string, unknown>;

type WithParameters = { parameters?: { machineState?: string | string[] } };

function statesOf(entry: unknown): string[] {
  const value = (entry as WithParameters | undefined)?.parameters?.machineState;
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

type Story = { name: string; story: object; meta: unknown };

function storiesOf(modules: Iterable<StoriesModule>): Story[] {
  return [...modules].flatMap((module) =>
    Object.entries(module)
      .filter(([name, story]) => name !== 'default' && typeof story === 'object' && story !== null)
      .map(([name, story]) => ({ name, story: story as object, meta: module.default })),
  );
}

const renderedIds = ({ story }: Story) => {
  const rendered = renderedOf((story as WithParameters).parameters);
  return rendered ? leafIdsOf(rendered.snapshot) : [];
};

/**
 * The machine states the stories show. A story made from a snapshot (`parameters.rendered`)
 * shows the leaf states that snapshot is in; other stories (a part of a screen, a hand-built
 * view) say so in `parameters.machineState` (or the meta's), as state node ids such as
 * `otpLogin.phone.invalidPhone`.
 */
export function storyMachineStates(modules: Iterable<StoriesModule>): Set<string> {
  const states = new Set<string>();
  for (const entry of storiesOf(modules)) {
    const rendered = renderedIds(entry);
    const own = statesOf(entry.story);
    const claimed = own.length ? own : statesOf(entry.meta);
    for (const id of rendered.length ? rendered : claimed) states.add(id);
  }
  return states;
}

/** Only the states stories render from a snapshot: what the derived coverage counts. */
export function renderedStoryStates(modules: Iterable<StoriesModule>): Set<string> {
  return new Set(storiesOf(modules).flatMap(renderedIds));
}

/**
 * Stories whose hand-typed `machineState` names a state their snapshot is not in (a leaf it is
 * in, or an ancestor of one): 'Name claims X but renders Y'.
 */
export function mislabelledStories(modules: Iterable<StoriesModule>): string[] {
  return storiesOf(modules).flatMap((entry) => {
    const rendered = renderedIds(entry);
    if (!rendered.length) return [];
    const wrong = statesOf(entry.story).filter(
      (id) => !rendered.some((leaf) => leaf === id || leaf.startsWith(`${id}.`)),
    );
    return wrong.map((id) => `${entry.name} claims ${id} but renders ${rendered.join(' + ')}`);
  });
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
