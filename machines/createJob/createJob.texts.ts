import { JOB_LIMITS } from '../../src/domain/access/jobs.ts';
import type { JobType } from './createJob.actors.ts';

const { min, max } = JOB_LIMITS.daysOverdue;

/**
 * Create job (spec part 2 §7 'jobs/job-create'; the payload is not shown, so every word is ours:
 * issue 21 §1 asks for background jobs staff start and watch).
 */
export const CREATE_JOB_TEXTS = {
  open: 'Create job',
  title: 'Create job',
  type: 'Job type',
  types: {
    reminder_sweep: 'Reminder sweep',
    channel_message: 'Message to a channel',
  } satisfies Record<JobType, string>,
  typeHints: {
    reminder_sweep: 'Counts the unpaid instalments overdue by at least the days you give.',
    channel_message: 'Posts your message in a channel you are a member of.',
  } satisfies Record<JobType, string>,
  days: 'Days overdue (at least)',
  channel: 'Channel name',
  message: 'Message',
  create: 'Create',
  cancel: 'Cancel',
  creating: 'Creating the job…',
  created: (id: number) => `Job ${id} is queued.`,
  badDays: `Please enter the days overdue, from ${min} to ${max}.`,
  needsChannel: 'Please enter the channel name.',
  needsMessage: 'Please write the message.',
} as const;
