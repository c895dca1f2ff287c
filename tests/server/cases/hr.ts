// Contract cases of HR's calls: the team, user groups, a new employee, a person's attendance and
// details, the person search and the attendance report.
import { addDaysToDay, indiaDay } from '../../../server/time.ts';
import type { Harness } from '../harness.ts';
import type { Case } from './shared.ts';

const FIELD_OFFICER = '9000000019';

export function hrCases(h: Harness): Record<string, Case> {
  const hr = () => h.tokenOf('is_human_resources');
  const firstGroup = () =>
    (h.db.prepare('SELECT id FROM user_groups ORDER BY id LIMIT 1').get() as { id: number }).id;
  return {
    listUserGroups: {
      valid: async () => [await h.call('listUserGroups', { token: hr() }), 200],
      invalid: async () => [
        await h.call('listUserGroups', { token: h.tokenOf('is_field_sales_officer') }),
        403,
      ],
    },
    addUserGroup: {
      valid: async () => [
        await h.call('addUserGroup', { token: hr(), body: { name: 'Contract case group' } }),
        200,
      ],
      invalid: async () => [await h.call('addUserGroup', { token: hr(), body: { name: '' } }), 400],
    },
    addNewEmployee: {
      valid: async () => [
        await h.call('addNewEmployee', {
          token: hr(),
          body: {
            name: 'Contract Case',
            username: '9555000001',
            role: 'is_field_sales_officer',
            group_ids: [firstGroup()],
            date_of_joining: '2026-01-05',
          },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('addNewEmployee', {
          token: hr(),
          body: {
            name: 'Contract Case',
            username: '955500000',
            role: 'is_field_sales_officer',
            group_ids: [],
            date_of_joining: '2026-01-05',
          },
        }),
        400,
      ],
    },
    listEmployeeAvailability: {
      valid: async () => [
        await h.call('listEmployeeAvailability', { token: hr(), query: { search: 'a' } }),
        200,
      ],
      invalid: async () => [
        await h.call('listEmployeeAvailability', { token: hr(), query: { group_id: 0 } }),
        400,
      ],
    },
    getAttendanceMarked: {
      valid: async () => [
        await h.call('getAttendanceMarked', { token: hr(), query: { username: FIELD_OFFICER } }),
        200,
      ],
      invalid: async () => [
        await h.call('getAttendanceMarked', { token: hr(), query: { username: '12' } }),
        400,
      ],
    },
    searchUsers: {
      valid: async () => [
        await h.call('searchUsers', { token: hr(), query: { search: '90' } }),
        200,
      ],
      invalid: async () => [
        await h.call('searchUsers', { token: hr(), query: { search: 'a' } }),
        400,
      ],
    },
    getUserDetails: {
      valid: async () => [
        await h.call('getUserDetails', { token: hr(), query: { username: FIELD_OFFICER } }),
        200,
      ],
      invalid: async () => [
        await h.call('getUserDetails', { token: hr(), query: { username: '12' } }),
        400,
      ],
    },
    getAnalyticsTemplate: {
      valid: async () => {
        const to = indiaDay();
        const from = addDaysToDay(to, -6);
        return [
          await h.call('getAnalyticsTemplate', {
            token: hr(),
            query: { template: 'attendance_summary', from, to },
          }),
          200,
        ];
      },
      invalid: async () => [
        await h.call('getAnalyticsTemplate', {
          token: hr(),
          query: { template: 'payroll', from: '2026-01-01', to: '2026-01-02' },
        }),
        400,
      ],
    },
  };
}
