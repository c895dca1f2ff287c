import type { Client } from 'openapi-fetch';
import type { RegisterComplaintActors } from '../../../machines/registerComplaint/index.ts';
import type { components, paths as MainPaths } from '../../../openapi/generated/main.ts';
import { unwrap } from '../../api/errors.ts';
import { intentKey } from '../../api/intentKey.ts';
import type { ComplaintStatus } from '../../domain/access/complaints.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';

export type ComplaintRow = components['schemas']['ComplaintRow'];

/** The register over the plain main client: the dialog shows the server's words itself. */
export function registerComplaintActors(main: Client<MainPaths>): RegisterComplaintActors {
  return {
    registerComplaint: fromAbortable(async ({ input, signal }) =>
      unwrap(
        await main.POST('/complaint/register-complaint', {
          // Registered once: a retry of the same form is answered with the first complaint.
          params: { header: { 'Idempotency-Key': intentKey('register-complaint', input) } },
          body: input,
          signal,
        }),
      ),
    ),
  };
}

/** Moves a complaint along; rejects with the server's words. */
export type MoveComplaint = (id: number, status: ComplaintStatus) => Promise<ComplaintRow>;

export const moveComplaintCall =
  (main: Client<MainPaths>): MoveComplaint =>
  async (id, status) =>
    unwrap(
      await main.PATCH('/complaint/{complaint_id}/status', {
        params: { path: { complaint_id: id } },
        body: { status },
      }),
    );
