import { JOB_LIMITS } from '../../src/domain/access/jobs.ts';
import type { CreateJobInput, JobType } from './createJob.actors.ts';

export { JOB_LIMITS };

/** Digits only, three at most: what the days field keeps of what is typed. */
export const capDays = (text: string) => text.replace(/\D/g, '').slice(0, 3);
export const isValidDays = (text: string) => {
  const days = Number(text);
  return text !== '' && days >= JOB_LIMITS.daysOverdue.min && days <= JOB_LIMITS.daysOverdue.max;
};

export const capChannel = (text: string) => text.slice(0, JOB_LIMITS.channelName);
export const capMessage = (text: string) => text.slice(0, JOB_LIMITS.message);
export const hasText = (text: string) => text.trim() !== '';

/** The body for the chosen type: only that type's parameters. */
export function jobBody(values: {
  type: JobType;
  days: string;
  channel: string;
  message: string;
}): CreateJobInput {
  return values.type === 'reminder_sweep'
    ? { type: values.type, params: { days_overdue: Number(values.days) } }
    : {
        type: values.type,
        params: { channel_name: values.channel.trim(), message: values.message.trim() },
      };
}
