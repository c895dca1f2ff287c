import { assign } from 'xstate';
import type { components } from '../../openapi/generated/main.ts';
import { toServiceError } from './calls.ts';

/*
 * The employer name search, debounced, as both the employers route and the employer search
 * dialog run it (spec part 1 §5): a key restarts the wait, a blank box clears the list and asks
 * nothing, the wait ends in one search, a failure shows the server's words with Retry. Each
 * machine names its own wait (the route 1000 ms, the dialog 500 ms) and its own events.
 */

export type Employer = components['schemas']['Employer'];

/** What the search keeps in the machine's context. */
export type EmployerSearchContext = {
  query: string;
  employers: Employer[];
  error: string | null;
};

type Names<TType extends string, TRetry extends string, TDelay extends string> = {
  /** The event a key sends, `{ type, text }`. */
  typeEvent: TType;
  /** The event of the failure's Retry. */
  retryEvent: TRetry;
  /** The machine's named delay after the last key. */
  delay: TDelay;
};

/** A list the machine shows before anyone has searched. */
export const EMPTY_EMPLOYER_SEARCH: EmployerSearchContext = {
  query: '',
  employers: [],
  error: null,
};

type TypeEvent = { type: string; text: string };
type Done = { output: Employer[] };
type Failed = { error: unknown };

// The machines' contexts and events are wider than the search's part of them: these actions are
// typed on that part only (their arguments say what they read), and fit any machine holding it.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Wide = any;
const update = <E>(assigner: (args: { event: E }) => Partial<EmployerSearchContext>) =>
  assign<Wide, Wide, undefined, Wide, Wide>(assigner as Wide);

/**
 * The `on` of the state holding the search: a blank text clears it (to `.idle`), anything else
 * is kept and waits (`.typing`). Spread it into that state's (or the root's) `on`.
 */
export function employerSearchOn<TType extends string>(typeEvent: TType) {
  const transitions = [
    {
      guard: ({ event }: { event: TypeEvent }) => event.text.trim() === '',
      target: '.idle',
      actions: update(() => ({ query: '', employers: [], error: null })),
    },
    {
      target: '.typing',
      actions: update(({ event }: { event: TypeEvent }) => ({ query: event.text })),
    },
  ];
  return { [typeEvent]: transitions } as { [K in TType]: typeof transitions };
}

/**
 * The search's states: idle, typing (the named delay), searching (`searchEmployers`), listed and
 * failed. `listed` takes whatever else the machine does with the list.
 */
export function employerSearchStates<
  TType extends string,
  TRetry extends string,
  TDelay extends string,
  const TListed extends object = object,
>(names: Names<TType, TRetry, TDelay>, listed?: TListed) {
  return {
    idle: { description: 'nothing typed: no list' },
    typing: { after: { [names.delay]: 'searching' } as Record<TDelay, 'searching'> },
    searching: {
      tags: 'busy' as const,
      invoke: {
        id: 'searchEmployers' as const,
        src: 'searchEmployers' as const,
        input: ({ context }: { context: EmployerSearchContext }) => ({
          name: context.query.trim(),
        }),
        onDone: {
          target: 'listed' as const,
          actions: update(({ event }: { event: Done }) => ({
            employers: event.output,
            error: null,
          })),
        },
        onError: {
          target: 'failed' as const,
          actions: update(({ event }: { event: Failed }) => ({
            error: toServiceError(event.error).message,
          })),
        },
      },
    },
    listed: (listed ?? {}) as TListed,
    failed: {
      tags: 'error' as const,
      on: { [names.retryEvent]: 'searching' } as Record<TRetry, 'searching'>,
    },
  };
}
