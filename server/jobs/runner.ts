// The jobs' timer: each tick starts the QUEUED jobs and moves every RUNNING one a step on; at
// the last step the job does its work (a sweep of the overdue instalments in SQL, or a message
// posted in its channel through the chat's store-and-publish path) and is DONE, or FAILED with
// the reason. State lives in the table, so a restarted server carries on where it stopped.
import type { FastifyBaseLogger } from 'fastify';
import { type Publish, publishNewMessage } from '../chat/events.ts';
import { insertMessage } from '../chat/messages.ts';
import { messageById } from '../chat/records.ts';
import type { Db } from '../db/database.ts';
import { all, one, run } from '../db/statements.ts';
import { channelOf, isMember, type JobParams, type JobType } from './records.ts';

export type JobRunner = { db: Db; publish: Publish; log: FastifyBaseLogger };

type Running = { id: number; type: JobType; params: string; progress: number; created_by: number };
type Result = { summary: string; count: number; amount?: number };

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export function sweep(db: Db, days: number, now: Date): Result {
  const before = new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
  const row = one<{ n: number; due: number | null }>(
    db,
    `SELECT count(*) AS n, sum(amount - paid_amount) AS due FROM share_instalments
     WHERE paid_at IS NULL AND due_date <= ?`,
    before,
  ) ?? { n: 0, due: 0 };
  const amount = Math.round(row.due ?? 0);
  return {
    summary: `${row.n} unpaid instalments are ${days} or more days overdue (₹${rupees.format(amount)} due).`,
    count: row.n,
    amount,
  };
}

async function work(runner: JobRunner, job: Running, now: Date): Promise<Result> {
  const params = JSON.parse(job.params) as JobParams;
  if (job.type === 'reminder_sweep') return sweep(runner.db, params.days_overdue ?? 1, now);
  const name = params.channel_name ?? '';
  const channel = channelOf(runner.db, name);
  if (!channel) throw new Error(`The channel "${name}" no longer exists.`);
  if (!isMember(runner.db, channel.id, job.created_by)) {
    throw new Error(`The job's creator is no longer a member of "${name}".`);
  }
  const messageId = insertMessage(runner.db, {
    channelId: channel.id,
    userId: job.created_by,
    // One message per job, whatever happens to the timer.
    clientId: `job-${job.id}`,
    text: params.message ?? '',
    repliedTo: null,
    location: null,
  });
  const message = messageById(runner.db, messageId);
  if (message) await publishNewMessage(runner.db, runner.publish, runner.log, message, channel.id);
  return { summary: `Posted the message in "${name}".`, count: 1 };
}

/** One tick: QUEUED jobs start, RUNNING ones advance by `step` percent or finish. */
export async function stepJobs(runner: JobRunner, now: Date, step = 25): Promise<void> {
  const { db } = runner;
  const at = now.toISOString();
  run(db, "UPDATE jobs SET status = 'RUNNING', started_at = ? WHERE status = 'QUEUED'", at);
  const running = all<Running>(
    db,
    "SELECT id, type, params, progress, created_by FROM jobs WHERE status = 'RUNNING' ORDER BY id",
  );
  for (const job of running) {
    const progress = Math.min(100, job.progress + step);
    if (progress < 100) {
      run(db, 'UPDATE jobs SET progress = ? WHERE id = ?', progress, job.id);
      continue;
    }
    try {
      const result = await work(runner, job, now);
      run(
        db,
        "UPDATE jobs SET status = 'DONE', progress = 100, finished_at = ?, result = ? WHERE id = ?",
        at,
        JSON.stringify(result),
        job.id,
      );
    } catch (err) {
      run(
        db,
        "UPDATE jobs SET status = 'FAILED', finished_at = ?, error = ? WHERE id = ?",
        at,
        err instanceof Error ? err.message : String(err),
        job.id,
      );
    }
  }
}

/** Steps the jobs every `everyMs` until stopped. */
export function startJobRunner(
  runner: JobRunner,
  { everyMs = 500, now = () => new Date() }: { everyMs?: number; now?: () => Date } = {},
): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    stepJobs(runner, now())
      .catch((err: unknown) => runner.log.error({ err }, 'jobs not stepped'))
      .finally(() => {
        busy = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
