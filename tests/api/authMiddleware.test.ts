import { describe, expect, it, vi } from 'vitest';
import { AuthRequiredError } from '../../src/api/errors.ts';
import {
  callsTo,
  expiredToken,
  json,
  makeJwt,
  NOW,
  REFRESH_PATH,
  type RecordedCall,
  setup,
  validToken,
} from './apiTestKit.ts';

const MANAGERS = '/api/v1/managers';
const okManagers = () => json({ users: {} });

/** A backend whose refresh endpoint hands out `fresh` and whose other endpoints accept only it. */
function backend(fresh: string, onRefresh?: (call: RecordedCall) => Response) {
  return (call: RecordedCall) => {
    if (call.path === REFRESH_PATH) return onRefresh ? onRefresh(call) : json({ access: fresh });
    if (call.authorization !== `Bearer ${fresh}`) return json({ detail: 'expired' }, 401);
    return okManagers();
  };
}

describe('bearer token', () => {
  it('is added to every signed call', async () => {
    const token = validToken();
    const t = setup(() => okManagers());
    t.tokens.setAccessToken(token);
    const result = await t.clients.main.GET('/managers');
    expect(result.data).toEqual({ users: {} });
    expect(t.calls[0]?.authorization).toBe(`Bearer ${token}`);
  });

  it('is not sent to otp-verify, even when a valid token is stored', async () => {
    const t = setup(() => json({ access: 'a', refresh: 'r' }));
    t.tokens.setAccessToken(validToken());
    await t.clients.auth.POST('/business/otp-verify', {
      body: { requestId: 'req-1', otp: '1234', phone: '9876543210', source: 'web' },
    });
    expect(t.calls).toHaveLength(1);
    expect(t.calls[0]?.authorization).toBeNull();
  });

  it('lets public calls through without any token and without refreshing', async () => {
    const t = setup(() => json({ access: 'a', refresh: 'r' }));
    t.tokens.setAccessToken(expiredToken());
    await t.clients.auth.POST('/business/login', {
      body: { username: '9876543210', password: 'Secret#123', token: 'captcha' },
    });
    expect(t.calls.map((c) => c.path)).toEqual(['/api/auth/business/login']);
    expect(t.calls[0]?.authorization).toBeNull();
  });
});

