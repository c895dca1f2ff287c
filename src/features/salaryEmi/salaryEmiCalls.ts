import type {
  DeleteEntryInput,
  EntryEditorActors,
  FipMoveActors,
  SaveEntryInput,
} from '../../../machines/salaryEmi/index.ts';
import { intentKey } from '../../api/intentKey.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';
import type { MainQueries } from './salaryEmiQueries.ts';

type Options = { queryKey: unknown; queryFn?: unknown };

/**
 * Runs a write through the query hooks' own request function, so it goes over the same client
 * and middleware as the reads (bearer, refresh, read-only guard) and fails with the server's words.
 */
function call(options: Options, signal: AbortSignal): Promise<unknown> {
  const run = options.queryFn as (context: {
    queryKey: unknown;
    signal: AbortSignal;
  }) => Promise<unknown>;
  return run({ queryKey: options.queryKey, signal });
}

/** An add (saved once: a retry carries the same key) or an update of either list. */
function save(queries: MainQueries, input: SaveEntryInput, signal: AbortSignal) {
  const header = { 'Idempotency-Key': intentKey(`${input.kind}-entry`, input) };
  if (input.kind === 'salary') {
    return input.id === null
      ? call(
          queries.queryOptions('post', '/customers/salary-details', {
            params: { header },
            body: { ...input.body, username: input.username },
          }),
          signal,
        )
      : call(
          queries.queryOptions('put', '/customers/salary-details', {
            body: { ...input.body, id: input.id },
          }),
          signal,
        );
  }
  return input.id === null
    ? call(
        queries.queryOptions('post', '/customers/credit-accounts', {
          params: { header },
          body: { ...input.body, username: input.username },
        }),
        signal,
      )
    : call(
        queries.queryOptions('put', '/customers/credit-accounts', {
          body: { ...input.body, id: input.id },
        }),
        signal,
      );
}

function remove(queries: MainQueries, input: DeleteEntryInput, signal: AbortSignal) {
  const path = { id: input.id };
  return call(
    input.kind === 'salary'
      ? queries.queryOptions('delete', '/salary-details/{id}', { params: { path } })
      : queries.queryOptions('delete', '/credit-accounts/{id}', { params: { path } }),
    signal,
  );
}

export function createEntryActors(queries: MainQueries): EntryEditorActors {
  return {
    saveEntry: fromAbortable(({ input, signal }) => save(queries, input, signal)),
    deleteEntry: fromAbortable(({ input, signal }) => remove(queries, input, signal)),
  };
}

/** A move is an add to Salary Details or EMI Details. */
export function createMoveActors(queries: MainQueries): FipMoveActors {
  return {
    moveTransaction: fromAbortable(({ input, signal }) => save(queries, input, signal)),
  };
}
