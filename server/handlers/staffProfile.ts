// The signed-in staff profile and the two public pages: employee card and referral sign-up.
import type { operations } from '../../openapi/generated/auth.ts';
import { record } from '../activity.ts';
import { avatar } from '../avatar.ts';
import { businessFields } from '../business/profiles.ts';
import type { Ctx } from '../context.ts';
import { one, run } from '../db/statements.ts';
import { badRequest, HttpError, notFound } from '../errors.ts';
import { originOf } from '../http/origin.ts';
import { userOf } from '../http/security.ts';
import { findStaff, findStaffByReferralCode, isAttending, toStaffProfile } from '../staff.ts';
import { indiaDay, nowIso } from '../time.ts';
import type { Handlers } from './types.ts';

type ProfileOps = 'getStaffProfile' | 'getEmployeeCard' | 'submitReferral';

export function staffProfileHandlers(ctx: Ctx): Handlers<operations, ProfileOps> {
  const { db, config } = ctx;
  return {
    async getStaffProfile(request) {
      const user = userOf(request);
      const staff = findStaff(db, user.id);
      if (!staff) throw notFound('Unauthorized User');
      return {
        ...toStaffProfile(staff, isAttending(db, staff.id, indiaDay())),
        ...businessFields(db, staff.id),
      };
    },

    async getEmployeeCard(request) {
      const staff = findStaff(db, request.params.user_id);
      if (!staff) throw notFound('Employee not found');
      return {
        photo: staff.profile_pic ?? avatar(staff.name, (staff.id * 47) % 360),
        name: staff.name,
        // The text the card's QR code encodes: the card's own public address.
        qr_code: `${originOf(request, config)}/lender/kosh/${staff.id}`,
        cluster: staff.cluster,
        date_of_joining: staff.date_of_joining,
        current_Status: staff.current_status === 1,
        employee_code: staff.employee_code,
        username: staff.username,
        phone: staff.username,
        support_contact: config.SUPPORT_CONTACT,
      };
    },

    async submitReferral(request) {
      const { username, name, location, referral_code, token } = request.body;
      if (!(await ctx.captcha(token, request.ip))) throw badRequest('Invalid Captcha');
      if (name.trim().length === 0) throw badRequest('Please provide a valid name');
      const referrer = findStaffByReferralCode(db, referral_code.trim());
      if (referrer?.current_status !== 1) throw badRequest('Invalid Referral Code');
      if (one(db, 'SELECT 1 FROM customers WHERE username = ?', username)) {
        throw badRequest('This number is already registered');
      }
      if (one(db, 'SELECT 1 FROM referrals WHERE username = ?', username)) {
        throw new HttpError(400, { error: 'This number has already been referred' });
      }
      run(
        db,
        `INSERT INTO referrals (username, name, latitude, longitude, referral_code, referrer_id,
           created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
        username,
        name.trim(),
        location.latitude,
        location.longitude,
        referrer.user_referral_code,
        referrer.id,
        nowIso(),
      );
      record(db, null, 'referral.signup', `referral:${username}`, { referrer: referrer.username });
      return { msg: 'Referral submitted successfully' };
    },
  };
}
