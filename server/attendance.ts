// A staff member's attendance for the day (India time): the chat's attendance actions and the
// user menu's sign-in/sign-off (markAttendance) both mark it here.
import table from '../openapi/rules/attendance.json' with { type: 'json' };
import type { Db } from './db/database.ts';
import { run } from './db/statements.ts';
import type { RoleFlag, RoleFlags } from './domain.ts';
import { indiaDay, nowIso } from './time.ts';

export type AttendanceMark = 'sign_in' | 'sign_off';

/** Whose profile offers sign-in/sign-off in the user menu (openapi/rules/attendance.json). */
export const canMarkAttendance = (r: RoleFlags | null) =>
  r !== null && table.canMark.some((flag) => r[flag as RoleFlag] === true);

/**
 * Sign-in opens today's attendance (again after a sign-off); sign-off closes it. Answers whether
 * a row changed (a sign-off with no sign-in today changes nothing).
 */
export function markAttendance(db: Db, userId: number, mark: AttendanceMark | null): boolean {
  const day = indiaDay();
  const at = nowIso();
  if (mark === 'sign_in') {
    run(
      db,
      `INSERT INTO attendance (user_id, day, signed_in_at) VALUES (?, ?, ?)
       ON CONFLICT (user_id, day) DO UPDATE SET signed_off_at = NULL`,
      userId,
      day,
      at,
    );
    return true;
  }
  if (mark === 'sign_off') {
    return (
      run(
        db,
        'UPDATE attendance SET signed_off_at = ? WHERE user_id = ? AND day = ?',
        at,
        userId,
        day,
      ).changes > 0
    );
  }
  return false;
}
