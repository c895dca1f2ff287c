// Team reports by template (spec part 2 §7 'analytics/template', named without a payload): the
// attendance summary HR keeps each month. Days are India's, as attendance is marked.
import type { components } from '../../openapi/generated/main.ts';
import type { Db } from '../db/database.ts';
import { all } from '../db/statements.ts';
import { badRequest } from '../errors.ts';
import { indiaDay } from '../time.ts';
import { FLAG_COLUMNS, LATE_AFTER, REPORT_MAX_DAYS, roleLabelOf } from './access.ts';

type Summary = components['schemas']['AttendanceSummary'];
type Row = Summary['rows'][number];

/** Days from `from` to `to`, both counted. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** HH:MM in India of an instant. */
const INDIA_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The refusal of a range, or null when the report may be built. */
export function rangeProblem(from: string, to: string, today: string): string | null {
  if (to < from) return 'The report cannot end before it starts.';
  if (to > today) return `The report cannot go past today (${today}).`;
  if (daysBetween(from, to) > REPORT_MAX_DAYS)
    return `A report covers at most ${REPORT_MAX_DAYS} days.`;
  return null;
}

/** Per working staff member (of one group, if given), their attendance over from..to. */
export function attendanceSummary(db: Db, from: string, to: string, groupId?: number): Summary {
  const today = indiaDay();
  const problem = rangeProblem(from, to, today);
  if (problem) throw badRequest(problem);
  type Person = { id: number; username: string; name: string; date_of_joining: string };
  const people = all<Person & Record<string, unknown>>(
    db,
    `SELECT u.id, u.username, u.name, s.date_of_joining, ${FLAG_COLUMNS}
     FROM staff_profiles s JOIN users u ON u.id = s.user_id
     WHERE s.current_status = 1 AND s.date_of_joining <= ?
       AND (? IS NULL OR EXISTS (SELECT 1 FROM user_group_members m
                                 WHERE m.user_id = u.id AND m.group_id = ?))
     ORDER BY u.name COLLATE NOCASE, u.username`,
    to,
    groupId ?? null,
    groupId ?? null,
  );
  const marks = all<{
    user_id: number;
    day: string;
    signed_in_at: string;
    signed_off_at: string | null;
  }>(
    db,
    `SELECT user_id, day, signed_in_at, signed_off_at FROM attendance
     WHERE day BETWEEN ? AND ? AND user_id IN (SELECT value FROM json_each(?))`,
    from,
    to,
    JSON.stringify(people.map((p) => p.id)),
  );
  const byUser = new Map<number, typeof marks>();
  for (const mark of marks) byUser.set(mark.user_id, [...(byUser.get(mark.user_id) ?? []), mark]);
  const rows: Row[] = people.map((person) => {
    const start = person.date_of_joining > from ? person.date_of_joining : from;
    const working = daysBetween(start, to);
    const own = byUser.get(person.id) ?? [];
    const present = own.length;
    // Today is still under way: no sign-in yet is not an absence.
    const todayOpen = to === today && !own.some((m) => m.day === today);
    const closed = own.filter((m) => m.signed_off_at !== null);
    const hours = closed.reduce(
      (sum, m) => sum + (Date.parse(m.signed_off_at!) - Date.parse(m.signed_in_at)) / 3_600_000,
      0,
    );
    return {
      username: person.username,
      name: person.name,
      role: roleLabelOf(person),
      working_days: working,
      present,
      absent: Math.max(0, working - present - (todayOpen ? 1 : 0)),
      late: own.filter((m) => INDIA_TIME.format(new Date(m.signed_in_at)) > LATE_AFTER).length,
      average_hours: closed.length ? Math.round((hours / closed.length) * 100) / 100 : null,
    };
  });
  return { template: 'attendance_summary', from, to, late_after: LATE_AFTER, rows };
}
