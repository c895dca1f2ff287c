// Sign-in throttles and enumeration: OTP requests per phone, password failures per account and
// per address, and the same answer in the same time for accounts that do not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrottle } from '../../server/auth/throttle.ts';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { type Harness, startServer } from './harness.ts';

const CAPTCHA = 'dev-captcha-ok';
const PASSWORD = 'Kosh@2026';
let h: Harness;
beforeAll(async () => {
  h = await startServer({
    OTP_REQUESTS_PER_PHONE: 3,
    PASSWORD_FAILURES_PER_ACCOUNT: 5,
    PASSWORD_FAILURES_PER_ADDRESS: 8,
  });
});
afterAll(() => h.close());

const requestOtp = (phone: string) =>
  h.call('requestOtp', { token: null, body: { phone, otpMode: 'SMS', token: CAPTCHA } });
const login = (username: string, password: string) =>
  h.call('loginWithPassword', { token: null, body: { username, password, token: CAPTCHA } });

describe('OTP requests', () => {
  it('are limited per phone, with Retry-After, and other phones are not affected', async () => {
    const phone = demoUser('is_job_manager').username;
    for (let i = 0; i < 3; i++) expect((await requestOtp(phone)).statusCode).toBe(200);
    const refused = await requestOtp(phone);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/Too many attempts/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await requestOtp(demoUser('is_technology').username)).statusCode).toBe(200);
  });
});

describe('password sign-in', () => {
  it('stops trying an account after 5 failures, even with the right password', async () => {
    const username = demoUser('is_finance_manager').username;
    for (let i = 0; i < 5; i++)
      expect((await login(username, 'wrong-password')).statusCode).toBe(401);
    const right = await login(username, PASSWORD);
    expect(right.statusCode).toBe(429);
  });

  it('stops an address after 8 failures across accounts', async () => {
    const names = ['is_b2b', 'is_founder_officer', 'is_reminder_audit'] as const;
    let last = 0;
    for (let i = 0; i < 9; i++) {
      last = (await login(demoUser(names[i % 3]!).username, `wrong-${i}`)).statusCode;
    }
    expect(last).toBe(429);
  });

  it('answers an unknown account as a known one, in about the same time', async () => {
    const fresh = await startServer();
    try {
      const time = async (username: string) => {
        const started = performance.now();
        const res = await fresh.call('loginWithPassword', {
          token: null,
          body: { username, password: 'wrong-password', token: CAPTCHA },
        });
        return { ms: performance.now() - started, status: res.statusCode, body: res.json() };
      };
      const known = [];
      const unknown = [];
      for (let i = 0; i < 4; i++) {
        known.push(await time(demoUser('is_credit_manager').username));
        unknown.push(await time('6999999999'));
      }
      expect(unknown[0]!.status).toBe(known[0]!.status);
      expect(unknown[0]!.body).toEqual(known[0]!.body);
      const median = (xs: { ms: number }[]) => xs.map((x) => x.ms).sort((a, b) => a - b)[2]!;
      // Both run one scrypt: an unknown account is no longer ten times faster.
      expect(median(unknown)).toBeGreaterThan(median(known) / 3);
    } finally {
      await fresh.close();
    }
    // A fresh server (seeded) and eight scrypt hashes: well over 10 s on a busy 2-core machine.
  }, 60_000);
});

describe('throttle', () => {
  it('forgets tries once they leave the window', () => {
    let now = 0;
    const throttle = createThrottle({ limit: 2, windowMs: 1000, now: () => now });
    throttle.hit('k');
    throttle.hit('k');
    expect(() => throttle.hit('k')).toThrow(/Too many attempts/);
    now = 1001;
    expect(() => throttle.hit('k')).not.toThrow();
  });
});
