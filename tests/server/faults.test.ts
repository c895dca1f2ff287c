import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startServer } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(async () => {
  await h.close();
});

describe('fault injection (test mode)', () => {
  it('makes the next call of an operation answer the given status, once', async () => {
    const token = h.tokenOf('is_kosh_superadmin');
    const set = await h.app.inject({
      method: 'POST',
      url: '/__test/faults',
      payload: {
        method: 'GET',
        path: '/api/v1/support/overview',
        status: 503,
        body: { error: 'down' },
      },
    });
    expect(set.statusCode).toBe(200);
    const get = () =>
      h.app.inject({
        method: 'GET',
        url: '/api/v1/support/overview',
        headers: { authorization: `Bearer ${token}` },
      });
    const failed = await get();
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ error: 'down' });
    expect((await get()).statusCode).toBe(200);
  });

  it('matches path templates and refuses a fault without a failing status', async () => {
    const bad = await h.app.inject({
      method: 'POST',
      url: '/__test/faults',
      payload: { method: 'POST', path: '/api/v1/soft-calls/{id}/feedback', status: 200 },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('fault paths', () => {
  it('fails only the templated path it names', async () => {
    await h.app.inject({
      method: 'POST',
      url: '/__test/faults',
      payload: { method: 'POST', path: '/api/v1/soft-calls/{id}/feedback', status: 503 },
    });
    const token = h.tokenOf('is_kosh_superadmin');
    const other = await h.app.inject({
      method: 'POST',
      url: '/api/v1/soft-calls/outcome',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(other.statusCode).toBe(400);
    const hit = await h.app.inject({
      method: 'POST',
      url: '/api/v1/soft-calls/77/feedback',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(hit.statusCode).toBe(503);
  });
});