describe('refreshing an expired token', () => {
  it('makes exactly one refresh for 10 parallel calls, and all 10 succeed with the new token', async () => {
    const fresh = validToken('fresh');
    const t = setup(backend(fresh));
    t.tokens.setSession({ access: expiredToken(), refresh: 'refresh-1' });

    const results = await Promise.all(
      Array.from({ length: 10 }, () => t.clients.main.GET('/managers')),
    );

    const refreshes = callsTo(t.calls, REFRESH_PATH);
    expect(refreshes).toHaveLength(1);
    expect(JSON.parse(refreshes[0]?.body ?? '')).toEqual({ refresh: 'refresh-1' });
    expect(refreshes[0]?.method).toBe('POST');
    const managerCalls = callsTo(t.calls, MANAGERS);
    expect(managerCalls).toHaveLength(10);
    for (const call of managerCalls) expect(call.authorization).toBe(`Bearer ${fresh}`);
    for (const r of results) expect(r.response.status).toBe(200);
    expect(t.tokens.getAccessToken()).toBe(fresh);
    expect(t.deps.alert).not.toHaveBeenCalled();
  });

  it('refreshes when the tab has no access token yet but a refresh token exists', async () => {
    const fresh = validToken('fresh');
    const t = setup(backend(fresh));
    t.tokens.setRefreshToken('refresh-1');
    const result = await t.clients.main.GET('/managers');
    expect(result.response.status).toBe(200);
    expect(callsTo(t.calls, REFRESH_PATH)).toHaveLength(1);
  });

  it('keeps a rotated refresh token when the server sends one', async () => {
    const fresh = validToken('fresh');
    const t = setup(backend(fresh, () => json({ access: fresh, refresh: 'refresh-2' })));
    t.tokens.setSession({ access: expiredToken(), refresh: 'refresh-1' });
    await t.clients.main.GET('/managers');
    expect(t.tokens.getRefreshToken()).toBe('refresh-2');
  });

  it('fails with AuthRequiredError and never calls the network when there is no refresh token', async () => {
    const t = setup(() => okManagers());
    t.tokens.setAccessToken(expiredToken());
    const error = await t.clients.main.GET('/managers').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthRequiredError);
    expect((error as AuthRequiredError).reason).toBe('no-refresh-token');
    expect(t.fetch).not.toHaveBeenCalled();
    expect(t.deps.onSignedOut).not.toHaveBeenCalled();
  });

  it('fails with AuthRequiredError when signed out entirely', async () => {
    const t = setup(() => okManagers());
    await expect(t.clients.chat.GET('/acl/chat-password/get-password')).rejects.toBeInstanceOf(
      AuthRequiredError,
    );
    expect(t.fetch).not.toHaveBeenCalled();
  });

  it('clears stored auth and signs out once when the refresh is refused', async () => {
    const t = setup(
      backend('never', () => json({ detail: 'Token is invalid', code: 'token_not_valid' }, 401)),
    );
    t.tokens.setSession({ access: expiredToken(), refresh: 'refresh-1' });
    t.tokens.setChatToken('chat-1');

    const outcomes = await Promise.allSettled([
      t.clients.main.GET('/managers'),
      t.clients.mainPlain.GET('/managers'),
      t.clients.chat.GET('/acl/chat-password/get-password'),
    ]);

    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const reason = (outcome as PromiseRejectedResult).reason as AuthRequiredError;
      expect(reason).toBeInstanceOf(AuthRequiredError);
      expect(reason.reason).toBe('refresh-failed');
    }
    expect(callsTo(t.calls, REFRESH_PATH)).toHaveLength(1);
    expect(callsTo(t.calls, MANAGERS)).toHaveLength(0);
    expect(t.tokens.getAccessToken()).toBeNull();
    expect(t.tokens.getRefreshToken()).toBeNull();
    expect(t.tokens.getChatToken()).toBeNull();
    expect(t.deps.onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh cannot reach the server, after its retries', async () => {
    const t = setup(
      (call) => {
        if (call.path === REFRESH_PATH) throw new TypeError('Failed to fetch');
        return okManagers();
      },
      { refreshRetryDelaysMs: [1, 1] },
    );
    t.tokens.setSession({ access: expiredToken(), refresh: 'refresh-1' });
    await expect(t.clients.mainPlain.GET('/managers')).rejects.toThrow(
      'The server cannot be reached to renew the session',
    );
    expect(callsTo(t.calls, REFRESH_PATH)).toHaveLength(3);
    expect(t.tokens.getRefreshToken()).toBe('refresh-1');
    expect(t.deps.onSignedOut).not.toHaveBeenCalled();
  });

  it('retries a refresh answered 503 twice, says so while it waits, and carries on', async () => {
    const fresh = validToken('fresh');
    let refreshes = 0;
    const onRefreshRetrying = vi.fn();
    const t = setup(
      (call) => {
        if (call.path !== REFRESH_PATH) return okManagers();
        refreshes += 1;
        return refreshes <= 2 ? json({ detail: 'down' }, 503) : json({ access: fresh });
      },
      { refreshRetryDelaysMs: [1, 1, 1], onRefreshRetrying },
    );
    t.tokens.setSession({ access: expiredToken(), refresh: 'refresh-1' });
    const result = await t.clients.main.GET('/managers');
    expect(result.response.status).toBe(200);
    expect(t.tokens.getAccessToken()).toBe(fresh);
    expect(onRefreshRetrying.mock.calls.map(([retry]) => retry?.attempt ?? null)).toEqual([
      1,
      2,
      null,
    ]);
    expect(t.deps.onSignedOut).not.toHaveBeenCalled();
    expect(t.deps.alert).not.toHaveBeenCalled();
  });

  it.each([400, 401])('signs out only when the refresh endpoint refuses (%i)', async (status) => {
    const t = setup((call) =>
      call.path === REFRESH_PATH ? json({ detail: 'no' }, status) : okManagers(),
    );
    t.tokens.setSession({ access: expiredToken(), refresh: 'refresh-1' });
    await expect(t.clients.mainPlain.GET('/managers')).rejects.toThrow();
    expect(callsTo(t.calls, REFRESH_PATH)).toHaveLength(1);
    expect(t.tokens.getRefreshToken()).toBeNull();
    expect(t.deps.onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('renews a token about to expire before sending it, never in its last second', async () => {
    let clock = NOW;
    const t = setup(
      (call) => (call.path === REFRESH_PATH ? json({ access: validToken('fresh') }) : okManagers()),
      { nowSeconds: () => clock },
    );
    t.tokens.setSession({ access: makeJwt({ iat: NOW, exp: NOW + 900 }), refresh: 'r' });
    clock = NOW + 869;
    await t.clients.main.GET('/managers');
    expect(callsTo(t.calls, REFRESH_PATH)).toHaveLength(0);
    clock = NOW + 871;
    await t.clients.main.GET('/managers');
    expect(callsTo(t.calls, REFRESH_PATH)).toHaveLength(1);
    expect(callsTo(t.calls, MANAGERS)[1]?.authorization).toBe(`Bearer ${validToken('fresh')}`);
  });

  it("judges expiry on the server's clock: a browser 10 minutes slow still renews in time", async () => {
    // The server issued the token at its NOW; this browser's clock reads 10 minutes earlier.
    let clock = NOW - 600;
    const t = setup(
      (call) => (call.path === REFRESH_PATH ? json({ access: validToken('fresh') }) : okManagers()),
      { nowSeconds: () => clock },
    );
    t.tokens.setSession({ access: makeJwt({ iat: NOW, exp: NOW + 900 }), refresh: 'r' });
    clock = NOW - 600 + 871;
    await t.clients.main.GET('/managers');
    expect(callsTo(t.calls, REFRESH_PATH)).toHaveLength(1);
  });

  it('lets one waiting call give up without cancelling the refresh the others wait for', async () => {
    const fresh = validToken('fresh');
    let answerRefresh: (r: Response) => void = () => {};
    const t = setup((call) => {
      if (call.path === REFRESH_PATH) return new Promise<Response>((r) => (answerRefresh = r));
      return okManagers();
    });
    t.tokens.setSession({ access: expiredToken(), refresh: 'refresh-1' });
    const leaving = new AbortController();
    const abandoned = t.clients.main.GET('/managers', { signal: leaving.signal });
    const waiting = t.clients.main.GET('/managers');
    await waitUntil(() => callsTo(t.calls, REFRESH_PATH).length === 1);

    leaving.abort();
    await expect(abandoned).rejects.toMatchObject({ name: 'AbortError' });
    answerRefresh(json({ access: fresh }));
    const result = await waiting;
    expect(result.response.status).toBe(200);
    expect(callsTo(t.calls, MANAGERS)).toHaveLength(1);
    expect(t.deps.alert).not.toHaveBeenCalled();
  });
});

describe('401 on a signed call', () => {
  it('refreshes once and replays the call once, body included', async () => {
    const stale = validToken('stale');
    const fresh = validToken('fresh');
    const t = setup(backend(fresh));
    t.tokens.setSession({ access: stale, refresh: 'refresh-1' });

    const result = await t.clients.main.POST('/leads/assign', { body: { username: '9876543210' } });

    expect(result.response.status).toBe(200);
    expect(t.calls.map((c) => [c.path, c.authorization])).toEqual([
      ['/api/v1/leads/assign', `Bearer ${stale}`],
      [REFRESH_PATH, null],
      ['/api/v1/leads/assign', `Bearer ${fresh}`],
    ]);
    expect(JSON.parse(t.calls[2]?.body ?? '')).toEqual({ username: '9876543210' });
    expect(t.deps.alert).not.toHaveBeenCalled();
  });

  it('does not loop: a second 401 is the answer', async () => {
    const t = setup((call) =>
      call.path === REFRESH_PATH
        ? json({ access: validToken('fresh') })
        : json({ detail: 'Not allowed here' }, 401),
    );
    t.tokens.setSession({ access: validToken('stale'), refresh: 'refresh-1' });
    const result = await t.clients.main.GET('/managers');
    expect(result.response.status).toBe(401);
    expect(result.error).toEqual({ detail: 'Not allowed here' });
    expect(callsTo(t.calls, REFRESH_PATH)).toHaveLength(1);
    expect(callsTo(t.calls, MANAGERS)).toHaveLength(2);
    expect(t.deps.alert).toHaveBeenCalledTimes(1);
    expect(t.deps.alert).toHaveBeenCalledWith('Not allowed here', { kind: 'error' });
  });

  it('shares one refresh among parallel 401s', async () => {
    const fresh = validToken('fresh');
    const t = setup(backend(fresh));
    t.tokens.setSession({ access: validToken('stale'), refresh: 'refresh-1' });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.clients.main.GET('/managers')),
    );
    expect(results.every((r) => r.response.status === 200)).toBe(true);
    expect(callsTo(t.calls, REFRESH_PATH)).toHaveLength(1);
    expect(callsTo(t.calls, MANAGERS)).toHaveLength(10);
  });

  it('does not refresh for a public call that answers 401', async () => {
    const t = setup(() => json({ error: 'Invalid credentials' }, 401));
    t.tokens.setRefreshToken('refresh-1');
    const result = await t.clients.auth.POST('/business/login', {
      body: { username: '9876543210', password: 'Secret#123', token: 'captcha' },
    });
    expect(result.response.status).toBe(401);
    expect(callsTo(t.calls, REFRESH_PATH)).toHaveLength(0);
  });
});

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !condition(); i++) await new Promise((r) => setTimeout(r, 0));
  expect(condition()).toBe(true);
}
