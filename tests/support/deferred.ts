import { fromPromise, type PromiseActorLogic } from 'xstate';

export type Deferred<T> = {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
  readonly settled: boolean;
};

/** A promise the test settles by hand. */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  let settled = false;
  const promise = new Promise<T>((res, rej) => {
    resolve = (value) => {
      settled = true;
      res(value);
    };
    reject = (reason) => {
      settled = true;
      rej(reason);
    };
  });
  return {
    promise,
    resolve,
    reject,
    get settled() {
      return settled;
    },
  };
}

/** One invocation of a fake actor: what it was called with, and the handle to finish it. */
export type FakeCall<TInput, TOutput> = Deferred<TOutput> & { input: TInput; signal: AbortSignal };

// biome-ignore lint/suspicious/noExplicitAny: any promise actor, whatever its input and output.
type AnyPromiseLogic = PromiseActorLogic<any, any>;

type OutputOf<L> = L extends PromiseActorLogic<infer O, infer _I> ? O : never;
type InputOf<L> = L extends PromiseActorLogic<infer _O, infer I> ? I : never;

export type DeferredActors<T extends Record<string, AnyPromiseLogic>> = {
  /** Pass to the machine / route under test. */
  actors: T;
  calls: { [K in keyof T]: Array<FakeCall<InputOf<T[K]>, OutputOf<T[K]>>> };
  /** The most recent call of `name`; throws if it was never called. */
  latest<K extends keyof T>(name: K): FakeCall<InputOf<T[K]>, OutputOf<T[K]>>;
};

/**
 * Fake promise actors that record every call and settle only when the test says so, so a test
 * walks through the in-flight state before choosing the outcome.
 */
export function deferredActors<T extends Record<string, AnyPromiseLogic>>(
  names: ReadonlyArray<keyof T & string>,
): DeferredActors<T> {
  const calls = {} as Record<string, Array<FakeCall<unknown, unknown>>>;
  const actors = {} as Record<string, PromiseActorLogic<unknown, unknown>>;
  for (const name of names) {
    calls[name] = [];
    actors[name] = fromPromise<unknown, unknown>(({ input, signal }) => {
      // Object.assign keeps `settled` a live getter (a spread would copy its value once).
      const call = Object.assign(deferred<unknown>(), { input, signal });
      calls[name]!.push(call);
      return call.promise;
    });
  }
  return {
    actors: actors as unknown as T,
    calls: calls as DeferredActors<T>['calls'],
    latest(name) {
      const list = calls[name as string];
      const call = list?.[list.length - 1];
      if (!call) throw new Error(`The actor '${String(name)}' has not been called`);
      return call as never;
    },
  };
}
