// Jobs already run, so the list is lived in: reminder sweeps done (their figures computed from
// the seeded instalments, as the runner would) and two failures with their reasons. Draws nothing
// from the shared random stream.
import type { Db } from '../db/database.ts';
import { sweep } from '../jobs/runner.ts';
import { before, iso } from './random.ts';
import type { SeededStaff } from './staff.ts';

type Seeded = {
  flag: string;
  type: 'reminder_sweep' | 'channel_message';
  params: Record<string, string | number>;
  daysAgo: number;
  /** Why it failed; absent: DONE. */
  error?: string;
};

const JOBS: Seeded[] = [
  { flag: 'is_job_manager', type: 'reminder_sweep', params: { days_overdue: 30 }, daysAgo: 9 },
  {
    flag: 'is_job_manager',
    type: 'channel_message',
    params: { channel_name: 'pune-field-team', message: 'Collections meeting moved to 4 pm.' },
    daysAgo: 6,
    error: 'The channel "pune-field-team" no longer exists.',
  },
  { flag: 'is_recovery_manager', type: 'reminder_sweep', params: { days_overdue: 7 }, daysAgo: 4 },
  { flag: 'is_kosh_superadmin', type: 'reminder_sweep', params: { days_overdue: 90 }, daysAgo: 2 },
  {
    flag: 'is_credit_manager',
    type: 'channel_message',
    params: { channel_name: 'credit-desk-old', message: 'Please clear the pending files today.' },
    daysAgo: 1,
    error: 'The channel "credit-desk-old" no longer exists.',
  },
  { flag: 'is_job_manager', type: 'reminder_sweep', params: { days_overdue: 15 }, daysAgo: 0.3 },
];

export function seedJobs(db: Db, staff: readonly SeededStaff[], now: Date): void {
  const insert = db.prepare(
    `INSERT INTO jobs (type, params, status, progress, created_by, created_at, started_at,
       finished_at, result, error) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const job of JOBS) {
    const creator = staff.find((s) => s.flags.includes(job.flag as SeededStaff['flags'][number]));
    if (!creator) continue;
    const created = before(now, job.daysAgo);
    const started = new Date(created.getTime() + 500);
    const finished = new Date(started.getTime() + 2000);
    const result = job.error
      ? null
      : JSON.stringify(sweep(db, Number(job.params.days_overdue), created));
    insert.run(
      job.type,
      JSON.stringify(job.params),
      job.error ? 'FAILED' : 'DONE',
      job.error ? 75 : 100,
      creator.id,
      iso(created),
      iso(started),
      iso(finished),
      result,
      job.error ?? null,
    );
  }
}
