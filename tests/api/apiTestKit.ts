import { vi } from 'vitest';
import { type ApiClientDeps, createApiClients } from '../../src/api/clients.ts';
import { NO_ROLE_FLAGS } from '../../src/domain/access/roles.ts';
import { createPageAbort } from '../../src/platform/abort.ts';
import { createMemoryStorage } from '../../src/platform/storage/memoryStorage.ts';
import { createTokenStore } from '../../src/platform/storage/tokenStore.ts';

export const NOW = 1_700_000_000;

/** An unsigned JWT: the client only reads claims. */
export function makeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export const validToken = (label = 'valid') => makeJwt({ exp: NOW + 600, jti: label });
export const expiredToken = (label = 'expired') => makeJwt({ exp: NOW - 1, jti: label });

export type RecordedCall = {
  method: string;
  url: string;
  path: string;
  authorization: string | null;
  body: string;
};

export type Route = (call: RecordedCall, request: Request) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that records every request and answers from `route`; it honours abort like a real one. */
export function createFakeFetch(route: Route) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn(async (request: Request): Promise<Response> => {
    if (request.signal.aborted) throw request.signal.reason;
    const url = new URL(request.url);
    const call: RecordedCall = {
      method: request.method,
      url: request.url,
      path: url.pathname,
      authorization: request.headers.get('Authorization'),
      body: await request.text(),
    };
    calls.push(call);
    const answer = Promise.resolve(route(call, request));
    return new Promise<Response>((resolve, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
      answer.then(resolve, reject);
    });
  });
  return { fetch, calls };
}

export const REFRESH_PATH = '/api/auth/token/refresh';

export function setup(route: Route, overrides: Partial<ApiClientDeps> = {}) {
  const local = createMemoryStorage();
  const session = createMemoryStorage();
  const now = overrides.nowSeconds ?? (() => NOW);
  const tokens = createTokenStore({ local, session, nowSeconds: now });
  const pageTarget = new EventTarget();
  const page = createPageAbort(pageTarget);
  const { fetch, calls } = createFakeFetch(route);
  const deps = {
    config: {
      mainApiUrl: 'http://app.test/api/v1',
      authApiUrl: 'http://app.test/api/auth',
      chatApiUrl: 'http://app.test/api/chat',
    },
    tokens,
    onSignedOut: vi.fn(),
    reload: vi.fn(),
    roleFlags: vi.fn(() => NO_ROLE_FLAGS),
    isAuthPage: vi.fn(() => false),
    alert: vi.fn(),
    warn: vi.fn(),
    fetch,
    linkSignal: page.linkSignal,
    ...overrides,
    nowSeconds: now,
  } satisfies ApiClientDeps;
  const clients = createApiClients(deps);
  const leavePage = () => pageTarget.dispatchEvent(new Event('pagehide'));
  return { clients, deps, tokens, local, session, calls, fetch, page, leavePage };
}

export const callsTo = (calls: RecordedCall[], path: string) =>
  calls.filter((c) => c.path === path);
