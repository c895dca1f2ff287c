import type { Client } from 'openapi-fetch';
import {
  type CustomerListActors,
  toCustomerListQuery,
} from '../../../machines/customerList/index.ts';
import type { paths } from '../../../openapi/generated/main.ts';
import { unwrap } from '../../api/errors.ts';
import { fetchPagesAtOnce } from '../../api/pagesAtOnce.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';

/**
 * The customers list's call over the v1 client. Pass the plain client: the list shows its own
 * failure text ('error in fetching customers record'), so no alert should pop up as well.
 */
export function createCustomerActors(main: Client<paths>): CustomerListActors {
  return {
    fetchPages: fromAbortable(({ input, signal }) =>
      fetchPagesAtOnce(input, signal, async (start, pageSignal) =>
        unwrap(
          await main.GET('/customers', {
            params: { query: toCustomerListQuery({ ...input, start }) },
            signal: pageSignal,
          }),
        ),
      ),
    ),
  };
}
