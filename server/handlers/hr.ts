// HR's calls (issue 21 §1; spec part 2 §7 hr_attendance): the team with today's attendance, the
// user groups, a new employee or group, one person's attendance and details, a person search and
// the team's attendance report. Who may: openapi/rules/hr.json.
import type { operations } from '../../openapi/generated/main.ts';
import { record } from '../activity.ts';
import type { Ctx } from '../context.ts';
import { ensureTeamManage, ensureTeamRead } from '../hr/access.ts';
import { searchPeople, userDetails } from '../hr/people.ts';
import {
  addEmployee,
  addGroup,
  attendanceHistory,
  listEmployees,
  listGroups,
} from '../hr/records.ts';
import { attendanceSummary } from '../hr/report.ts';
import { once } from '../http/idempotency.ts';
import { staffOf } from '../http/security.ts';
import type { Handlers } from './types.ts';

type Ops =
  | 'listUserGroups'
  | 'addUserGroup'
  | 'addNewEmployee'
  | 'listEmployeeAvailability'
  | 'getAttendanceMarked'
  | 'searchUsers'
  | 'getUserDetails'
  | 'getAnalyticsTemplate';

export function hrHandlers(ctx: Ctx): Handlers<operations, Ops> {
  const { db } = ctx;
  return {
    async listUserGroups(request) {
      ensureTeamRead(staffOf(request).roles);
      return listGroups(db);
    },

    async addUserGroup(request) {
      const user = staffOf(request);
      ensureTeamManage(user.roles);
      return once(db, request, user.id, 'addUserGroup', () => {
        const group = addGroup(db, user.id, request.body.name);
        record(db, user.id, 'hr.group.add', `user_group:${group.id}`, { name: group.name });
        return group;
      });
    },

    async addNewEmployee(request) {
      const user = staffOf(request);
      ensureTeamManage(user.roles);
      return once(db, request, user.id, 'addNewEmployee', () => {
        const employee = addEmployee(db, user.id, request.body);
        record(db, user.id, 'hr.employee.add', `user:${employee.username}`, {
          role: request.body.role,
          groups: request.body.group_ids,
        });
        return employee;
      });
    },

    async listEmployeeAvailability(request) {
      ensureTeamRead(staffOf(request).roles);
      return listEmployees(db, request.query.group_id, request.query.search);
    },

    async getAttendanceMarked(request) {
      ensureTeamRead(staffOf(request).roles);
      return attendanceHistory(db, request.query.username);
    },

    async searchUsers(request) {
      ensureTeamRead(staffOf(request).roles);
      return { users: searchPeople(db, request.query.search, request.query.limit) };
    },

    async getUserDetails(request) {
      ensureTeamRead(staffOf(request).roles);
      return userDetails(db, request.query.username);
    },

    async getAnalyticsTemplate(request) {
      ensureTeamRead(staffOf(request).roles);
      const { from, to, group_id } = request.query;
      return attendanceSummary(db, from, to, group_id);
    },
  };
}
