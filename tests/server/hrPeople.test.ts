// The person search (users), a person's details (user-details) and the team's attendance report
// (analytics/template) on the reference server: who may, bad input, and figures that agree with
// the attendance each person has.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import table from '../../openapi/rules/hr.json' with { type: 'json' };
import type { RoleFlag } from '../../server/domain.ts';
import { addDaysToDay, indiaDay } from '../../server/time.ts';
import { type Harness, startServer } from './harness.ts';

const h = {} as Harness;
beforeAll(async () => {
  Object.assign(h, await startServer());
}, 120_000);
afterAll(() => h.close());

const FIELD_OFFICER = '9000000019';
const hr = () => h.tokenOf('is_human_resources');

type Row = {
  username: string;
  working_days: number;
  present: number;
  absent: number;
  late: number;
  average_hours: number | null;
};
const report = (query: Record<string, unknown>, token = hr()) =>
  h.call('getAnalyticsTemplate', { token, query: { template: 'attendance_summary', ...query } });

describe('people: who may', () => {
  it.each(['is_field_sales_officer', 'is_credit_underwriter'] as RoleFlag[])(
    '%s is refused the search, the details and the report',
    async (flag) => {
      const token = h.tokenOf(flag);
      const today = indiaDay();
      for (const res of [
        await h.call('searchUsers', { token, query: { search: '90' } }),
        await h.call('getUserDetails', { token, query: { username: FIELD_OFFICER } }),
        await report({ from: today, to: today }, token),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().detail).toMatch(/^Only HR, technology/);
      }
    },
  );
});

describe('people: the search', () => {
  it('finds by number, name or code, by name, at most the limit', async () => {
    const byNumber = await h.call('searchUsers', {
      token: hr(),
      query: { search: FIELD_OFFICER },
    });
    expect(byNumber.statusCode).toBe(200);
    const [officer] = byNumber.json().users;
    expect(officer).toMatchObject({ username: FIELD_OFFICER, working: true });

    const byName = (
      await h.call('searchUsers', { token: hr(), query: { search: officer.name.slice(0, 4) } })
    ).json().users as { username: string; name: string }[];
    expect(byName.map((u) => u.username)).toContain(FIELD_OFFICER);
    expect(byName.length).toBeLessThanOrEqual(table.peopleLimit);
    // By name as the database compares it (ASCII case folded), then by number.
    const names = byName.map((u) => u.name.toLowerCase());
    expect(names).toEqual([...names].sort());

    const byCode = await h.call('searchUsers', {
      token: hr(),
      query: { search: officer.employee_code, limit: 1 },
    });
    expect(byCode.json().users).toEqual([officer]);
  });

  it('takes % and _ as themselves, and refuses a search under 2 characters', async () => {
    const wild = await h.call('searchUsers', { token: hr(), query: { search: '%%' } });
    expect(wild.json().users).toEqual([]);
    const short = await h.call('searchUsers', { token: hr(), query: { search: '9' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBeTruthy();
  });
});

describe('people: the details', () => {
  it('gives every role held, the groups, the card id and the last sign-in', async () => {
    const res = await h.call('getUserDetails', {
      token: hr(),
      query: { username: FIELD_OFFICER },
    });
    expect(res.statusCode).toBe(200);
    const details = res.json();
    expect(details.roles).toContain('Field sales officer');
    expect(details.groups.map((g: { name: string }) => g.name)).toContain('Field sales');
    expect(details.user_id).toBeGreaterThan(0);
    expect(details.working).toBe(true);
    const user = h.db
      .prepare('SELECT id, email FROM users WHERE username = ?')
      .get(FIELD_OFFICER) as { id: number; email: string };
    expect(details).toMatchObject({ user_id: user.id, email: user.email });
    const last = h.db
      .prepare('SELECT max(signed_in_at) AS at FROM attendance WHERE user_id = ?')
      .get(user.id) as { at: string | null };
    expect(details.last_signed_in_at).toBe(last.at);
  });

  it('answers 404 for a number that is not staff', async () => {
    const res = await h.call('getUserDetails', { token: hr(), query: { username: '9999999999' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('the attendance report', () => {
  it('agrees with each person’s own attendance over the same days', async () => {
    const today = indiaDay();
    const from = addDaysToDay(today, -(table.historyDays - 1));
    const res = await report({ from, to: today });
    expect(res.statusCode).toBe(200);
    const summary = res.json();
    expect(summary).toMatchObject({ template: 'attendance_summary', from, to: today });
    const row = (summary.rows as (Row & { username: string })[]).find(
      (r) => r.username === FIELD_OFFICER,
    )!;
    const history = (
      await h.call('getAttendanceMarked', { token: hr(), query: { username: FIELD_OFFICER } })
    ).json();
    expect(row.present).toBe(history.present);
    expect(row.absent).toBe(history.absent);
    expect(row.working_days).toBe(history.days.length);
    const late = (history.days as { signed_in_at: string | null }[]).filter(
      (d) =>
        d.signed_in_at &&
        new Intl.DateTimeFormat('en-GB', {
          timeZone: 'Asia/Kolkata',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).format(new Date(d.signed_in_at)) > table.lateAfter,
    );
    expect(row.late).toBe(late.length);
    const closed = (history.days as { hours: number | null }[]).filter((d) => d.hours !== null);
    const mean = closed.reduce((sum, d) => sum + (d.hours ?? 0), 0) / closed.length;
    expect(row.average_hours).toBeCloseTo(mean, 1);
  });

  it('lists only one group’s working members when asked', async () => {
    const today = indiaDay();
    const group = h.db.prepare("SELECT id FROM user_groups WHERE name = 'Collections'").get() as {
      id: number;
    };
    const rows = (await report({ from: today, to: today, group_id: group.id })).json()
      .rows as Row[];
    const members = h.db
      .prepare(
        `SELECT u.username FROM user_group_members m JOIN users u ON u.id = m.user_id
         JOIN staff_profiles s ON s.user_id = u.id
         WHERE m.group_id = ? AND s.current_status = 1 AND s.date_of_joining <= ?`,
      )
      .all(group.id, today) as { username: string }[];
    expect(rows.map((r) => r.username).sort()).toEqual(members.map((m) => m.username).sort());
  });

  it.each([
    ['ends before it starts', -1, -2, 'The report cannot end before it starts.'],
    ['goes past today', 0, 1, 'The report cannot go past today'],
    ['is too long', -table.reportMaxDays, 0, `at most ${table.reportMaxDays} days`],
  ])('refuses a range that %s, with the reason', async (_what, back, ahead, reason) => {
    const today = indiaDay();
    const res = await report({ from: addDaysToDay(today, back), to: addDaysToDay(today, ahead) });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(reason);
  });

  it('refuses a template it does not know', async () => {
    const res = await report({ template: 'payroll', from: '2026-01-01', to: '2026-01-01' });
    expect(res.statusCode).toBe(400);
  });
});
