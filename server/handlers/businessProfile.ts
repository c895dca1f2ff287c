// The chat (business) profile: save, its lists, business admins, and the user's sign-ins.
import type { operations } from '../../openapi/generated/auth.ts';
import { record } from '../activity.ts';
import {
  addBusinessAdmins,
  businessAdmins,
  businessDocTypes,
  businessFields,
  businessProfileProblem,
  businessTypes,
  loginActivity,
  saveBusinessProfile,
  staffByUsernames,
} from '../business/profiles.ts';
import type { Ctx } from '../context.ts';
import { transaction } from '../db/database.ts';
import { isAdmin, isReadOnly } from '../domain.ts';
import { badRequest, forbidden, NO_PERMISSION, notFound } from '../errors.ts';
import { staffOf, userOf } from '../http/security.ts';
import { findStaff, isAttending, toStaffProfile } from '../staff.ts';
import { indiaDay, nowIso } from '../time.ts';
import type { Handlers } from './types.ts';

type Ops =
  | 'saveBusinessProfile'
  | 'listBusinessTypes'
  | 'listBusinessDocTypes'
  | 'addBusinessAdmins'
  | 'listLoginActivity';

export function businessProfileHandlers(ctx: Ctx): Handlers<operations, Ops> {
  const { db } = ctx;
  return {
    async saveBusinessProfile(request) {
      const user = staffOf(request);
      // The auth service is outside the global read-only guard, so the rule is checked here.
      if (isReadOnly(user.roles)) throw forbidden();
      const problem = businessProfileProblem(db, request.body);
      if (problem) throw badRequest(problem);
      transaction(db, () => {
        saveBusinessProfile(db, user.id, request.body, nowIso());
        record(db, user.id, 'business.profile', `user:${user.username}`);
      });
      const staff = findStaff(db, user.id);
      if (!staff) throw notFound('Unauthorized User');
      return {
        ...toStaffProfile(staff, isAttending(db, staff.id, indiaDay())),
        ...businessFields(db, user.id),
      };
    },

    async listBusinessTypes(request) {
      userOf(request);
      return { results: businessTypes(db) };
    },

    async listBusinessDocTypes(request) {
      userOf(request);
      return { results: businessDocTypes(db) };
    },

    async addBusinessAdmins(request) {
      const user = staffOf(request);
      if (!isAdmin(user.roles)) throw forbidden(NO_PERMISSION);
      const usernames = [...new Set(request.body.usernames)];
      const { ids, unknown } = staffByUsernames(db, usernames);
      if (unknown.length > 0) throw badRequest(`No staff member with number ${unknown.join(', ')}`);
      transaction(db, () => {
        addBusinessAdmins(db, ids, user.id, nowIso());
        record(db, user.id, 'business.admins', 'business', { usernames });
      });
      return { msg: 'Business admins added successfully', admins: businessAdmins(db) };
    },

    async listLoginActivity(request) {
      const user = userOf(request);
      return { results: loginActivity(db, user.id, request.query.entries ?? 20) };
    },
  };
}
