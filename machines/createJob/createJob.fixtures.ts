import type { CreatedJob } from './createJob.actors.ts';

/**
 * A job as the server answers a create, and the values and refusal the paths, tests and stories
 * use: a sweep of 30 days, an out-of-range 500, a channel message, and an unknown channel.
 */
export const CREATE_JOB_SAMPLE = {
  days: '30',
  badDays: '500',
  channel: 'recovery-team',
  message: 'Collections review at 4 pm today.',
  blank: '   ',
  unknownChannel: 'No channel is named "recovery-team".',
  answer: {
    id: 41,
    type: 'reminder_sweep',
    params: { days_overdue: 30 },
    status: 'QUEUED',
    progress: 0,
    created_by: 'Job manager',
    created_by_me: true,
    created_at: '2026-11-29T06:00:00.000Z',
    started_at: null,
    finished_at: null,
    result: null,
    error: null,
  } satisfies CreatedJob,
} as const;
