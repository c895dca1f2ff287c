import type { CrifPullActors } from '../../../machines/crifPull/index.ts';
import { intentKey } from '../../api/intentKey.ts';
import { runQueryOptions } from '../../api/queryHooks.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';
import type { MainQueries } from './bureauQueries.ts';

/** 'CRIF PULL' over the v1 client: a press is pulled once, a retry of it repeats its key. */
export function createCrifPullActors(queries: MainQueries): CrifPullActors {
  return {
    pullCrif: fromAbortable(({ input, signal }) =>
      runQueryOptions(
        queries.queryOptions('post', '/customers/{username}/crif-pull', {
          params: {
            path: { username: input.username },
            header: { 'Idempotency-Key': intentKey('crif-pull', input) },
          },
        }),
        signal,
      ),
    ),
  };
}
