// Contract cases of the jobs and the user menu's attendance mark (main service).
import type { Harness } from '../harness.ts';
import type { Case } from './shared.ts';

export function jobCases(h: Harness): Record<string, Case> {
  const someJob = () =>
    (h.db.prepare('SELECT id FROM jobs ORDER BY id LIMIT 1').get() as { id: number }).id;
  return {
    listJobs: {
      valid: async () => [
        await h.call('listJobs', { query: { status: 'DONE', mine: 'true' } }),
        200,
      ],
      invalid: async () => [await h.call('listJobs', { query: { status: 'LOST' } }), 400],
    },
    getJob: {
      valid: async () => [await h.call('getJob', { params: { job_id: someJob() } }), 200],
      invalid: async () => [await h.call('getJob', { params: { job_id: 0 } }), 400],
    },
    createJob: {
      valid: async () => [
        await h.call('createJob', {
          body: { type: 'reminder_sweep', params: { days_overdue: 30 } },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('createJob', { body: { type: 'reminder_sweep', params: {} } }),
        400,
      ],
    },
    markAttendance: {
      valid: async () => [
        await h.call('markAttendance', {
          token: h.tokenOf('is_field_sales_officer'),
          body: { action: 'sign_in' },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('markAttendance', {
          token: h.tokenOf('is_field_sales_officer'),
          body: { action: 'lunch' },
        }),
        400,
      ],
    },
  };
}
