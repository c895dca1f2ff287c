import { fromPromise, type PromiseActorLogic } from 'xstate';
import { isAbortError } from './abort.ts';

type PromiseCreator<TOutput, TInput> = Parameters<typeof fromPromise<TOutput, TInput>>[0];

const never = () => new Promise<never>(() => {});

/**
 * `fromPromise` for a call that takes the actor's `signal`, where an aborted run never settles.
 * Why: under React StrictMode, @xstate/react stops an actor and starts it again from its last
 * snapshot; the first run's request is aborted, and its rejection would otherwise reach the
 * restarted actor as if the new run had failed ('signal is aborted without reason' on screen).
 * Likewise a request aborted because the page is being left (reload, navigation) must not be
 * taken for a failure: a machine would act on it (e.g. sign out) while the page unloads. Only a
 * live run reports, so an abort is never an error a user sees.
 */
export function fromAbortable<TOutput, TInput>(
  create: PromiseCreator<TOutput, TInput>,
): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(async (args) => {
    try {
      const output = await create(args);
      return args.signal.aborted ? never() : output;
    } catch (error) {
      if (args.signal.aborted || isAbortError(error)) return never();
      throw error;
    }
  });
}
