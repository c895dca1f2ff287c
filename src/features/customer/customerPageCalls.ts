import type { Client } from 'openapi-fetch';
import type { CustomerPageActors } from '../../../machines/customerPage/index.ts';
import type { paths } from '../../../openapi/generated/main.ts';
import { ApiError, unwrap } from '../../api/errors.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';

/** A customer id as the contract writes it (Username): ten digits. */
const CUSTOMER_ID = /^[0-9]{10}$/;

/**
 * The customer page's calls over the v1 client. An id that cannot be a customer's (a mistyped
 * address) is answered as not found without asking: the contract has no such request. Pass the plain client: the page shows its own
 * failure texts and the refusal page, so no alert should pop up as well.
 */
export function createCustomerPageCalls(main: Client<paths>): CustomerPageActors {
  return {
    checkCustomerAccess: fromAbortable(async ({ input, signal }) => {
      if (!CUSTOMER_ID.test(input.username)) {
        throw new ApiError(404, { error: 'Customer not found' });
      }
      return unwrap(
        await main.GET('/customers/{username}/access', {
          params: { path: { username: input.username } },
          signal,
        }),
      );
    }),
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
