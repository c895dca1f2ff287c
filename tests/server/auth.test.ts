// Sign-in, tokens and password reset, end to end through the HTTP API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../server/auth/jwt.ts';
import { DEMO_PASSWORD, demoUser } from '../../server/seed/demoUsers.ts';
import { type Harness, startServer } from './harness.ts';

const CAPTCHA = 'dev-captcha-ok';
let h: Harness;

beforeAll(async () => {
  h = await startServer();
});
afterAll(async () => {
  await h.close();
});

const requestOtp = (phone: string, token: string | null = CAPTCHA) =>
  h.call('requestOtp', {
    token: null,
    body: { phone, otpMode: 'SMS', ...(token ? { token } : {}) },
  });
const peek = async (phone: string) =>
  (await h.call('peekOtp', { token: null, query: { phone } })).json() as {
    otp: string;
    requestId: string;
  };
const verify = (phone: string, requestId: string, otp: string) =>
  h.call('verifyOtp', { token: null, body: { phone, requestId, otp, source: 'web' } });
const login = (username: string, password = DEMO_PASSWORD, token = CAPTCHA) =>
  h.call('loginWithPassword', { token: null, body: { username, password, token } });

describe('OTP sign-in', () => {
  const phone = demoUser('is_credit_manager').username;

  it('signs in with the OTP sent to a staff phone, once', async () => {
    const sent = await requestOtp(phone);
    expect(sent.statusCode).toBe(200);
    const { otp, requestId } = await peek(phone);
    expect(requestId).toBe(sent.json().requestId);
    expect(otp).toMatch(/^\d{6}$/);

    const signedIn = await verify(phone, requestId, otp);
    expect(signedIn.statusCode).toBe(200);
    const profile = await h.call('getStaffProfile', { token: signedIn.json().access });
    expect(profile.json()).toMatchObject({
      username: phone,
      is_credit_manager: true,
      team_lead: 'credit',
    });

    const again = await verify(phone, requestId, otp);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatch(/already used/);
  });

  it('refuses a wrong OTP, and spends the request after five wrong tries', async () => {
    await requestOtp(phone);
    const { otp, requestId } = await peek(phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await verify(phone, requestId, wrong);
      expect(res.json().error).toBe('Invalid OTP');
    }
    const blocked = await verify(phone, requestId, otp);
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().error).toMatch(/Too many wrong attempts/);
  });

  it('refuses an expired OTP', async () => {
    await requestOtp(phone);
    const { otp, requestId } = await peek(phone);
    h.db.prepare('UPDATE otp_requests SET expires_at = 0 WHERE request_id = ?').run(requestId);
    const res = await verify(phone, requestId, otp);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/expired/);
  });

  it('answers a phone without an account as any other, and its OTP signs nobody in', async () => {
    const unknown = await requestOtp('6000000001');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ requestId: expect.any(String) });
    const otp = (await h.call('peekOtp', { token: null, query: { phone: '6000000001' } })).json()
      .otp;
    const verified = await h.call('verifyOtp', {
      token: null,
      body: { requestId: unknown.json().requestId, otp, phone: '6000000001', source: 'web' },
    });
    expect(verified.statusCode).toBe(400);
    expect(verified.json().error).toBe('Invalid OTP');
  });

  it('sends no OTP without a captcha', async () => {
    const noCaptcha = await requestOtp(phone, null);
    expect(noCaptcha.statusCode).toBe(500);
    expect(noCaptcha.json()).toEqual({ error: 'Invalid Captcha' });
  });
});

describe('password sign-in', () => {
  const username = demoUser('is_disbursal_team').username;

  it('signs in with the demo password and a valid captcha', async () => {
    const res = await login(username);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ access: expect.any(String), refresh: expect.any(String) });
  });

  it('answers a bad captcha with 500 Invalid Captcha, before looking at the password', async () => {
    const res = await login(username, 'wrong', 'forged-captcha');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Invalid Captcha' });
  });

  it('refuses a wrong password', async () => {
    const res = await login(username, 'Wrong@2026');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Invalid username or password');
  });

  it('a login without a staff profile gets 404 Unauthorized User, and 403 on the main API', async () => {
    const res = await login(demoUser(null).username);
    expect(res.statusCode).toBe(200);
    const { access } = res.json();
    const profile = await h.call('getStaffProfile', { token: access });
    expect(profile.statusCode).toBe(404);
    expect(profile.json().detail).toBe('Unauthorized User');
    const loans = await h.call('searchLoans', { token: access });
    expect(loans.statusCode).toBe(403);
  });
});

