// The team as HR sees it: people with their groups and today's attendance, the user groups, a new
// employee or group, and one person's attendance history. One SQL shape for every list.
import type { components } from '../../openapi/generated/main.ts';
import type { Db } from '../db/database.ts';
import { all, containsPattern, one, run } from '../db/statements.ts';
import type { RoleFlag } from '../domain.ts';
import { badRequest, HttpError, notFound } from '../errors.ts';
import { addDaysToDay, indiaDay, nowIso } from '../time.ts';
import { FLAG_COLUMNS, HISTORY_DAYS, JOINING_AHEAD_DAYS, roleLabelOf } from './access.ts';

type Employee = components['schemas']['EmployeeStatus'];
type Group = components['schemas']['UserGroup'];
type History = components['schemas']['AttendanceHistory'];
type NewEmployee = {
  name: string;
  username: string;
  role: components['schemas']['HrRole'];
  group_ids: number[];
  date_of_joining: string;
};

type PersonRow = {
  id: number;
  username: string;
  name: string;
  employee_code: string;
  cluster: string;
  date_of_joining: string;
  current_status: number;
  signed_in_at: string | null;
  signed_off_at: string | null;
} & Record<string, unknown>;

const SELECT = `SELECT u.id, u.username, u.name, s.employee_code, s.cluster, s.date_of_joining,
    s.current_status, a.signed_in_at, a.signed_off_at, ${FLAG_COLUMNS}
  FROM staff_profiles s
  JOIN users u ON u.id = s.user_id
  LEFT JOIN attendance a ON a.user_id = u.id AND a.day = ?`;

function availabilityOf(row: PersonRow): Employee['availability'] {
  if (row.current_status !== 1) return 'inactive';
  if (!row.signed_in_at) return 'not_marked';
  return row.signed_off_at ? 'signed_off' : 'available';
}

function groupsOf(db: Db, userIds: readonly number[]): Map<number, Employee['groups']> {
  const byUser = new Map<number, Employee['groups']>();
  if (userIds.length === 0) return byUser;
  const rows = all<{ user_id: number; id: number; name: string }>(
    db,
    `SELECT m.user_id, g.id, g.name FROM user_group_members m
     JOIN user_groups g ON g.id = m.group_id
     WHERE m.user_id IN (SELECT value FROM json_each(?))
     ORDER BY g.name COLLATE NOCASE`,
    JSON.stringify(userIds),
  );
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push({ id: row.id, name: row.name });
    byUser.set(row.user_id, list);
  }
  return byUser;
}

function toEmployees(db: Db, rows: readonly PersonRow[]): Employee[] {
  const groups = groupsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    username: row.username,
    name: row.name,
    employee_code: row.employee_code,
    role: roleLabelOf(row),
    groups: groups.get(row.id) ?? [],
    cluster: row.cluster,
    date_of_joining: row.date_of_joining,
    signed_in_at: row.signed_in_at,
    signed_off_at: row.signed_off_at,
    availability: availabilityOf(row),
  }));
}

/** The team, by name: one group's members and names/numbers/codes containing `search`, if given. */
export function listEmployees(db: Db, groupId?: number, search?: string) {
  const day = indiaDay();
  const text = search?.trim() ? containsPattern(search.trim()) : null;
  const rows = all<PersonRow>(
    db,
    `${SELECT}
     WHERE (? IS NULL OR EXISTS (SELECT 1 FROM user_group_members m
                                 WHERE m.user_id = u.id AND m.group_id = ?))
       AND (? IS NULL OR u.name LIKE ? ESCAPE '\\' OR u.username LIKE ? ESCAPE '\\'
            OR s.employee_code LIKE ? ESCAPE '\\')
     ORDER BY u.name COLLATE NOCASE, u.username`,
    day,
    groupId ?? null,
    groupId ?? null,
    text,
    text,
    text,
    text,
  );
  return { day, employees: toEmployees(db, rows) };
}

export function listGroups(db: Db): { groups: Group[] } {
  const groups = all<Group>(
    db,
    `SELECT g.id, g.name, (SELECT count(*) FROM user_group_members m WHERE m.group_id = g.id)
       AS members
     FROM user_groups g ORDER BY g.name COLLATE NOCASE`,
  );
  return { groups };
}

