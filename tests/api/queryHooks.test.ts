import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.ts';
import { createQueryHooks } from '../../src/api/queryHooks.ts';
import { createQueryClient, shouldRetryQuery } from '../../src/app/queryClient.ts';
import { isAbortError } from '../../src/platform/abort.ts';
import { callsTo, json, setup, validToken } from './apiTestKit.ts';

const ACCESS = '/api/v1/customers/8157415868/access';

/** Query hooks over the app's plain v1 client, with its whole middleware chain. */
function queriesOver(route: Parameters<typeof setup>[0]) {
  const t = setup(route);
  t.tokens.setAccessToken(validToken());
  const hooks = createQueryHooks(t.clients.mainPlain);
  const client = createQueryClient({ retryDelay: 0 });
  const access = hooks.queryOptions('get', '/customers/{username}/access', {
    params: { path: { username: '8157415868' } },
  });
  return { ...t, hooks, client, access };
}

describe('queries over the openapi-fetch clients', () => {
  it('run through the middleware: bearer token, no alert, the data', async () => {
    const t = queriesOver(() => json({ allowed: true }));
    await expect(t.client.fetchQuery(t.access)).resolves.toEqual({ allowed: true });
    expect(callsTo(t.calls, ACCESS)[0]!.authorization).toMatch(/^Bearer /);
    expect(t.deps.alert).not.toHaveBeenCalled();
  });

  it("pass the query's signal: cancelling the query aborts the request, with no failure", async () => {
    const t = queriesOver(() => new Promise<Response>(() => {}));
    const pending = t.client.fetchQuery(t.access).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const request = t.fetch.mock.calls[0]![0] as Request;
    expect(request.signal.aborted).toBe(false);
    await t.client.cancelQueries({ queryKey: t.access.queryKey });
    expect(request.signal.aborted).toBe(true);
    await pending;
    expect(t.client.getQueryState(t.access.queryKey)?.status).toBe('pending');
  });

  it('fail with an ApiError carrying the status and the server words; a 4xx is asked once', async () => {
    const t = queriesOver(() => json({ error: 'Customer not found' }, 404));
    const error = await t.client
      .fetchQuery({ ...t.access, retry: shouldRetryQuery })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Customer not found' });
    expect(callsTo(t.calls, ACCESS)).toHaveLength(1);
  });

  it('retry a 5xx twice before failing', async () => {
    const t = queriesOver(() => json({ error: 'Bad Gateway' }, 502));
    const error = await t.client
      .fetchQuery({ ...t.access, retry: shouldRetryQuery })
      .catch((e) => e);
    expect(error).toMatchObject({ status: 502 });
    expect(callsTo(t.calls, ACCESS)).toHaveLength(3);
  });

  it('a request aborted because the page is left is not retried', async () => {
    const t = queriesOver(() => new Promise<Response>(() => {}));
    const pending = t.client
      .fetchQuery({ ...t.access, retry: shouldRetryQuery })
      .catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 0));
    t.leavePage();
    expect(isAbortError(await pending)).toBe(true);
    expect(callsTo(t.calls, ACCESS)).toHaveLength(1);
  });
});

describe('the retry rule', () => {
  it('asks again only where a retry can help', () => {
    expect(shouldRetryQuery(0, new ApiError(500, {}))).toBe(true);
    expect(shouldRetryQuery(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryQuery(2, new ApiError(503, {}))).toBe(false);
    for (const status of [400, 401, 403, 404, 429]) {
      expect(shouldRetryQuery(0, new ApiError(status, {}))).toBe(false);
    }
    expect(shouldRetryQuery(0, new DOMException('gone', 'AbortError'))).toBe(false);
  });
});
