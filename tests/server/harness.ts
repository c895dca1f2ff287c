// A seeded server per test file, with tokens for the demo users.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildServer, type Server } from '../../server/app.ts';
import { issueLogin } from '../../server/auth/tokens.ts';
import type { ConfigOverrides } from '../../server/config.ts';
import type { RoleFlag } from '../../server/domain.ts';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { findUserByUsername } from '../../server/staff.ts';
import { operation, urlOf } from './contract.ts';

export type Harness = Server & {
  /** A fresh access token for a demo login, as if it had signed in. */
  tokenOf: (who: RoleFlag | null | { username: string }) => string;
  call: (
    operationId: string,
    options?: {
      token?: string | null;
      params?: Record<string, string | number>;
      query?: Record<string, string | number | string[]>;
      /** A JSON value, or the raw bytes of another body (give its content-type in headers). */
      body?: unknown;
      headers?: Record<string, string>;
    },
  ) => Promise<LightMyRequestResponse>;
};

/**
 * A private copy of the run's seeded database (tests/setup/seededDatabase.ts), removed when the
 * server closes; null when the file seeds (or skips seeding) its own way.
 */
function seededCopy(overrides: ConfigOverrides): { path: string; remove: () => void } | null {
  const image = inject('seededDatabase');
  if (!image || overrides.DATABASE !== undefined || overrides.SEED !== undefined) return null;
  const dir = mkdtempSync(join(tmpdir(), 'kosh-test-'));
  const path = join(dir, 'kosh.sqlite');
  copyFileSync(image, path);
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function startServer(overrides: ConfigOverrides = {}): Promise<Harness> {
  const copy = seededCopy(overrides);
  const built = await buildServer({
    DATABASE: copy?.path ?? ':memory:',
    MODE: 'test',
    ...overrides,
  });
  const server: Server = {
    ...built,
    close: async () => {
      await built.close();
      copy?.remove();
    },
  };
  const tokenOf: Harness['tokenOf'] = (who) => {
    const username =
      who !== null && typeof who === 'object' ? who.username : demoUser(who).username;
    const user = findUserByUsername(server.db, username);
    if (!user) throw new Error(`no user ${username}`);
    return issueLogin(server.db, server.config, user.id).access;
  };
  const call: Harness['call'] = (operationId, options = {}) => {
    const op = operation(operationId);
    const token = options.token === undefined ? tokenOf('is_kosh_superadmin') : options.token;
    return server.app.inject({
      method: op.method as 'GET',
      url: urlOf(operationId, options.params),
      query: options.query as Record<string, string | string[]> | undefined,
      headers: { ...options.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  };
  return { ...server, tokenOf, call };
}
