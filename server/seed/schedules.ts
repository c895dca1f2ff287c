// The message scheduler's demo data (issue 19 §4): three automated channels (as if created with
// will_schedule_msg), each administered by a manager who schedules reminders to their team, and
// a few schedules: repeating ones due tomorrow, one sent last week, one cancelled.
import { addMember, createChannel } from '../chat/channels.ts';
import type { Db } from '../db/database.ts';
import { run } from '../db/statements.ts';
import type { RoleFlag } from '../domain.ts';
import { findUserByUsername } from '../staff.ts';
import { demoUser } from './demoUsers.ts';
import { iso } from './random.ts';

const DAY_MS = 86_400_000;

/** The automated channels: display name, the manager who administers it, its team. */
export const AUTOMATED_CHANNELS: readonly {
  displayName: string;
  admin: RoleFlag;
  team: readonly RoleFlag[];
}[] = [
  {
    displayName: 'Recovery reminders',
    admin: 'is_recovery_manager',
    team: ['is_recovery_team_lead', 'is_recovery_agent', 'is_recovery_agency', 'is_reminder_agent'],
  },
  {
    displayName: 'Credit reminders',
    admin: 'is_credit_manager',
    team: ['is_credit_underwriter', 'is_disbursal_team'],
  },
  {
    displayName: 'Field team reminders',
    admin: 'is_field_manager',
    team: ['is_field_sales_officer', 'is_area_sales_manager'],
  },
];

export function seedMessageSchedules(db: Db, now: Date): { channels: number; schedules: number } {
  const idOf = (flag: RoleFlag) => {
    const user = findUserByUsername(db, demoUser(flag).username);
    if (!user) throw new Error(`no demo user for ${flag}`);
    return user.id;
  };
  const superAdmin = idOf('is_kosh_superadmin');
  const created = iso(new Date(now.getTime() - 30 * DAY_MS));
  // Tomorrow at 09:30 in India (04:00 UTC).
  const tomorrow = new Date(now.getTime() + DAY_MS);
  tomorrow.setUTCHours(4, 0, 0, 0);
  let schedules = 0;
  const schedule = (
    channelId: number,
    userId: number,
    text: string,
    sendAt: Date,
    repeat: 'none' | 'daily' | 'weekly',
    status: 'scheduled' | 'sent' | 'cancelled',
  ) => {
    run(
      db,
      `INSERT INTO chat_scheduled_messages (channel_id, user_id, text, send_at, repeat, status,
         last_sent_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      channelId,
      userId,
      text,
      iso(sendAt),
      repeat,
      status,
      status === 'sent' ? iso(sendAt) : null,
      created,
    );
    schedules++;
  };
  for (const spec of AUTOMATED_CHANNELS) {
    const admin = idOf(spec.admin);
    const id = createChannel(db, {
      type: 'team',
      displayName: spec.displayName,
      description: 'Scheduled reminders for the team.',
      creatorId: admin,
      createdAt: created,
    });
    run(db, 'INSERT INTO chat_automated_channels (channel_id) VALUES (?)', id);
    addMember(db, id, admin, created, true);
    addMember(db, id, superAdmin, created, true);
    for (const flag of spec.team) addMember(db, id, idOf(flag), created);
    schedule(
      id,
      admin,
      'Reminder: attendance sign-in before 10 am.',
      tomorrow,
      'daily',
      'scheduled',
    );
    schedule(
      id,
      admin,
      'Weekly review: update the **priority list** before Friday.',
      new Date(tomorrow.getTime() + 2 * DAY_MS),
      'weekly',
      'scheduled',
    );
    schedule(
      id,
      admin,
      'Month-end targets are in the shared sheet.',
      new Date(now.getTime() - 7 * DAY_MS),
      'none',
      'sent',
    );
    schedule(
      id,
      admin,
      'Branch visit moved to Thursday.',
      new Date(now.getTime() + 3 * DAY_MS),
      'none',
      'cancelled',
    );
  }
  return { channels: AUTOMATED_CHANNELS.length, schedules };
}
