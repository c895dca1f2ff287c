// Who runs background jobs and what each job type takes: openapi/rules/jobs.json, the table the
// reference server enforces (spec part 2 §2: jobs for every role except investors).
import table from '../../../openapi/rules/jobs.json' with { type: 'json' };
import { holdsAny } from './customerPage.ts';
import type { RoleFlags } from './roles.ts';

export type JobType = keyof typeof table.types;
export type JobStatus = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';

/** Everyone but investors lists and creates jobs. */
export const canUseJobs = (f: RoleFlags): boolean => f.is_admin || !holdsAny(f, table.refused);

/** The limits of each job type's parameters, as the server checks them. */
export const JOB_LIMITS = {
  daysOverdue: {
    min: table.types.reminder_sweep.daysOverdueMin,
    max: table.types.reminder_sweep.daysOverdueMax,
  },
  channelName: table.types.channel_message.channelNameMax,
  message: table.types.channel_message.messageMax,
} as const;
