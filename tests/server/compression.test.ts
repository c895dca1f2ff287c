// JSON answers leave compressed when the browser accepts it (static assets are pre-compressed).
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startServer } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.close());

describe('JSON compression', () => {
  it('gzips a list page and leaves small answers alone', async () => {
    const headers = {
      authorization: `Bearer ${h.tokenOf('is_kosh_superadmin')}`,
      'accept-encoding': 'gzip',
    };
    const list = await h.app.inject({
      method: 'GET',
      url: '/api/v1/loans/search?entries=100',
      headers,
    });
    expect(list.headers['content-encoding']).toBe('gzip');
    const json = JSON.parse(gunzipSync(list.rawPayload).toString('utf8'));
    expect(json.results).toHaveLength(100);
    expect(list.rawPayload.length).toBeLessThan(JSON.stringify(json).length / 3);

    const health = await h.app.inject({ method: 'GET', url: '/health', headers });
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
