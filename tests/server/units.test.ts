// Pure parts of the server: configuration, JWTs, password hashing, captcha, password rule.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCaptchaVerifier } from '../../server/auth/captcha.ts';
import { signJwt, verifyJwt } from '../../server/auth/jwt.ts';
import { hashPassword, verifyPassword } from '../../server/auth/password.ts';
import { loadConfig } from '../../server/config.ts';
import { isStrongPassword } from '../../server/domain.ts';

describe('config', () => {
  it('has development defaults', () => {
    const config = loadConfig({}, {});
    expect(config).toMatchObject({
      PORT: 4010,
      HOST: '127.0.0.1',
      MODE: 'development',
      ACCESS_TOKEN_TTL: 900,
      REFRESH_TOKEN_TTL: 7 * 24 * 3600,
      DEV_CAPTCHA_TOKEN: 'dev-captcha-ok',
      STATIC_DIR: null,
      RECAPTCHA_SECRET: undefined,
      SEED: true,
    });
    expect(config.DATABASE).toMatch(/data[/\\]kosh\.sqlite$/);
  });

  it('reads the environment, and overrides win', () => {
    const env = {
      PORT: '0',
      MODE: 'test',
      DATA_DIR: '/srv/kosh',
      DATABASE: 'x.db',
      ACCESS_TOKEN_TTL: '60',
    };
    const config = loadConfig({ ACCESS_TOKEN_TTL: 5 }, env);
    expect(config).toMatchObject({
      PORT: 0,
      MODE: 'test',
      DATABASE: '/srv/kosh/x.db',
      ACCESS_TOKEN_TTL: 5,
    });
    expect(loadConfig({ DATABASE: ':memory:' }, env).DATABASE).toBe(':memory:');
  });

  it('requires a real JWT secret in production and serves dist there', () => {
    expect(() => loadConfig({}, { MODE: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({}, { MODE: 'production', JWT_SECRET: 'short' })).toThrow(/32/);
    const config = loadConfig({}, { MODE: 'production', JWT_SECRET: 'x'.repeat(32) });
    expect(config.STATIC_DIR).toMatch(/dist$/);
    expect(config.SEED).toBe(false);
    expect(
      loadConfig({}, { MODE: 'production', JWT_SECRET: 'x'.repeat(32), SEED: 'true' }).SEED,
    ).toBe(true);
  });

  it('refuses unknown modes and bad numbers', () => {
    expect(() => loadConfig({}, { MODE: 'staging' })).toThrow(/MODE/);
    expect(() => loadConfig({}, { PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('JWT', () => {
  const secret = 'unit-secret';

  it('round-trips claims and refuses expired tokens', () => {
    const { token, claims } = signJwt(secret, { sub: '7', typ: 'access' }, 60, 1000);
    expect(verifyJwt(secret, token, 1059)).toEqual(claims);
    expect(claims).toMatchObject({
      sub: '7',
      typ: 'access',
      iat: 1000,
      exp: 1060,
      jti: expect.any(String),
    });
    expect(verifyJwt(secret, token, 1060)).toBeNull();
  });

  it('refuses another secret, a changed payload and the none algorithm', () => {
    const { token } = signJwt(secret, { sub: '7', typ: 'access' }, 60);
    expect(verifyJwt('other', token)).toBeNull();
    const [header, payload, sig] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    expect(verifyJwt(secret, `${header}.${forged}.${sig}`)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(verifyJwt(secret, `${none}.${payload}.`)).toBeNull();
    const hs = createHmac('sha256', secret).update(`${none}.${payload}`).digest('base64url');
    expect(verifyJwt(secret, `${none}.${payload}.${hs}`)).toBeNull();
  });
});

describe('passwords', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const [a, b] = await Promise.all([hashPassword('Kosh@2026'), hashPassword('Kosh@2026')]);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$/);
    expect(await verifyPassword('Kosh@2026', a)).toBe(true);
    expect(await verifyPassword('Kosh@2027', a)).toBe(false);
    expect(await verifyPassword('Kosh@2026', 'plain')).toBe(false);
  });

  it('follows the strength rule', () => {
    for (const ok of ['Kosh@2026', 'aB3$efgh', `aB3$${'x'.repeat(21)}`])
      expect(isStrongPassword(ok), ok).toBe(true);
    for (const bad of [
      'aB3$efg',
      `aB3$${'x'.repeat(22)}`,
      'kosh@2026',
      'KOSH@2026',
      'Kosh@abcd',
      'Kosh2026a',
      'Kosh @2026',
    ]) {
      expect(isStrongPassword(bad), bad).toBe(false);
    }
  });
});

describe('captcha', () => {
  const reply = (success: boolean) =>
    (async () =>
      new Response(JSON.stringify({ success }), { status: 200 })) as unknown as typeof fetch;

  it('takes the dev token outside production only', async () => {
    const base = { DEV_CAPTCHA_TOKEN: 'dev', RECAPTCHA_SECRET: undefined };
    expect(await createCaptchaVerifier({ ...base, MODE: 'development' })('dev')).toBe(true);
    expect(await createCaptchaVerifier({ ...base, MODE: 'test' })('nope')).toBe(false);
    expect(await createCaptchaVerifier({ ...base, MODE: 'production' })('dev')).toBe(false);
    expect(await createCaptchaVerifier({ ...base, MODE: 'development' })(undefined)).toBe(false);
  });

  it('asks reCAPTCHA when a secret is set', async () => {
    const config = {
      MODE: 'production' as const,
      DEV_CAPTCHA_TOKEN: 'dev',
      RECAPTCHA_SECRET: 's3cret',
    };
    let sent: URLSearchParams | undefined;
    const spy = (async (_url: string, init: RequestInit) => {
      sent = init.body as URLSearchParams;
      return new Response(JSON.stringify({ success: true }));
    }) as unknown as typeof fetch;
    expect(await createCaptchaVerifier(config, spy)('token-from-widget', '10.0.0.1')).toBe(true);
    expect(sent?.get('secret')).toBe('s3cret');
    expect(sent?.get('response')).toBe('token-from-widget');
    expect(await createCaptchaVerifier(config, reply(false))('t')).toBe(false);
    const failing = (async () => {
      throw new Error('offline');
    }) as unknown as typeof fetch;
    expect(await createCaptchaVerifier(config, failing)('t')).toBe(false);
  });
});
