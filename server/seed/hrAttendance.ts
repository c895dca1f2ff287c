// HR's demo data (issue 21 §2): a few user groups with the staff who belong in them, and
// attendance over the last 60 days for everyone still working. Draws nothing from the shared
// random stream: a stable hash of (person, day) decides, so earlier seeds stay as they were.
import table from '../../openapi/rules/hr.json' with { type: 'json' };
import type { Db } from '../db/database.ts';
import type { RoleFlag } from '../domain.ts';
import { addDaysToDay } from '../time.ts';
import type { SeededStaff } from './staff.ts';

/** The groups, and the role flags whose holders are in each. */
export const SEEDED_GROUPS: [name: string, flags: RoleFlag[]][] = [
  ['Field sales', ['is_field_sales_officer', 'is_referral_sales', 'is_area_sales_manager']],
  ['Collections', ['is_reminder_agent', 'is_recovery_agent', 'is_recovery_manager']],
  ['Credit desk', ['is_credit_underwriter', 'is_credit_manager', 'is_disbursal_team']],
  ['Head office', ['is_human_resources', 'is_technology', 'is_finance_manager']],
];

/** A number in [0, 1) that depends only on its two inputs. */
function unit(a: number, b: number): number {
  let h = (Math.imul(a, 0x9e3779b1) ^ Math.imul(b + 1, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39) >>> 0;
  return ((h ^ (h >>> 15)) >>> 0) / 2 ** 32;
}

/** The instant of `minutes` after midnight of `day`, India's (UTC+05:30). */
const atIndia = (day: string, minutes: number) =>
  new Date(Date.parse(`${day}T00:00:00+05:30`) + minutes * 60_000).toISOString();

/** `today` is the staff seed's day of sign-ins; the history is the days before it. */
export function seedHrAttendance(
  db: Db,
  staff: readonly SeededStaff[],
  now: Date,
  today: string,
): void {
  const at = now.toISOString();
  const insertGroup = db.prepare('INSERT INTO user_groups (name, created_at) VALUES (?, ?)');
  const insertMember = db.prepare(
    'INSERT INTO user_group_members (group_id, user_id, added_at) VALUES (?, ?, ?)',
  );
  for (const [name, flags] of SEEDED_GROUPS) {
    const groupId = Number(insertGroup.run(name, at).lastInsertRowid);
    for (const person of staff) {
      if (person.flags.some((flag) => flags.includes(flag)))
        insertMember.run(groupId, person.id, at);
    }
  }

  const working = db
    .prepare(
      'SELECT user_id, date_of_joining FROM staff_profiles WHERE current_status = 1 ORDER BY user_id',
    )
    .all() as { user_id: number; date_of_joining: string }[];
  const insertDay = db.prepare(
    'INSERT INTO attendance (user_id, day, signed_in_at, signed_off_at) VALUES (?, ?, ?, ?)',
  );
  for (const { user_id, date_of_joining } of working) {
    // Today's sign-ins are the staff seed's; these are the days before.
    for (let back = 1; back < table.historyDays; back++) {
      const day = addDaysToDay(today, -back);
      if (day < date_of_joining) break;
      const roll = unit(user_id, back);
      if (roll < 0.1) continue; // absent about one day in ten
      const signIn = 9 * 60 + Math.floor(unit(back, user_id) * 90); // 09:00–10:29
      const hours = 7.5 + unit(user_id * 31, back) * 2.5; // 7.5–10 hours
      // A few days with no sign-off: forgotten, as happens.
      const signOff = roll > 0.97 ? null : atIndia(day, signIn + Math.round(hours * 60));
      insertDay.run(user_id, day, atIndia(day, signIn), signOff);
    }
  }
}
