import type { JobStatus } from '../../domain/access/jobs.ts';

/**
 * The Jobs screen (spec part 1 §2 menu 'jobs'; part 2 §7 'jobs/job-details': the screen is not
 * shown, so every word here is ours).
 */
export const JOBS_TEXTS = {
  heading: 'Jobs',
  list: 'Jobs',
  filter: 'Show jobs',
  all: 'All',
  mine: 'Created by me',
  statuses: {
    QUEUED: 'Queued',
    RUNNING: 'Running',
    DONE: 'Done',
    FAILED: 'Failed',
  } satisfies Record<JobStatus, string>,
  withCount: (label: string, count: number) => `${label} (${count})`,
  columns: {
    id: 'Job',
    type: 'Type',
    status: 'Status',
    createdBy: 'Created by',
    createdAt: 'Created',
    outcome: 'Result',
    details: 'Details',
  },
  progress: (percent: number) => `${percent}%`,
  details: 'Details',
  detailsOf: (id: number) => `Details of job ${id}`,
  detailsTitle: (id: number) => `Job ${id}`,
  facts: {
    type: 'Type',
    status: 'Status',
    progress: 'Progress',
    params: 'Parameters',
    createdBy: 'Created by',
    createdAt: 'Created',
    startedAt: 'Started',
    finishedAt: 'Finished',
    result: 'Result',
    error: 'Error',
  },
  params: {
    days: (days: number) => `${days} or more days overdue`,
    channel: (name: string, message: string) => `In "${name}": ${message}`,
  },
  waiting: 'Waiting to start',
  close: 'Close',
  loading: 'Loading jobs…',
  loadingJob: 'Loading the job…',
  failed: 'Could not load the jobs.',
  failedJob: 'Could not load the job.',
  retry: 'Retry',
  noJobs: 'No jobs yet.',
  noMyJobs: 'You have created no jobs.',
} as const;
