import { fromPromise, type PromiseActorLogic } from 'xstate';

/*
 * What every machine needs of its calls: a placeholder for a call not provided, and how a failed
 * call reads.
 */

/**
 * The machines declare their calls with this placeholder so that a machine used without
 * `.provide()` fails loudly instead of pretending to talk to a server.
 */
export function unprovided<TOutput, TInput>(name: string): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The '${name}' call is not provided to this machine`)),
  );
}

/**
 * How a failed call reaches a machine: an Error whose message is the server's words and, for
 * HTTP failures, the status. The API layer's ApiError satisfies it.
 */
export type ServiceError = { message: string; status?: number };

/** Reads a rejection as a ServiceError; anything unexpected keeps its text. */
export function toServiceError(error: unknown): ServiceError {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message, status } = error as { message: unknown; status?: unknown };
    return {
      message: String(message),
      ...(typeof status === 'number' ? { status } : {}),
    };
  }
  return { message: String(error) };
}
