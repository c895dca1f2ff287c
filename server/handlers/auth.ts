// Sign-in (OTP and password), password reset, token refresh and the dev-only OTP peek.

import { randomUUID } from 'node:crypto';
import type { operations } from '../../openapi/generated/auth.ts';
import { record } from '../activity.ts';
import {
  checkResetOtp,
  consumeLoginOtp,
  createLoginOtp,
  createResetOtp,
  latestOtp,
  type OtpCheck,
  spendResetOtp,
} from '../auth/otp.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { createThrottle, tooMany } from '../auth/throttle.ts';
import {
  issueLogin,
  refreshAccess,
  revokeRefreshToken,
  revokeRefreshTokens,
} from '../auth/tokens.ts';
import type { Ctx } from '../context.ts';
import { transaction } from '../db/database.ts';
import { run } from '../db/statements.ts';
import { isStrongPassword } from '../domain.ts';
import { badRequest, HttpError, notFound, TOKEN_NOT_VALID } from '../errors.ts';
import { findUserByUsername } from '../staff.ts';
import type { Handlers } from './types.ts';

type Ops = operations;
type AuthOps =
  | 'requestOtp'
  | 'verifyOtp'
  | 'loginWithPassword'
  | 'requestPasswordReset'
  | 'submitPasswordReset'
  | 'refreshToken'
  | 'logout'
  | 'peekOtp';

// A real scrypt hash of a password nobody has: unknown accounts cost the same work as known ones.
const UNKNOWN_ACCOUNT_HASH = await hashPassword(randomUUID());

const INVALID_CAPTCHA = () => new HttpError(500, { error: 'Invalid Captcha' });

const OTP_MESSAGES: Record<Exclude<OtpCheck, 'ok'>, string> = {
  unknown: 'Invalid OTP request',
  expired: 'OTP expired, please request a new one',
  used: 'OTP already used, please request a new one',
  wrong: 'Invalid OTP',
  too_many_attempts: 'Too many wrong attempts, please request a new OTP',
};

export const PASSWORD_RULE =
  'Password must be 8-25 characters with a digit, a lower-case and an upper-case letter, a special character and no spaces';

export function authHandlers(ctx: Ctx): Handlers<Ops, AuthOps> {
  const { db, config } = ctx;
  const revealOtps = config.MODE !== 'production';
  const WINDOW_MS = 15 * 60_000;
  const otpPerPhone = createThrottle({ limit: config.OTP_REQUESTS_PER_PHONE, windowMs: WINDOW_MS });
  const passwordPerAccount = createThrottle({
    limit: config.PASSWORD_FAILURES_PER_ACCOUNT,
    windowMs: WINDOW_MS,
  });
  const passwordPerAddress = createThrottle({
    limit: config.PASSWORD_FAILURES_PER_ADDRESS,
    windowMs: WINDOW_MS,
  });

  return {
    async requestOtp(request) {
      const { phone, otpMode, token, tokenv2 } = request.body;
      if (!(await ctx.captcha(token ?? tokenv2, request.ip))) throw INVALID_CAPTCHA();
      otpPerPhone.hit(phone);
      // Known or not, the answer is the same: an OTP request id (an unknown phone's OTP is
      // never delivered, and verifying it fails like a wrong OTP), so phones cannot be probed.
      const { requestId, otp } = createLoginOtp(db, phone, otpMode);
      // There is no SMS/WhatsApp gateway here: outside production the OTP goes to the log, at
      // warn so that it shows at the quiet log levels of local runs.
      if (revealOtps)
        request.log.warn({ phone, requestId, otp, otpMode }, 'OTP issued (not sent: no gateway)');
      else request.log.warn({ requestId, otpMode }, 'OTP issued; no delivery gateway configured');
      return { requestId };
    },

    async verifyOtp(request) {
      const { requestId, otp, phone } = request.body;
      const result = consumeLoginOtp(db, requestId, phone, otp);
      if (result !== 'ok') throw badRequest(OTP_MESSAGES[result]);
      const user = findUserByUsername(db, phone);
      if (!user) throw badRequest(OTP_MESSAGES.wrong);
      record(db, user.id, 'login.otp', `user:${user.username}`);
      return issueLogin(db, config, user.id);
    },

    async loginWithPassword(request) {
      const { username, password, token } = request.body;
      if (!(await ctx.captcha(token, request.ip))) throw INVALID_CAPTCHA();
      const wait = passwordPerAccount.blocked(username) ?? passwordPerAddress.blocked(request.ip);
      if (wait !== null) throw tooMany(wait);
      const user = findUserByUsername(db, username);
      // The same scrypt work for an unknown account, so the answer's timing tells nothing.
      const valid = await verifyPassword(password, user?.password_hash ?? UNKNOWN_ACCOUNT_HASH);
      if (!user || !valid) {
        passwordPerAccount.hit(username);
        passwordPerAddress.hit(request.ip);
        throw new HttpError(401, { error: 'Invalid username or password' });
      }
      passwordPerAccount.reset(username);
      record(db, user.id, 'login.password', `user:${user.username}`);
      return issueLogin(db, config, user.id);
    },

    async requestPasswordReset(request) {
      otpPerPhone.hit(request.body.username);
      const user = findUserByUsername(db, request.body.username);
      // An unknown username gets a request id too (nothing is sent), so accounts cannot be probed.
      if (!user) return { requestId: randomUUID() };
      const { requestId, otp } = createResetOtp(db, user.id);
      if (revealOtps)
        request.log.info({ username: user.username, requestId, otp }, 'reset OTP issued');
      return { requestId };
    },

    async submitPasswordReset(request) {
      const { requestId, otp, new_password } = request.body;
      if (!isStrongPassword(new_password)) throw new HttpError(400, { detail: PASSWORD_RULE });
      const { result, userId } = checkResetOtp(db, requestId, otp);
      if (result !== 'ok' || userId === null) {
        throw new HttpError(400, { detail: OTP_MESSAGES[result === 'ok' ? 'unknown' : result] });
      }
      const hash = await hashPassword(new_password);
      transaction(db, () => {
        run(db, 'UPDATE users SET password_hash = ? WHERE id = ?', hash, userId);
        spendResetOtp(db, requestId);
        // A new password signs out every other session.
        revokeRefreshTokens(db, userId);
        record(db, userId, 'password.reset', `user:${userId}`);
      });
      return { msg: 'password reset successful.' };
    },

    async refreshToken(request) {
      const access = refreshAccess(db, config, request.body.refresh);
      if (!access) throw new HttpError(401, TOKEN_NOT_VALID);
      return { access };
    },

    async logout(request) {
      revokeRefreshToken(db, config, request.body.refresh);
      return { msg: 'signed out' };
    },

    async peekOtp(request) {
      // Belt and braces: production documents do not even contain this route.
      if (!revealOtps) throw notFound('Not found.');
      const found = latestOtp(db, request.query.phone);
      if (!found) throw notFound('No OTP has been sent to this phone');
      return found;
    },
  };
}