export function addGroup(db: Db, staffId: number, name: string): Group {
  const text = name.trim().replace(/\s+/g, ' ');
  if (!text) throw badRequest('Please enter the group name.');
  const taken = one<{ name: string }>(db, 'SELECT name FROM user_groups WHERE name = ?', text);
  if (taken) throw new HttpError(409, { error: `A group named ${taken.name} already exists.` });
  const { id } = run(
    db,
    'INSERT INTO user_groups (name, created_at, created_by) VALUES (?, ?, ?)',
    text,
    nowIso(),
    staffId,
  );
  return { id, name: text, members: 0 };
}

const isRealDay = (day: string) =>
  !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
  new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/** A staff login (by OTP: no password) with the role and groups; in the cluster of who adds them. */
export function addEmployee(db: Db, staffId: number, body: NewEmployee): Employee {
  const name = body.name.trim().replace(/\s+/g, ' ');
  if (!name) throw badRequest('Please enter the name.');
  if (!isRealDay(body.date_of_joining))
    throw badRequest('The joining date must be a real day, YYYY-MM-DD.');
  if (body.date_of_joining > addDaysToDay(indiaDay(), JOINING_AHEAD_DAYS))
    throw badRequest(`The joining date may be at most ${JOINING_AHEAD_DAYS} days ahead.`);
  for (const groupId of body.group_ids) {
    if (!one(db, 'SELECT id FROM user_groups WHERE id = ?', groupId))
      throw badRequest(`No user group has the id ${groupId}.`);
  }
  if (one(db, 'SELECT id FROM users WHERE username = ?', body.username))
    throw new HttpError(409, {
      error: `A user with the mobile number ${body.username} already exists.`,
    });
  const adder = one<{ cluster: string }>(
    db,
    'SELECT cluster FROM staff_profiles WHERE user_id = ?',
    staffId,
  );
  const at = nowIso();
  const { id } = run(
    db,
    'INSERT INTO users (username, name, email, password_hash, created_at) VALUES (?, ?, ?, ?, ?)',
    body.username,
    name,
    '',
    '',
    at,
  );
  const role: RoleFlag = body.role;
  run(
    db,
    `INSERT INTO staff_profiles (user_id, user_referral_code, employee_code, cluster,
       date_of_joining, current_status, ${role})
     VALUES (?, ?, ?, ?, ?, 1, 1)`,
    id,
    `KOSH${String(id).padStart(4, '0')}`,
    `KE${String(1000 + id)}`,
    adder?.cluster ?? 'Head office',
    body.date_of_joining,
  );
  for (const groupId of body.group_ids) {
    run(
      db,
      'INSERT INTO user_group_members (group_id, user_id, added_at) VALUES (?, ?, ?)',
      groupId,
      id,
      at,
    );
  }
  return employeeById(db, id)!;
}

function employeeById(db: Db, id: number): Employee | undefined {
  const row = one<PersonRow>(db, `${SELECT} WHERE u.id = ?`, indiaDay(), id);
  return row ? toEmployees(db, [row])[0] : undefined;
}

const hoursBetween = (from: string, to: string) =>
  Math.round(((Date.parse(to) - Date.parse(from)) / 3_600_000) * 100) / 100;

/** The person and every day of the last HISTORY_DAYS since they joined, newest first. */
export function attendanceHistory(db: Db, username: string): History {
  const today = indiaDay();
  const person = one<PersonRow>(db, `${SELECT} WHERE u.username = ?`, today, username);
  if (!person) throw notFound(`No staff member has the mobile number ${username}.`);
  const employee = toEmployees(db, [person])[0]!;
  const earliest = addDaysToDay(today, -(HISTORY_DAYS - 1));
  const from = person.date_of_joining > earliest ? person.date_of_joining : earliest;
  const marks = all<{ day: string; signed_in_at: string; signed_off_at: string | null }>(
    db,
    `SELECT day, signed_in_at, signed_off_at FROM attendance
     WHERE user_id = ? AND day BETWEEN ? AND ? ORDER BY day DESC`,
    person.id,
    from,
    today,
  );
  const byDay = new Map(marks.map((m) => [m.day, m]));
  const days: History['days'] = [];
  let present = 0;
  let absent = 0;
  for (let day = today; day >= from; day = addDaysToDay(day, -1)) {
    const mark = byDay.get(day);
    if (mark) present++;
    // Today is still under way: no sign-in yet is not an absence.
    else if (day !== today) absent++;
    days.push({
      day,
      signed_in_at: mark?.signed_in_at ?? null,
      signed_off_at: mark?.signed_off_at ?? null,
      hours:
        mark?.signed_off_at != null ? hoursBetween(mark.signed_in_at, mark.signed_off_at) : null,
    });
  }
  return { employee, from, to: today, days, present, absent };
}
