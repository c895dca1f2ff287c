import type { Client } from 'openapi-fetch';
import type { CustomerPageActors } from '../../../machines/customerPage/index.ts';
import type { paths } from '../../../openapi/generated/main.ts';
import { unwrap } from '../../api/errors.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';

/**
 * The customer page's calls over the v1 client. Pass the plain client: the page shows its own
 * failure texts and the refusal page, so no alert should pop up as well.
 */
export function createCustomerPageCalls(main: Client<paths>): CustomerPageActors {
  return {
    checkCustomerAccess: fromAbortable(async ({ input, signal }) =>
      unwrap(
        await main.GET('/customers/{username}/access', {
          params: { path: { username: input.username } },
          signal,
        }),
      ),
    ),
    getCustomerProfile: fromAbortable(async ({ input, signal }) =>
      unwrap(
        await main.GET('/customers/{username}/profile', {
          params: {
            path: { username: input.username },
            query: input.history_date ? { history_date: input.history_date } : {},
          },
          signal,
        }),
      ),
    ),
    listProfileVersions: fromAbortable(async ({ input, signal }) =>
      unwrap(
        await main.GET('/customers/{username}/history-versions', {
          params: { path: { username: input.username } },
          signal,
        }),
      ),
    ),
    getCustomerActivity: fromAbortable(async ({ input, signal }) =>
      unwrap(
        await main.GET('/customers/{username}/activity', {
          params: { path: { username: input.username } },
          signal,
        }),
      ),
    ),
  };
}
