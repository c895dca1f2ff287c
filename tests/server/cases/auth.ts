// Contract cases of the auth service.
import { DEMO_PASSWORD, demoUser } from '../../../server/seed/demoUsers.ts';
import type { Harness } from '../harness.ts';
import { admin, CAPTCHA, type Case, lookups } from './shared.ts';

export function authCases(h: Harness): Record<string, Case> {
  const { otpFor } = lookups(h);
  return {
    requestOtp: {
      valid: async () => [
        await h.call('requestOtp', {
          token: null,
          body: { phone: admin, otpMode: 'WA', token: CAPTCHA },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('requestOtp', { token: null, body: { phone: '12345', otpMode: 'WA' } }),
        400,
      ],
    },
    verifyOtp: {
      valid: async () => {
        const { otp, requestId } = await otpFor(admin);
        return [
          await h.call('verifyOtp', {
            token: null,
            body: { phone: admin, otp, requestId, source: 'web' },
          }),
          200,
        ];
      },
      invalid: async () => [
        await h.call('verifyOtp', {
          token: null,
          body: { phone: admin, otp: '1', requestId: 'x' },
        }),
        400,
      ],
    },
    loginWithPassword: {
      valid: async () => [
        await h.call('loginWithPassword', {
          token: null,
          body: { username: admin, password: DEMO_PASSWORD, token: CAPTCHA },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('loginWithPassword', {
          token: null,
          body: { username: admin, password: 'x' },
        }),
        400,
      ],
    },
    requestPasswordReset: {
      valid: async () => [
        await h.call('requestPasswordReset', {
          token: null,
          body: { username: demoUser('is_job_manager').username },
        }),
        200,
      ],
      invalid: async () => [await h.call('requestPasswordReset', { token: null, body: {} }), 400],
    },
    submitPasswordReset: {
      valid: async () => {
        const username = demoUser('is_job_manager').username;
        await h.call('requestPasswordReset', { token: null, body: { username } });
        const { otp, requestId } = (
          await h.call('peekOtp', { token: null, query: { phone: username } })
        ).json();
        return [
          await h.call('submitPasswordReset', {
            token: null,
            body: { requestId, otp, new_password: 'N3w#Secret' },
          }),
          200,
        ];
      },
      invalid: async () => [
        await h.call('submitPasswordReset', {
          token: null,
          body: { requestId: 'x', otp: '1', new_password: 'weakpassword' },
        }),
        400,
      ],
    },
    refreshToken: {
      valid: async () => {
        const login = await h.call('loginWithPassword', {
          token: null,
          body: { username: admin, password: DEMO_PASSWORD, token: CAPTCHA },
        });
        return [
          await h.call('refreshToken', { token: null, body: { refresh: login.json().refresh } }),
          200,
        ];
      },
      invalid: async () => [
        await h.call('refreshToken', { token: null, body: { refresh: 'not.a.jwt' } }),
        401,
      ],
    },
    logout: {
      valid: async () => {
        const login = await h.call('loginWithPassword', {
          token: null,
          body: { username: admin, password: DEMO_PASSWORD, token: CAPTCHA },
        });
        return [
          await h.call('logout', { token: null, body: { refresh: login.json().refresh } }),
          200,
        ];
      },
      invalid: async () => [await h.call('logout', { token: null, body: {} }), 400],
    },
    getStaffProfile: {
      valid: async () => [await h.call('getStaffProfile'), 200],
      invalid: async () => [await h.call('getStaffProfile', { token: null }), 401],
    },
    getEmployeeCard: {
      valid: async () => [
        await h.call('getEmployeeCard', { token: null, params: { user_id: 1 } }),
        200,
      ],
      invalid: async () => [
        await h.call('getEmployeeCard', { token: null, params: { user_id: 99999 } }),
        404,
      ],
    },
    submitReferral: {
      valid: async () => [
        await h.call('submitReferral', {
          token: null,
          body: {
            username: '6999999901',
            name: 'Asha Devi',
            location: { latitude: 28.6, longitude: 77.2 },
            referral_code: 'KOSH0004',
            token: CAPTCHA,
          },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('submitReferral', {
          token: null,
          body: {
            username: '6999999902',
            name: 'Asha Devi',
            location: { latitude: 28.6, longitude: 77.2 },
            referral_code: 'NOPE',
            token: CAPTCHA,
          },
        }),
        400,
      ],
    },
    peekOtp: {
      valid: async () => {
        await otpFor(admin);
        return [await h.call('peekOtp', { token: null, query: { phone: admin } }), 200];
      },
      invalid: async () => [
        await h.call('peekOtp', { token: null, query: { phone: '6000000000' } }),
        404,
      ],
    },
  };
}
