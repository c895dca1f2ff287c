// One-time passwords for sign-in and password reset: 6 digits, 5 minutes, single use.
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { one, run } from '../db/statements.ts';
import { nowSeconds } from './jwt.ts';

export const OTP_TTL_SECONDS = 5 * 60;
/** Wrong guesses allowed per request before it is spent. */
export const OTP_MAX_ATTEMPTS = 5;

export type OtpCheck = 'ok' | 'unknown' | 'expired' | 'used' | 'wrong' | 'too_many_attempts';

export const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

type OtpRow = {
  otp: string;
  expires_at: number;
  consumed_at: number | null;
  attempts: number;
};

function sameCode(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function check(row: OtpRow | undefined, otp: string, now: number): OtpCheck {
  if (!row) return 'unknown';
  if (row.consumed_at !== null) return 'used';
  if (row.attempts >= OTP_MAX_ATTEMPTS) return 'too_many_attempts';
  if (row.expires_at <= now) return 'expired';
  return sameCode(row.otp, otp) ? 'ok' : 'wrong';
}

export function createLoginOtp(db: Db, phone: string, mode: 'WA' | 'SMS') {
  const requestId = randomUUID();
  const otp = newOtp();
  const now = nowSeconds();
  run(
    db,
    `INSERT INTO otp_requests (request_id, phone, otp, mode, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    requestId,
    phone,
    otp,
    mode,
    Date.now(),
    now + OTP_TTL_SECONDS,
  );
  return { requestId, otp };
}

/** Checks and, when right, spends a sign-in OTP; a wrong guess counts as an attempt. */
export function consumeLoginOtp(db: Db, requestId: string, phone: string, otp: string): OtpCheck {
  const now = nowSeconds();
  const row = one<OtpRow>(
    db,
    'SELECT otp, expires_at, consumed_at, attempts FROM otp_requests WHERE request_id = ? AND phone = ?',
    requestId,
    phone,
  );
  const result = check(row, otp, now);
  if (result === 'ok') {
    run(db, 'UPDATE otp_requests SET consumed_at = ? WHERE request_id = ?', now, requestId);
  } else if (result === 'wrong') {
    run(db, 'UPDATE otp_requests SET attempts = attempts + 1 WHERE request_id = ?', requestId);
  }
  return result;
}

export function createResetOtp(db: Db, userId: number) {
  const requestId = randomUUID();
  const otp = newOtp();
  const now = nowSeconds();
  run(
    db,
    `INSERT INTO password_resets (request_id, user_id, otp, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?)`,
    requestId,
    userId,
    otp,
    Date.now(),
    now + OTP_TTL_SECONDS,
  );
  return { requestId, otp };
}

/** Checks a reset OTP without spending it; the caller spends it once the password is saved. */
export function checkResetOtp(
  db: Db,
  requestId: string,
  otp: string,
): { result: OtpCheck; userId: number | null } {
  const row = one<OtpRow & { user_id: number }>(
    db,
    `SELECT otp, expires_at, consumed_at, attempts, user_id FROM password_resets
     WHERE request_id = ?`,
    requestId,
  );
  const result = check(row, otp, nowSeconds());
  if (result === 'wrong') {
    run(db, 'UPDATE password_resets SET attempts = attempts + 1 WHERE request_id = ?', requestId);
  }
  return { result, userId: row?.user_id ?? null };
}

export function spendResetOtp(db: Db, requestId: string): void {
  run(
    db,
    'UPDATE password_resets SET consumed_at = ? WHERE request_id = ?',
    nowSeconds(),
    requestId,
  );
}

/** The newest unexpired OTP sent to `phone` (sign-in or reset); for dev and test modes only. */
export function latestOtp(db: Db, phone: string) {
  return one<{ otp: string; requestId: string; phone: string }>(
    db,
    `SELECT otp, requestId, phone FROM (
       SELECT otp, request_id AS requestId, phone, created_at FROM otp_requests
       WHERE phone = ? AND consumed_at IS NULL AND expires_at > ?
       UNION ALL
       SELECT r.otp, r.request_id, u.username, r.created_at FROM password_resets r
       JOIN users u ON u.id = r.user_id
       WHERE u.username = ? AND r.consumed_at IS NULL AND r.expires_at > ?
     ) ORDER BY created_at DESC LIMIT 1`,
    phone,
    nowSeconds(),
    phone,
    nowSeconds(),
  );
}
