// Production mode: the built client with SPA fallback, the CSP on every response, no dev helpers.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type Server } from '../../server/app.ts';

let server: Server;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'kosh-client-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><title>Kosh</title><div id="root"></div>',
  );
  writeFileSync(join(staticDir, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
  writeFileSync(join(staticDir, 'assets', 'app-1a2b3c.js.map'), '{"sources":["secret.ts"]}');
  // What the build's precompress step writes beside a large asset.
  const big = `console.log(${JSON.stringify('kosh '.repeat(2000))});`;
  writeFileSync(join(staticDir, 'assets', 'big-9f8e7d.js'), big);
  writeFileSync(join(staticDir, 'assets', 'big-9f8e7d.js.br'), brotliCompressSync(big));
  writeFileSync(join(staticDir, 'assets', 'big-9f8e7d.js.gz'), gzipSync(big));
  server = await buildServer({
    MODE: 'production',
    DATABASE: ':memory:',
    JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
    STATIC_DIR: staticDir,
    SEED: 'false',
    LOG_LEVEL: 'silent',
  });
});
afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

function expectCsp(csp: string | undefined) {
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  // Only the app itself: no WebSocket host at large.
  expect(csp).toMatch(/connect-src 'self';/);
  expect(csp).not.toMatch(/\bwss?:(?!\/\/)/);
}

describe('compression', () => {
  it('sends the pre-compressed twin the browser accepts, else the file itself', async () => {
    const br = await get('/assets/big-9f8e7d.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(1000);
    const gz = await get('/assets/big-9f8e7d.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/big-9f8e7d.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
    expect(br.headers['cache-control']).toContain('immutable');
  });
});

describe('production mode', () => {
  it('never serves a source map, even one left in the build folder', async () => {
    expect((await get('/assets/app-1a2b3c.js')).statusCode).toBe(200);
    const map = await get('/assets/app-1a2b3c.js.map');
    expect(map.body).not.toContain('secret.ts');
  });

  it('serves index.html at / and for client routes, with the CSP', async () => {
    for (const url of [
      '/',
      '/lender/auth',
      '/lender/admin/search-loan?x=1',
      '/bchat/admin/allchannels',
    ]) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expectCsp(res.headers['content-security-policy'] as string);
    }
  });

  it('serves built assets as immutable files', async () => {
    const res = await get('/assets/app-1a2b3c.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("app")');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths with a JSON 404, not the client', async () => {
    const res = await get('/api/v1/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
    expectCsp(res.headers['content-security-policy'] as string);
  });

  it('has no peekOtp route', async () => {
    const res = await get('/api/auth/dev/otp?phone=9000000001');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it('has no fault injection', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/__test/faults',
      payload: { method: 'GET', path: '/health', status: 503 },
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses the development captcha token', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/business/login',
      payload: { username: '9000000001', password: 'Kosh@2026', token: 'dev-captcha-ok' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Invalid Captcha' });
  });

  it('puts the CSP on API responses and errors too', async () => {
    const res = await get('/api/v1/managers');
    expect(res.statusCode).toBe(401);
    expectCsp(res.headers['content-security-policy'] as string);
    expectCsp((await get('/health')).headers['content-security-policy'] as string);
  });
});
