import type { APIRequestContext } from '@playwright/test';

/** A second session of a demo user straight through the API (password sign-in, dev captcha). */
export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/auth/business/login', {
    data: { username, password: 'Kosh@2026', token: 'dev-captcha-ok' },
  });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  return (await res.json()).access as string;
}
