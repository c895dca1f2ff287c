import type { Client } from 'openapi-fetch';
import type { BusinessAdminsActors } from '../../../machines/businessAdmins/index.ts';
import type { BusinessProfileActors } from '../../../machines/businessProfile/index.ts';
import type { paths } from '../../../openapi/generated/auth.ts';
import { unwrap } from '../../api/errors.ts';
import type { QueryHooks } from '../../api/queryHooks.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';

export type AuthQueries = QueryHooks<paths>;

/** The form's save over the plain auth client: the form shows the server's words itself. */
export function createBusinessProfileActors(auth: Client<paths>): BusinessProfileActors {
  return {
    saveBusinessProfile: fromAbortable(async ({ input, signal }) =>
      unwrap(await auth.POST('/business/profile', { body: input, signal })),
    ),
  };
}

/** The super admin's add over the plain auth client: the box shows the server's words itself. */
export function createBusinessAdminsActors(auth: Client<paths>): BusinessAdminsActors {
  return {
    addBusinessAdmins: fromAbortable(async ({ input, signal }) =>
      unwrap(await auth.POST('/business/add-business-admins', { body: input, signal })),
    ),
  };
}
