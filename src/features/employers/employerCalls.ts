import type { EmployerDetailsActors } from '../../../machines/employerDetails/index.ts';
import type { EmployerPickActors } from '../../../machines/employerPick/index.ts';
import type { paths } from '../../../openapi/generated/main.ts';
import { intentKey } from '../../api/intentKey.ts';
import type { QueryHooks } from '../../api/queryHooks.ts';
import { runQueryOptions as call } from '../../api/queryHooks.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';

export type MainQueries = QueryHooks<paths>;

/** The employer search dialog's calls over the v1 client (spec part 1 §7 'Employer'). */
export function createEmployerPickActors(queries: MainQueries): EmployerPickActors {
  return {
    searchEmployers: fromAbortable(({ input, signal }) =>
      call(
        queries.queryOptions('get', '/employers/search', {
          params: { query: { employer_name: input.name, view_type: 'dashboard' } },
        }),
        signal,
      ),
    ),
    listEmployerAddresses: fromAbortable(({ input, signal }) =>
      call(
        queries.queryOptions('get', '/employer-addresses/{employer_id}', {
          params: { path: { employer_id: input.employerId }, query: { verified: false } },
        }),
        signal,
      ),
    ),
    geocodeAddress: fromAbortable(({ input, signal }) =>
      call(
        queries.queryOptions('get', '/geocoding/forward', {
          params: { query: { location: input.location } },
        }),
        signal,
      ),
    ),
    saveNewAddress: fromAbortable(({ input, signal }) =>
      call(
        queries.queryOptions('post', '/employers/details', {
          params: { header: { 'Idempotency-Key': intentKey('employer-details', input) } },
          body: input.address,
        }),
        signal,
      ),
    ),
    saveComment: fromAbortable(({ input, signal }) =>
      call(
        queries.queryOptions('put', '/employer-details/{employer_details_id}', {
          params: { path: { employer_details_id: input.detailsId } },
          body: { salary_narration: input.comment },
        }),
        signal,
      ),
    ),
    addSubEmployer: fromAbortable(({ input, signal }) =>
      call(
        queries.queryOptions('post', '/customers/sub-employer', {
          params: { header: { 'Idempotency-Key': intentKey('sub-employer', input) } },
          body: { username: input.username, sub_employer_detail: input.detailsId },
        }),
        signal,
      ),
    ),
    replaceEmployer: fromAbortable(({ input, signal }) =>
      call(
        queries.queryOptions('put', '/customers/employer/replace', {
          params: { header: { 'Idempotency-Key': intentKey('employer-replace', input) } },
          body: {
            username: input.username,
            current_employer_details_id: input.currentDetailsId,
            new_employer_details_id: input.newDetailsId,
          },
        }),
        signal,
      ),
    ),
  };
}

/** The profile employer's saves over the v1 client (edit, verify, name, rating). */
export function createEmployerDetailsActors(queries: MainQueries): EmployerDetailsActors {
  return {
    editEmployer: fromAbortable(({ input, signal }) =>
      call(
        queries.queryOptions('put', '/employers/edit', {
          body: { employer_details_id: input.detailsId, fields: input.fields, valid: false },
        }),
        signal,
      ),
    ),
    verifyEmployer: fromAbortable(({ input, signal }) =>
      call(
        queries.queryOptions('put', '/employers/verify', {
          body: { employer_details_id: input.detailsId, valid: true },
        }),
        signal,
      ),
    ),
    renameEmployer: fromAbortable(({ input, signal }) =>
      call(
        queries.queryOptions('patch', '/employers/name', {
          params: { query: { employer_details_id: input.detailsId } },
          body: { employer_name: input.name },
        }),
        signal,
      ),
    ),
    rateEmployer: fromAbortable(({ input, signal }) =>
      call(
        queries.queryOptions('put', '/employers/rating', {
          body: { employer_details_id: input.detailsId, rating: input.rating },
        }),
        signal,
      ),
    ),
  };
}
