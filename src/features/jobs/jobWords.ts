import { CREATE_JOB_TEXTS } from '../../../machines/createJob/index.ts';
import type { JobRow } from './jobCalls.ts';
import { JOBS_TEXTS as T } from './jobsTexts.ts';

/** A job's parameters in a sentence. */
export function paramsText(job: Pick<JobRow, 'type' | 'params'>): string {
  const { params } = job;
  return job.type === 'reminder_sweep'
    ? T.params.days(params.days_overdue ?? 0)
    : T.params.channel(params.channel_name ?? '', params.message ?? '');
}

export const typeText = (job: Pick<JobRow, 'type'>) => CREATE_JOB_TEXTS.types[job.type];

/** Where a job stands: the status, with the percent while it runs. */
export function statusText(job: Pick<JobRow, 'status' | 'progress'>): string {
  const status = T.statuses[job.status];
  return job.status === 'RUNNING' ? `${status} ${T.progress(job.progress)}` : status;
}

/** What came of it: the result, the error, or that it is still on its way. */
export function outcomeText(job: Pick<JobRow, 'status' | 'result' | 'error'>): string {
  if (job.status === 'DONE') return job.result?.summary ?? '';
  if (job.status === 'FAILED') return job.error ?? '';
  return job.status === 'QUEUED' ? T.waiting : '';
}
