// Background jobs (issue 21 §1; spec part 2 §7 'jobs/job-create', 'jobs/job-details') and the
// user menu's attendance sign-in/sign-off. Who may: openapi/rules/jobs.json and attendance.json.
import type { operations } from '../../openapi/generated/main.ts';
import { record } from '../activity.ts';
import { canMarkAttendance, markAttendance } from '../attendance.ts';
import type { Ctx } from '../context.ts';
import { badRequest, forbidden } from '../errors.ts';
import { once } from '../http/idempotency.ts';
import { staffOf } from '../http/security.ts';
import { ensureJobs } from '../jobs/access.ts';
import { createJob, jobRow, listJobs } from '../jobs/records.ts';
import { isAttending } from '../staff.ts';
import { indiaDay } from '../time.ts';
import type { Handlers } from './types.ts';

type JobOps = 'listJobs' | 'getJob' | 'createJob' | 'markAttendance';

export const ATTENDANCE_REFUSED = 'Your profile does not mark attendance here.';
export const NOT_SIGNED_IN = 'You have not signed in for attendance today.';

export function jobHandlers(ctx: Ctx): Handlers<operations, JobOps> {
  const { db } = ctx;
  return {
    async listJobs(request) {
      const user = staffOf(request);
      ensureJobs(user.roles);
      return listJobs(db, user.id, request.query);
    },

    async getJob(request) {
      const user = staffOf(request);
      ensureJobs(user.roles);
      return jobRow(db, request.params.job_id, user.id);
    },

    async createJob(request) {
      const user = staffOf(request);
      ensureJobs(user.roles);
      return once(db, request, user.id, 'createJob', () => {
        const row = createJob(db, user.id, request.body.type, request.body.params);
        record(db, user.id, 'job.create', `job:${row.id}`, { type: row.type });
        return row;
      });
    },

    async markAttendance(request) {
      const user = staffOf(request);
      if (!canMarkAttendance(user.roles)) throw forbidden(ATTENDANCE_REFUSED);
      const { action } = request.body;
      if (!markAttendance(db, user.id, action)) throw badRequest(NOT_SIGNED_IN);
      record(db, user.id, `attendance.${action}`, `user:${user.id}`);
      return { attendance_status: isAttending(db, user.id, indiaDay()) };
    },
  };
}