describe('tokens', () => {
  it('refreshes the access token with the refresh token', async () => {
    const { refresh } = (await login(demoUser('is_technology').username)).json();
    const res = await h.call('refreshToken', { token: null, body: { refresh } });
    expect(res.statusCode).toBe(200);
    const profile = await h.call('getStaffProfile', { token: res.json().access });
    expect(profile.json().is_technology).toBe(true);
  });

  it('does not take an access token as a refresh token', async () => {
    const { access } = (await login(demoUser('is_technology').username)).json();
    const res = await h.call('refreshToken', { token: null, body: { refresh: access } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      detail: 'Given token not valid for any token type',
      code: 'token_not_valid',
    });
  });

  it('answers expired, forged and refresh tokens with 401 token_not_valid', async () => {
    const sub = '1';
    const expired = signJwt(h.config.JWT_SECRET, { sub, typ: 'access' }, -1).token;
    const forged = signJwt('another-secret', { sub, typ: 'access' }, 600).token;
    const refresh = signJwt(h.config.JWT_SECRET, { sub, typ: 'refresh' }, 600).token;
    for (const token of [expired, forged, refresh, 'garbage']) {
      const res = await h.call('getStaffProfile', { token });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        detail: 'Given token not valid for any token type',
        code: 'token_not_valid',
      });
    }
  });

  it('takes the chat token on the chat service only', async () => {
    const token = (
      await h.call('chatLogin', {
        body: { username: demoUser('is_kosh_superadmin').username, password_type: 'bchat' },
      })
    ).json().token;
    expect(
      (await h.call('getChatAuth', { token, query: { password_type: 'bchat' } })).statusCode,
    ).not.toBe(401);
    expect((await h.call('listManagers', { token })).statusCode).toBe(401);
    expect((await h.call('getStaffProfile', { token })).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  const username = demoUser('is_finance_intern').username;

  async function startReset() {
    const res = await h.call('requestPasswordReset', { token: null, body: { username } });
    expect(res.statusCode).toBe(200);
    return peek(username);
  }

  it('refuses a weak password with a 400 detail, and takes a strong one', async () => {
    const { otp, requestId } = await startReset();
    const weak = [
      'alllowercase1!',
      'ALLUPPER1!',
      'NoDigits!!',
      'NoSpecial12',
      'Has space1!',
      'Sh0rt!a',
      `A1!${'a'.repeat(23)}`,
    ];
    for (const new_password of weak) {
      const res = await h.call('submitPasswordReset', {
        token: null,
        body: { requestId, otp, new_password },
      });
      expect(res.statusCode, new_password).toBe(400);
      expect(res.json().detail, new_password).toMatch(/8-25/);
    }
    // Exactly 8 characters with every class is strong enough.
    const ok = await h.call('submitPasswordReset', {
      token: null,
      body: { requestId, otp, new_password: 'short1A!' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('sets a new password, signs out other sessions, and spends the OTP', async () => {
    const before = (await login(username, 'short1A!')).json();
    const { otp, requestId } = await startReset();
    const wrongOtp = await h.call('submitPasswordReset', {
      token: null,
      body: { requestId, otp: otp === '000000' ? '111111' : '000000', new_password: 'Fresh#Pass9' },
    });
    expect(wrongOtp.statusCode).toBe(400);
    expect(wrongOtp.json().detail).toBe('Invalid OTP');

    const done = await h.call('submitPasswordReset', {
      token: null,
      body: { requestId, otp, new_password: 'Fresh#Pass9' },
    });
    expect(done.json()).toEqual({ msg: 'password reset successful.' });
    expect((await login(username, 'short1A!')).statusCode).toBe(401);
    expect((await login(username, 'Fresh#Pass9')).statusCode).toBe(200);
    const staleRefresh = await h.call('refreshToken', {
      token: null,
      body: { refresh: before.refresh },
    });
    expect(staleRefresh.statusCode).toBe(401);
    const reused = await h.call('submitPasswordReset', {
      token: null,
      body: { requestId, otp, new_password: 'Other#Pass9' },
    });
    expect(reused.statusCode).toBe(400);
  });

  it('answers an unknown username like a known one (accounts cannot be probed)', async () => {
    const res = await h.call('requestPasswordReset', { token: null, body: { username: 'nobody' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ requestId: expect.any(String) });
  });
});

describe('public pages', () => {
  it('shows an employee card with the card page as QR text', async () => {
    const user = demoUser('is_field_sales_officer');
    const { id } = h.db.prepare('SELECT id FROM users WHERE username = ?').get(user.username) as {
      id: number;
    };
    const res = await h.call('getEmployeeCard', { token: null, params: { user_id: id } });
    expect(res.json()).toMatchObject({
      username: user.username,
      phone: user.username,
      current_Status: true,
      qr_code: expect.stringMatching(new RegExp(`/lender/kosh/${id}$`)),
      date_of_joining: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('records a referral once, for a valid code and captcha', async () => {
    const body = {
      username: '6888888801',
      name: 'Ravi Kumar',
      location: { latitude: 19.07, longitude: 72.87 },
      referral_code: 'KOSH0003',
      token: CAPTCHA,
    };
    expect((await h.call('submitReferral', { token: null, body })).json()).toEqual({
      msg: 'Referral submitted successfully',
    });
    const again = await h.call('submitReferral', { token: null, body });
    expect(again.json().error).toBe('This number has already been referred');
    const badCaptcha = await h.call('submitReferral', {
      token: null,
      body: { ...body, username: '6888888802', token: 'nope' },
    });
    expect(badCaptcha.json()).toEqual({ error: 'Invalid Captcha' });
    const blankName = await h.call('submitReferral', {
      token: null,
      body: { ...body, username: '6888888803', name: '   ' },
    });
    expect(blankName.json()).toEqual({ error: 'Please provide a valid name' });
    const row = h.db
      .prepare('SELECT referrer_id FROM referrals WHERE username = ?')
      .get('6888888801');
    expect(row).toBeTruthy();
  });
});
