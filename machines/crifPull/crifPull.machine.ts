import { assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type { CrifPullInput, CrifPullOutput } from './crifPull.actors.ts';

export type CrifPullContext = {
  username: string;
  /** Presses so far; each press is its own pull, a retry repeats the same one. */
  attempt: number;
  /** When the last pull was made (the server's date). */
  pulledAt: string | null;
  /** The server's error or message after a refused pull. */
  error: string | null;
};

export type CrifPullEvent = { type: 'crif.pull' } | { type: 'crif.retry' };

export type CrifPullMachineInput = { username: string };

/**
 * 'CRIF PULL' on the Bureau panel (spec part 1 §7): a POST; any answer but 200 shows the server's
 * error or message with Retry; a success reloads the bureau read (the named action
 * `reloadBureau`, given by the panel) and says when the pull was made.
 */
export const crifPullMachine = setup({
  types: {
    input: {} as CrifPullMachineInput,
    context: {} as CrifPullContext,
    events: {} as CrifPullEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    pullCrif: unprovided<CrifPullOutput, CrifPullInput>('pullCrif'),
  },
  actions: {
    nextAttempt: assign(({ context }) => ({ attempt: context.attempt + 1, error: null })),
    // Given by the panel: it asks for the bureau read again. Without it nothing is reloaded.
    reloadBureau: () => {},
  },
}).createMachine({
  id: 'crifPull',
  context: ({ input }) => ({ username: input.username, attempt: 0, pulledAt: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'crif.pull': { target: 'pulling', actions: 'nextAttempt' } },
    },
    pulling: {
      tags: 'busy',
      invoke: {
        id: 'pullCrif',
        src: 'pullCrif',
        input: ({ context }) => ({ username: context.username, attempt: context.attempt }),
        onDone: {
          target: 'pulled',
          actions: [
            assign(({ event }) => ({ pulledAt: event.output.crif_pull_date, error: null })),
            'reloadBureau',
          ],
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: toServiceError(event.error).message })),
        },
      },
    },
    pulled: {
      description: 'when the pull was made; the bureau read is asked again',
      on: { 'crif.pull': { target: 'pulling', actions: 'nextAttempt' } },
    },
    failed: {
      description: "the server's error or message, with Retry",
      tags: 'error',
      on: { 'crif.retry': 'pulling' },
    },
  },
});
