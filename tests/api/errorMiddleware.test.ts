import { describe, expect, it, vi } from 'vitest';
import { json, setup, validToken } from './apiTestKit.ts';

function signedIn(route: Parameters<typeof setup>[0]) {
  const t = setup(route);
  t.tokens.setSession({ access: validToken(), refresh: 'refresh-1' });
  return t;
}

const ALL_KEYS = { error: 'E', err: 'R', msg: 'M', message: 'S', detail: 'D' };
const priority: [string, Record<string, string>, string][] = [
  ['error first', ALL_KEYS, 'E'],
  ['then err', { err: 'R', msg: 'M', message: 'S', detail: 'D' }, 'R'],
  ['then msg', { msg: 'M', message: 'S', detail: 'D' }, 'M'],
  ['then message', { message: 'S', detail: 'D' }, 'S'],
  ['then detail', { detail: 'D', code: 'x' }, 'D'],
  ['an empty key is skipped', { error: '', detail: 'D' }, 'D'],
];

describe('alert-style client', () => {
  for (const status of [400, 401, 402, 403, 404]) {
    describe(`status ${status}`, () => {
      it.each(priority)('%s', async (_name, body, expected) => {
        // Without a refresh token a 401 is not replayed, so it reaches the alert as is.
        const t = signedIn(() => json(body, status));
        t.tokens.setRefreshToken(null);
        const result = await t.clients.main.GET('/managers');
        expect(result).toMatchObject({ error: body });
        expect(t.deps.alert).toHaveBeenCalledTimes(1);
        expect(t.deps.alert).toHaveBeenCalledWith(expected, { kind: 'error' });
      });

      it('falls back to the whole body', async () => {
        const body = { code: 'weird', fields: ['a'] };
        const t = signedIn(() => json(body, status));
        t.tokens.setRefreshToken(null);
        await t.clients.main.GET('/managers');
        expect(t.deps.alert).toHaveBeenCalledWith(JSON.stringify(body), { kind: 'error' });
      });
    });
  }

  it('shows a text body as it is', async () => {
    const t = signedIn(() => new Response('Loan not found', { status: 404 }));
    await t.clients.main.GET('/managers');
    expect(t.deps.alert).toHaveBeenCalledWith('Loan not found', { kind: 'error' });
  });

  it.each([405, 409, 422, 500, 502, 503])('stays quiet on %i but still fails', async (status) => {
    const t = signedIn(() => json({ error: 'boom' }, status));
    const result = await t.clients.main.GET('/managers');
    expect(result.error).toEqual({ error: 'boom' });
    expect(t.deps.alert).not.toHaveBeenCalled();
  });

  it('alerts "error: …" on a network error and rejects', async () => {
    const t = signedIn(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(t.clients.main.GET('/managers')).rejects.toThrow('Failed to fetch');
    expect(t.deps.alert).toHaveBeenCalledWith('error: Failed to fetch', { kind: 'error' });
  });

  it('is silent when the caller aborts', async () => {
    const t = signedIn(() => new Promise<Response>(() => {}));
    const controller = new AbortController();
    const pending = t.clients.main.GET('/managers', { signal: controller.signal });
    await new Promise((r) => setTimeout(r, 0));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(t.deps.alert).not.toHaveBeenCalled();
  });

  it('is silent when the page is left, and the request is cancelled', async () => {
    const t = signedIn(() => new Promise<Response>(() => {}));
    const pending = t.clients.main.GET('/managers');
    // The request is on the wire (the middleware chain is async; under load it may take a while).
    await vi.waitFor(() => expect(t.calls).toHaveLength(1));
    t.leavePage();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(t.deps.alert).not.toHaveBeenCalled();
  });
});

describe('plain client', () => {
  it('logs "forbidden /Not Authorised" on 403 and shows nothing', async () => {
    const t = signedIn(() => json({ detail: 'no' }, 403));
    const result = await t.clients.mainPlain.GET('/managers');
    expect(result.error).toEqual({ detail: 'no' });
    expect(t.deps.warn).toHaveBeenCalledWith('forbidden /Not Authorised');
    expect(t.deps.alert).not.toHaveBeenCalled();
  });

  it.each([400, 404, 500])('shows and logs nothing on %i', async (status) => {
    const t = signedIn(() => json({ error: 'x' }, status));
    await t.clients.authPlain.GET('/business/profile');
    expect(t.deps.alert).not.toHaveBeenCalled();
    expect(t.deps.warn).not.toHaveBeenCalled();
  });

  it('shows nothing on a network error', async () => {
    const t = signedIn(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(t.clients.chatPlain.GET('/acl/chat-password/get-password')).rejects.toThrow();
    expect(t.deps.alert).not.toHaveBeenCalled();
  });
});
