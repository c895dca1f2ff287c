// A person search (users) and one person's profile as HR keeps it (user-details): spec part 2 §7
// names both without payloads; the contract's are ours.
import type { components } from '../../openapi/generated/main.ts';
import type { Db } from '../db/database.ts';
import { all, containsPattern, one } from '../db/statements.ts';
import { notFound } from '../errors.ts';
import { FLAG_COLUMNS, PEOPLE_LIMIT, roleLabelOf, rolesHeld } from './access.ts';

type PersonMatch = components['schemas']['PersonMatch'];
type UserDetails = components['schemas']['UserDetails'];

type FlagRow = Record<string, unknown>;

/** Staff whose name, number or employee code contains `search`, by name, at most `limit`. */
export function searchPeople(db: Db, search: string, limit = PEOPLE_LIMIT): PersonMatch[] {
  const text = containsPattern(search.trim());
  const rows = all<
    { username: string; name: string; employee_code: string; current_status: number } & FlagRow
  >(
    db,
    `SELECT u.username, u.name, s.employee_code, s.current_status, ${FLAG_COLUMNS}
     FROM staff_profiles s JOIN users u ON u.id = s.user_id
     WHERE u.name LIKE ? ESCAPE '\\' OR u.username LIKE ? ESCAPE '\\'
        OR s.employee_code LIKE ? ESCAPE '\\'
     ORDER BY u.name COLLATE NOCASE, u.username
     LIMIT ?`,
    text,
    text,
    text,
    limit,
  );
  return rows.map((row) => ({
    username: row.username,
    name: row.name,
    employee_code: row.employee_code,
    role: roleLabelOf(row),
    working: row.current_status === 1,
  }));
}

/** One staff member: every role they hold, their team and groups, contact, last sign-in. */
export function userDetails(db: Db, username: string): UserDetails {
  const row = one<
    {
      id: number;
      username: string;
      name: string;
      email: string;
      employee_code: string;
      user_referral_code: string;
      team_lead: UserDetails['team'];
      cluster: string;
      date_of_joining: string;
      current_status: number;
    } & FlagRow
  >(
    db,
    `SELECT u.id, u.username, u.name, u.email, s.employee_code, s.user_referral_code,
       s.team_lead, s.cluster, s.date_of_joining, s.current_status, ${FLAG_COLUMNS}
     FROM staff_profiles s JOIN users u ON u.id = s.user_id
     WHERE u.username = ?`,
    username,
  );
  if (!row) throw notFound(`No staff member has the mobile number ${username}.`);
  const groups = all<{ id: number; name: string }>(
    db,
    `SELECT g.id, g.name FROM user_group_members m JOIN user_groups g ON g.id = m.group_id
     WHERE m.user_id = ? ORDER BY g.name COLLATE NOCASE`,
    row.id,
  );
  const last = one<{ at: string | null }>(
    db,
    'SELECT max(signed_in_at) AS at FROM attendance WHERE user_id = ?',
    row.id,
  );
  return {
    user_id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    employee_code: row.employee_code,
    referral_code: row.user_referral_code,
    roles: rolesHeld(row),
    team: row.team_lead,
    cluster: row.cluster,
    groups,
    date_of_joining: row.date_of_joining,
    working: row.current_status === 1,
    last_signed_in_at: last?.at ?? null,
  };
}
