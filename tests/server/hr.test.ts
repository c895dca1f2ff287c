// HR's calls on the reference server: who may (openapi/rules/hr.json), bad input, a new employee
// listed under their group, a new group, and a person's 60 days of attendance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleFlag } from '../../server/domain.ts';
import { indiaDay } from '../../server/time.ts';
import { type Harness, startServer } from './harness.ts';

const h = {} as Harness;
beforeAll(async () => {
  Object.assign(h, await startServer());
}, 120_000);
afterAll(() => h.close());

const FIELD_OFFICER = '9000000019';
const READERS: RoleFlag[] = [
  'is_human_resources',
  'is_technology',
  'is_referral_manager',
  'is_recovery_manager',
  'is_credit_manager',
  'is_disbursal_manager',
  'is_read_only',
];
const OTHERS: RoleFlag[] = ['is_field_sales_officer', 'is_credit_underwriter', 'is_lender'];

type Employee = {
  username: string;
  name: string;
  role: string;
  groups: { id: number; name: string }[];
  availability: string;
};
type Group = { id: number; name: string; members: number };

const groups = async (): Promise<Group[]> =>
  (await h.call('listUserGroups', { token: h.tokenOf('is_human_resources') })).json().groups;

const newEmployee = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Verma',
  username: '9555000101',
  role: 'is_field_sales_officer',
  group_ids: [],
  date_of_joining: indiaDay(),
  ...overrides,
});

