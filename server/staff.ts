// Staff users as the API sees them: the signed-in user, role flags and the StaffProfile body.

import { canMarkAttendance } from './attendance.ts';
import type { Db } from './db/database.ts';
import { all, one } from './db/statements.ts';
import { ROLE_FLAGS, type RoleFlags, type TeamLead } from './domain.ts';

export type UserRow = {
  id: number;
  username: string;
  name: string;
  email: string;
  password_hash: string;
};

export type StaffRow = UserRow & {
  user_referral_code: string;
  profile_pic: string | null;
  telecmi_username: string | null;
  telecmi_pwd: string | null;
  team_lead: TeamLead | null;
  employee_code: string;
  cluster: string;
  date_of_joining: string;
  current_status: number;
} & Record<(typeof ROLE_FLAGS)[number], number>;

/** The caller of an authenticated operation; `roles` is null for a login without staff rights. */
export type AuthUser = {
  id: number;
  username: string;
  name: string;
  roles: RoleFlags | null;
};

const STAFF_SELECT = `SELECT u.id, u.username, u.name, u.email, u.password_hash, s.*
  FROM users u JOIN staff_profiles s ON s.user_id = u.id`;

export function findUserByUsername(db: Db, username: string): UserRow | undefined {
  return one<UserRow>(
    db,
    'SELECT id, username, name, email, password_hash FROM users WHERE username = ?',
    username,
  );
}

export function findStaff(db: Db, userId: number): StaffRow | undefined {
  return one<StaffRow>(db, `${STAFF_SELECT} WHERE u.id = ?`, userId);
}

export function findStaffByReferralCode(db: Db, code: string): StaffRow | undefined {
  return one<StaffRow>(db, `${STAFF_SELECT} WHERE s.user_referral_code = ?`, code);
}

export function roleFlags(row: StaffRow): RoleFlags {
  return Object.fromEntries(ROLE_FLAGS.map((flag) => [flag, row[flag] === 1])) as RoleFlags;
}

export function loadAuthUser(db: Db, userId: number): AuthUser | undefined {
  const user = one<UserRow>(db, 'SELECT id, username, name, email FROM users WHERE id = ?', userId);
  if (!user) return undefined;
  const staff = findStaff(db, userId);
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    roles: staff ? roleFlags(staff) : null,
  };
}

export function isAttending(db: Db, userId: number, day: string): boolean {
  const row = one<{ signed_off_at: string | null }>(
    db,
    'SELECT signed_off_at FROM attendance WHERE user_id = ? AND day = ?',
    userId,
    day,
  );
  return row !== undefined && row.signed_off_at === null;
}

export function toStaffProfile(row: StaffRow, attending: boolean) {
  const roles = roleFlags(row);
  return {
    username: row.username,
    name: row.name,
    email: row.email,
    phone: row.username,
    user_referral_code: row.user_referral_code,
    profile_pic: row.profile_pic,
    telecmi_username: row.telecmi_username,
    telecmi_pwd: row.telecmi_pwd,
    attendence_data: { attendance_status: attending, can_mark: canMarkAttendance(roles) },
    team_lead: row.team_lead,
    ...roles,
  };
}

export function managers(db: Db): { username: string; name: string; role: string }[] {
  return all(
    db,
    `SELECT u.username, u.name, m.role FROM manager_roles m JOIN users u ON u.id = m.user_id
     ORDER BY u.username, m.role`,
  );
}
