import type { Client } from 'openapi-fetch';
import type { CreateJobActors } from '../../../machines/createJob/index.ts';
import type { components, paths as MainPaths } from '../../../openapi/generated/main.ts';
import { unwrap } from '../../api/errors.ts';
import { intentKey } from '../../api/intentKey.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';

export type JobRow = components['schemas']['JobRow'];

/** The create over the plain main client: the dialog shows the server's words itself. */
export function createJobActors(main: Client<MainPaths>): CreateJobActors {
  return {
    createJob: fromAbortable(async ({ input, signal }) =>
      unwrap(
        await main.POST('/jobs/job-create', {
          // Created once: a retry of the same form is answered with the first job.
          params: { header: { 'Idempotency-Key': intentKey('job-create', input) } },
          body: input,
          signal,
        }),
      ),
    ),
  };
}
