import type { Client } from 'openapi-fetch';
import { vi } from 'vitest';
import type { components, paths as MainPaths } from '../../openapi/generated/main.ts';

type Employee = components['schemas']['EmployeeStatus'];

export const TODAY = '2026-11-29';
export const GROUPS = [
  { id: 1, name: 'Field sales', members: 2 },
  { id: 2, name: 'Head office', members: 1 },
];

const person = (overrides: Partial<Employee>): Employee => ({
  username: '9000000019',
  name: 'Asha Rao',
  employee_code: 'KE1019',
  role: 'Field sales officer',
  groups: [GROUPS[0]!].map(({ id, name }) => ({ id, name })),
  cluster: 'Mumbai',
  date_of_joining: '2025-04-01',
  signed_in_at: `${TODAY}T03:45:00.000Z`,
  signed_off_at: null,
  availability: 'available',
  ...overrides,
});

export const TEAM: Employee[] = [
  person({}),
  person({
    username: '9000000003',
    name: 'Kavya Menon',
    employee_code: 'KE1003',
    role: 'Human resources',
    groups: [{ id: 2, name: 'Head office' }],
    signed_in_at: `${TODAY}T03:30:00.000Z`,
    signed_off_at: `${TODAY}T12:30:00.000Z`,
    availability: 'signed_off',
  }),
  person({
    username: '9100000002',
    name: 'Imran Shaikh',
    employee_code: 'KE1040',
    signed_in_at: null,
    availability: 'not_marked',
  }),
];

export const HISTORY = {
  employee: TEAM[0]!,
  from: '2026-11-27',
  to: TODAY,
  present: 2,
  absent: 1,
  days: [
    { day: TODAY, signed_in_at: `${TODAY}T03:45:00.000Z`, signed_off_at: null, hours: null },
    {
      day: '2026-11-28',
      signed_in_at: '2026-11-28T03:40:00.000Z',
      signed_off_at: '2026-11-28T12:40:00.000Z',
      hours: 9,
    },
    { day: '2026-11-27', signed_in_at: null, signed_off_at: null, hours: null },
  ],
};

export const DETAILS = {
  user_id: 19,
  username: '9000000019',
  name: 'Asha Rao',
  email: 'asha.rao@kosh.example',
  employee_code: 'KE1019',
  referral_code: 'ASHA19',
  roles: ['Field sales officer', 'Referral sales'],
  team: 'field_sales' as const,
  cluster: 'Mumbai',
  groups: [{ id: 1, name: 'Field sales' }],
  date_of_joining: '2025-04-01',
  working: true,
  last_signed_in_at: `${TODAY}T03:45:00.000Z`,
};

export const REPORT_ROWS = [
  {
    username: '9000000019',
    name: 'Asha Rao',
    role: 'Field sales officer',
    working_days: 29,
    present: 26,
    absent: 3,
    late: 4,
    average_hours: 8.76,
  },
  {
    username: '9100000002',
    name: 'Imran Shaikh',
    role: 'Field sales officer',
    working_days: 29,
    present: 10,
    absent: 19,
    late: 0,
    average_hours: null,
  },
];

type Init = { params?: { query?: Record<string, unknown> } };

/** A main client answering the HR reads from the samples above (group and search applied). */
export function fakeHrMain(options: { failTeam?: string; failReport?: string } = {}) {
  const ok = (data: unknown) => ({ data, response: new Response(null, { status: 200 }) });
  const GET = vi.fn(async (path: string, init: Init = {}) => {
    const query = init.params?.query ?? {};
    if (path === '/hr_attendance/list-groups') return ok({ groups: GROUPS });
    if (path === '/hr_attendance/attendance-marked') return ok(HISTORY);
    if (path === '/user-details') return ok(DETAILS);
    if (path === '/users') {
      const search = String(query.search).toLowerCase();
      const users = TEAM.filter(
        (e) => e.name.toLowerCase().includes(search) || e.username.includes(search),
      ).map(({ username, name, employee_code, role }) => ({
        username,
        name,
        employee_code,
        role,
        working: true,
      }));
      return ok({ users });
    }
    if (path === '/analytics/template') {
      if (options.failReport)
        return {
          error: { error: options.failReport },
          response: new Response(null, { status: 400 }),
        };
      const rows = query.group_id === 2 ? [] : REPORT_ROWS;
      return ok({
        template: 'attendance_summary',
        from: query.from,
        to: query.to,
        late_after: '10:00',
        rows,
      });
    }
    if (path === '/hr_attendance/employee-availability') {
      if (options.failTeam)
        return {
          error: { error: options.failTeam },
          response: new Response(null, { status: 400 }),
        };
      const search = String(query.search ?? '').toLowerCase();
      const employees = TEAM.filter(
        (e) =>
          (!query.group_id || e.groups.some((g) => g.id === query.group_id)) &&
          (!search || e.name.toLowerCase().includes(search) || e.username.includes(search)),
      );
      return ok({ day: TODAY, employees });
    }
    throw new Error(`unexpected GET ${path}`);
  });
  return { GET } as unknown as Client<MainPaths> & { GET: typeof GET };
}
