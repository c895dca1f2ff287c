import type { paths } from '../../../openapi/generated/main.ts';
import type { QueryHooks } from '../../api/queryHooks.ts';
import type { JobStatus } from '../../domain/access/jobs.ts';
import type { JobRow } from './jobCalls.ts';

export type JobQueryHooks = QueryHooks<paths>;

/** How often a job still on its way is asked about again: its progress moves every half second. */
export const LIVE_EVERY_MS = 1000;

export const isLive = (job: Pick<JobRow, 'status'>) =>
  job.status === 'QUEUED' || job.status === 'RUNNING';

/** A page of jobs, of one status or all, everyone's or the caller's; the key carries all three. */
export const jobsQuery = (
  queries: JobQueryHooks,
  filter: { status: JobStatus | null; mine: boolean; page: number },
) =>
  queries.queryOptions('get', '/jobs/job-details', {
    params: {
      query: {
        ...(filter.status ? { status: filter.status } : {}),
        ...(filter.mine ? { mine: true } : {}),
        page: filter.page,
      },
    },
  });

/** One job (its details). */
export const jobQuery = (queries: JobQueryHooks, id: number) =>
  queries.queryOptions('get', '/jobs/job-details/{job_id}', {
    params: { path: { job_id: id } },
  });

/** Every page of every filter and every job's details: what a create makes stale. */
export const ALL_JOBS_KEY = ['get', '/jobs/job-details'] as const;
