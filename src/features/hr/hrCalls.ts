import type { Client } from 'openapi-fetch';
import type { AddEmployeeActors } from '../../../machines/addEmployee/index.ts';
import type { AddUserGroupActors } from '../../../machines/addUserGroup/index.ts';
import type { paths as MainPaths } from '../../../openapi/generated/main.ts';
import { unwrap } from '../../api/errors.ts';
import { intentKey } from '../../api/intentKey.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';

/** The adds over the plain main client: the dialogs show the server's words themselves. */
export function addEmployeeActors(main: Client<MainPaths>): AddEmployeeActors {
  return {
    addNewEmployee: fromAbortable(async ({ input, signal }) =>
      unwrap(
        await main.POST('/hr_attendance/add-new-employee', {
          // Added once: a retry of the same form is answered with the first result.
          params: { header: { 'Idempotency-Key': intentKey('add-new-employee', input) } },
          body: input,
          signal,
        }),
      ),
    ),
  };
}

export function addUserGroupActors(main: Client<MainPaths>): AddUserGroupActors {
  return {
    addUserGroup: fromAbortable(async ({ input, signal }) =>
      unwrap(
        await main.POST('/hr_attendance/add-user-group', {
          params: { header: { 'Idempotency-Key': intentKey('add-user-group', input) } },
          body: input,
          signal,
        }),
      ),
    ),
  };
}
