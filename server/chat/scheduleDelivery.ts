// The scheduler's timer: posts each due scheduled message into its channel as the user who
// scheduled it, through the same store-and-publish path as a sent message (NEW_MESSAGE to every
// member), then marks it sent or moves a repeating one to its next time. The clock is passed in,
// so tests deliver at any time they choose.
import type { FastifyBaseLogger } from 'fastify';
import { type Db, transaction } from '../db/database.ts';
import { all, run } from '../db/statements.ts';
import { type Publish, publishNewMessage } from './events.ts';
import { insertMessage } from './messages.ts';
import { messageById } from './records.ts';
import { nextSendAt, type ScheduleRow } from './schedules.ts';

export type Delivery = { db: Db; publish: Publish; log: FastifyBaseLogger };

/** Sends what is due at `now`; answers the ids of the schedules sent. */
export async function deliverDueMessages({ db, publish, log }: Delivery, now: Date) {
  const due = all<ScheduleRow>(
    db,
    `SELECT * FROM chat_scheduled_messages WHERE status = 'scheduled' AND send_at <= ?
     ORDER BY send_at, id LIMIT 100`,
    now.toISOString(),
  );
  const sent: number[] = [];
  for (const schedule of due) {
    const messageId = transaction(db, () => {
      const id = insertMessage(db, {
        channelId: schedule.channel_id,
        userId: schedule.user_id,
        // One message per schedule and send time, whatever happens to the timer.
        clientId: `schedule-${schedule.id}-${schedule.send_at}`,
        text: schedule.text,
        repliedTo: null,
        location: null,
      });
      const next = nextSendAt(schedule.send_at, schedule.repeat, now);
      run(
        db,
        `UPDATE chat_scheduled_messages SET status = ?, send_at = ?, last_sent_at = ? WHERE id = ?`,
        next ? 'scheduled' : 'sent',
        next ?? schedule.send_at,
        now.toISOString(),
        schedule.id,
      );
      return id;
    });
    sent.push(schedule.id);
    const message = messageById(db, messageId);
    if (message) await publishNewMessage(db, publish, log, message, schedule.channel_id);
  }
  return sent;
}

/** Checks every `everyMs` for due messages until stopped. */
export function startMessageScheduler(
  delivery: Delivery,
  { everyMs = 1000, now = () => new Date() }: { everyMs?: number; now?: () => Date } = {},
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverDueMessages(delivery, now())
      .catch((err: unknown) => delivery.log.error({ err }, 'scheduled messages not delivered'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
