import { type AnyStateMachine, createMachine } from 'xstate';

/**
 * The same machine (definition and implementations) started with `input` baked in: path walks
 * start machines without input, so the walked copy carries the sample one.
 */
export function withInput<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: unknown,
): TMachine {
  const context = machine.config.context as (args: { input: unknown }) => unknown;
  return createMachine(
    { ...machine.config, context: () => context({ input }) } as never,
    machine.implementations as never,
  ) as unknown as TMachine;
}
