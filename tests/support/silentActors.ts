import { type AnyStateMachine, fromPromise } from 'xstate';

/**
 * The machine with every declared actor replaced by one that never settles, so that only the
 * events a path lists (including `xstate.done.actor.*` / `xstate.error.actor.*`) move it.
 */
export function withSilentActors<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  const names = Object.keys(machine.implementations.actors);
  const never = fromPromise(() => new Promise<never>(() => {}));
  return machine.provide({
    actors: Object.fromEntries(names.map((name) => [name, never])),
  }) as TMachine;
}