describe('HR: who may', () => {
  it.each(READERS)('%s lists the team, the groups and a person’s attendance', async (flag) => {
    const token = h.tokenOf(flag);
    expect((await h.call('listEmployeeAvailability', { token })).statusCode).toBe(200);
    expect((await h.call('listUserGroups', { token })).statusCode).toBe(200);
    const history = await h.call('getAttendanceMarked', {
      token,
      query: { username: FIELD_OFFICER },
    });
    expect(history.statusCode).toBe(200);
  });

  it.each(OTHERS)('%s is refused with 403 and a clear reason', async (flag) => {
    const token = h.tokenOf(flag);
    for (const res of [
      await h.call('listEmployeeAvailability', { token }),
      await h.call('listUserGroups', { token }),
      await h.call('getAttendanceMarked', { token, query: { username: FIELD_OFFICER } }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toMatch(/^Only HR, technology/);
    }
  });

  it.each(['is_referral_manager', 'is_credit_manager', 'is_field_sales_officer'] as RoleFlag[])(
    '%s may not add employees or groups',
    async (flag) => {
      const token = h.tokenOf(flag);
      const add = await h.call('addNewEmployee', { token, body: newEmployee() });
      const group = await h.call('addUserGroup', { token, body: { name: 'Not allowed' } });
      expect([add.statusCode, group.statusCode]).toEqual([403, 403]);
      expect(add.json().detail).toBe(
        'Only HR, technology and the super admin may add employees and groups.',
      );
    },
  );
});

describe('HR: the team', () => {
  it('lists everyone by name with role, groups and today’s availability', async () => {
    const res = await h.call('listEmployeeAvailability', {
      token: h.tokenOf('is_human_resources'),
    });
    const { day, employees } = res.json() as { day: string; employees: Employee[] };
    expect(day).toBe(indiaDay());
    const names = employees.map((e) => e.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const officer = employees.find((e) => e.username === FIELD_OFFICER)!;
    expect(officer.role).toBe('Field sales officer');
    expect(officer.groups.map((g) => g.name)).toEqual(['Field sales']);
    expect(officer.availability).toBe('available');
  });

  it('filters by group and by a search over names, numbers and codes', async () => {
    const token = h.tokenOf('is_human_resources');
    const field = (await groups()).find((g) => g.name === 'Field sales')!;
    const inGroup = (
      await h.call('listEmployeeAvailability', { token, query: { group_id: field.id } })
    ).json().employees as Employee[];
    expect(inGroup).toHaveLength(field.members);
    expect(inGroup.every((e) => e.groups.some((g) => g.id === field.id))).toBe(true);
    const found = (
      await h.call('listEmployeeAvailability', { token, query: { search: FIELD_OFFICER } })
    ).json().employees as Employee[];
    expect(found.map((e) => e.username)).toEqual([FIELD_OFFICER]);
    const none = (
      await h.call('listEmployeeAvailability', { token, query: { search: '%_' } })
    ).json().employees;
    expect(none).toEqual([]);
  });
});

describe('HR: adding', () => {
  it('adds an employee to a group, listed under it, and refuses the same number again', async () => {
    const token = h.tokenOf('is_human_resources');
    const group = (await groups()).find((g) => g.name === 'Collections')!;
    const res = await h.call('addNewEmployee', {
      token,
      body: newEmployee({ group_ids: [group.id], role: 'is_recovery_agent' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: '9555000101',
      name: 'Asha Verma',
      role: 'Recovery agent',
      groups: [{ id: group.id, name: 'Collections' }],
      availability: 'not_marked',
    });
    const listed = (
      await h.call('listEmployeeAvailability', { token, query: { group_id: group.id } })
    ).json().employees as Employee[];
    expect(listed.map((e) => e.username)).toContain('9555000101');
    const again = await h.call('addNewEmployee', { token, body: newEmployee() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('A user with the mobile number 9555000101 already exists.');
  });

  it.each([
    [{ username: '95550001' }, /username/],
    [{ name: '   ' }, /^Please enter the name\.$/],
    [{ date_of_joining: '2026-02-30' }, /date/],
    [{ date_of_joining: '2999-01-01' }, /at most 90 days ahead/],
    [{ group_ids: [99999] }, /^No user group has the id 99999\.$/],
    [{ role: 'is_kosh_superadmin' }, /role/],
  ])('refuses %o with 400 and a clear error', async (overrides, error) => {
    const res = await h.call('addNewEmployee', {
      token: h.tokenOf('is_human_resources'),
      body: newEmployee({ username: '9555000199', ...overrides }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(error);
  });

  it('adds a group once, whatever the case of its name', async () => {
    const token = h.tokenOf('is_human_resources');
    const res = await h.call('addUserGroup', { token, body: { name: '  Night  shift ' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Night shift', members: 0 });
    expect((await groups()).map((g) => g.name)).toContain('Night shift');
    const again = await h.call('addUserGroup', { token, body: { name: 'NIGHT SHIFT' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('A group named Night shift already exists.');
    const blank = await h.call('addUserGroup', { token, body: { name: '   ' } });
    expect([blank.statusCode, blank.json().error]).toEqual([400, 'Please enter the group name.']);
  });
});

describe('HR: a person’s attendance', () => {
  it('gives every day of the last 60, newest first, with hours and the summary', async () => {
    const res = await h.call('getAttendanceMarked', {
      token: h.tokenOf('is_human_resources'),
      query: { username: FIELD_OFFICER },
    });
    const body = res.json();
    expect(body.employee.username).toBe(FIELD_OFFICER);
    expect(body.to).toBe(indiaDay());
    expect(body.days[0].day).toBe(indiaDay());
    const days = body.days as { day: string; signed_in_at: string | null; hours: number | null }[];
    expect(days.length).toBeLessThanOrEqual(60);
    const marked = days.filter((d) => d.signed_in_at !== null).length;
    expect(body.present).toBe(marked);
    expect(body.absent).toBe(days.length - marked - (days[0]!.signed_in_at ? 0 : 1));
    expect(marked).toBeGreaterThan(20);
    const withHours = days.find((d) => d.hours !== null)!;
    expect(withHours.hours).toBeGreaterThan(7);
  });

  it('answers 404 for a number that is not staff', async () => {
    const res = await h.call('getAttendanceMarked', {
      token: h.tokenOf('is_human_resources'),
      query: { username: '9555999999' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('No staff member has the mobile number 9555999999.');
  });
});
