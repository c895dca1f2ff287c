// The message scheduler (issue 19 §4): the automated channels a user may schedule into, their
// schedules, scheduling (once, or daily / weekly) and cancelling. The timer that sends them is
// server/chat/scheduleDelivery.ts.
import type { operations } from '../../openapi/generated/chat.ts';
import { refused, viewerOf, writerOf } from '../chat/access.ts';
import { allowedChannel, allowedChannels, scheduleById, schedulesOf } from '../chat/schedules.ts';
import type { Ctx } from '../context.ts';
import { run } from '../db/statements.ts';
import { badRequest, notFound } from '../errors.ts';
import { once } from '../http/idempotency.ts';
import { nowIso } from '../time.ts';
import type { Handlers } from './types.ts';

type SchedulerOps =
  | 'listAllowedAutomatedChannels'
  | 'listScheduledMessages'
  | 'scheduleMessage'
  | 'cancelScheduledMessage';

export const SCHEDULE_ERRORS = {
  past: 'The send time has passed: pick a time in the future.',
  blank: 'Write the message to send.',
  tooLong: 'A message is at most 500 characters.',
  channel: 'You cannot schedule messages in this channel.',
  notYours: 'You can cancel only the messages you scheduled.',
} as const;

export function chatSchedulerHandlers(ctx: Ctx): Handlers<operations, SchedulerOps> {
  const { db } = ctx;
  return {
    async listAllowedAutomatedChannels(request) {
      return { channels: allowedChannels(db, viewerOf(request)) };
    },

    async listScheduledMessages(request) {
      const viewer = viewerOf(request);
      const { start = 0, entries = 20 } = request.query;
      return schedulesOf(db, viewer.id, start, entries);
    },

    async scheduleMessage(request, reply) {
      const viewer = writerOf(request);
      const { channel: name, text, send_at, repeat } = request.body;
      if (!text.trim()) throw badRequest(SCHEDULE_ERRORS.blank);
      if (text.length > 500) throw badRequest(SCHEDULE_ERRORS.tooLong);
      const at = Date.parse(send_at);
      if (!Number.isFinite(at)) throw badRequest('send_at must be a date-time (ISO 8601).');
      const channel = allowedChannel(db, viewer, name);
      if (!channel) throw badRequest(SCHEDULE_ERRORS.channel);
      const created = once(db, request, viewer.id, 'scheduleMessage', () => {
        // Checked inside, so that a retry of a schedule made a moment ago still gets its answer.
        if (at < Date.now()) throw badRequest(SCHEDULE_ERRORS.past);
        const { id } = run(
          db,
          `INSERT INTO chat_scheduled_messages (channel_id, user_id, text, send_at, repeat, status,
             created_at) VALUES (?, ?, ?, ?, ?, 'scheduled', ?)`,
          channel.channel_id,
          viewer.id,
          text,
          new Date(at).toISOString(),
          repeat,
          nowIso(),
        );
        return scheduleById(db, id)!;
      });
      reply.code(201);
      return created;
    },

    async cancelScheduledMessage(request) {
      const viewer = writerOf(request);
      const id = request.params.schedule_id;
      const found = scheduleById(db, id);
      if (!found) throw notFound('Scheduled message not found');
      if (!viewer.superAdmin && found.created_by !== viewer.username) {
        throw refused(SCHEDULE_ERRORS.notYours);
      }
      if (found.status !== 'scheduled') return found;
      run(db, `UPDATE chat_scheduled_messages SET status = 'cancelled' WHERE id = ?`, id);
      return scheduleById(db, id)!;
    },
  };
}
