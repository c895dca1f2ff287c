import type { LoginTokens } from './auth.types.ts';

/** Sample values the auth path specs, tests and stories share. */
export const SAMPLE = {
  validPhone: '9876543210',
  shortPhone: '98765',
  captchaToken: 'dev-captcha-ok',
  requestId: 'req-0001',
  otp: '123456',
  username: '9876543210',
  password: 'Secret#123',
  weakPassword: 'secret',
  strongPassword: 'N3w#Passw0rd',
  otherStrongPassword: 'Diff3rent#Pass',
  tokens: { access: 'access.jwt', refresh: 'refresh.jwt', user_id: 42 } satisfies LoginTokens,
} as const;
