// The message scheduler's records (issue 19 §4): automated channels (created with
// will_schedule_msg) and the messages scheduled into them. Who may schedule where: the channels
// a user administers (creator or admin member); the super admin, any automated channel.
import type { components } from '../../openapi/generated/chat.ts';
import type { Db } from '../db/database.ts';
import { all, one } from '../db/statements.ts';
import type { Viewer } from './access.ts';

type Schemas = components['schemas'];
export type AutomatedChannel = Schemas['AutomatedChannel'];
export type ScheduledMessage = Schemas['ScheduledMessage'];
export type ScheduleRepeat = Schemas['ScheduleRepeat'];

export type ScheduleRow = {
  id: number;
  channel_id: number;
  user_id: number;
  text: string;
  send_at: string;
  repeat: ScheduleRepeat;
  status: ScheduledMessage['status'];
  last_sent_at: string | null;
  created_at: string;
};

type ScheduleViewRow = ScheduleRow & { channel: string; display_name: string; username: string };

const VIEW_SELECT = `SELECT s.*, c.name AS channel, c.display_name, u.username
  FROM chat_scheduled_messages s
  JOIN chat_channels c ON c.id = s.channel_id
  JOIN users u ON u.id = s.user_id`;

const viewOf = (row: ScheduleViewRow): ScheduledMessage => ({
  id: row.id,
  channel: row.channel,
  display_name: row.display_name,
  text: row.text,
  send_at: row.send_at,
  repeat: row.repeat,
  status: row.status,
  created_by: row.username,
  last_sent_at: row.last_sent_at,
  created_at: row.created_at,
});

/** The automated channels `viewer` may schedule into, by display name. */
export function allowedChannels(db: Db, viewer: Viewer): AutomatedChannel[] {
  // A channel created with will_schedule_msg is automated, as is one the seed marked so.
  const base = `SELECT c.name, c.id AS channel_id, c.display_name FROM chat_channels c
    WHERE (c.will_schedule_msg = 1
      OR c.id IN (SELECT a.channel_id FROM chat_automated_channels a))`;
  if (viewer.superAdmin) return all<AutomatedChannel>(db, `${base} ORDER BY c.display_name, c.id`);
  return all<AutomatedChannel>(
    db,
    `${base} AND (c.creator_id = ? OR EXISTS (SELECT 1 FROM chat_members m
       WHERE m.channel_id = c.id AND m.user_id = ? AND m.is_admin = 1))
     ORDER BY c.display_name, c.id`,
    viewer.id,
    viewer.id,
  );
}

/** The allowed channel of this name, if `viewer` may schedule into it. */
export function allowedChannel(db: Db, viewer: Viewer, name: string): AutomatedChannel | undefined {
  return allowedChannels(db, viewer).find((channel) => channel.name === name);
}

export function scheduleById(db: Db, id: number): ScheduledMessage | undefined {
  const row = one<ScheduleViewRow>(db, `${VIEW_SELECT} WHERE s.id = ?`, id);
  return row && viewOf(row);
}

/** A page of `userId`'s schedules, newest first, and how many there are. */
export function schedulesOf(
  db: Db,
  userId: number,
  start: number,
  entries: number,
): { schedules: ScheduledMessage[]; total: number } {
  const rows = all<ScheduleViewRow>(
    db,
    `${VIEW_SELECT} WHERE s.user_id = ? ORDER BY s.id DESC LIMIT ? OFFSET ?`,
    userId,
    entries,
    start,
  );
  const total =
    one<{ n: number }>(
      db,
      'SELECT count(*) AS n FROM chat_scheduled_messages WHERE user_id = ?',
      userId,
    )?.n ?? 0;
  return { schedules: rows.map(viewOf), total };
}

const STEP_MS: Record<ScheduleRepeat, number> = { none: 0, daily: 86_400_000, weekly: 604_800_000 };

/** A repeating schedule's next time after `now` (a time missed while the server was down is skipped). */
export function nextSendAt(sendAt: string, repeat: ScheduleRepeat, now: Date): string | null {
  const step = STEP_MS[repeat];
  if (!step) return null;
  let next = Date.parse(sendAt) + step;
  if (next <= now.getTime()) next += Math.ceil((now.getTime() - next + 1) / step) * step;
  return new Date(next).toISOString();
}
