import createClient from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import { PermissionDeniedError } from '../../src/api/errors.ts';
import { createReadOnlyGuard } from '../../src/api/middleware/readOnlyGuard.ts';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { createFakeFetch, json, setup, validToken } from './apiTestKit.ts';

const READ_ONLY = roleFlagsOf('is_read_only');
const NO_PERMISSION = 'You do not have permission to perform this action';

function readOnlySetup(isAuthPage = false) {
  const t = setup(() => json({ message: 'ok' }), {
    roleFlags: vi.fn(() => READ_ONLY),
    isAuthPage: vi.fn(() => isAuthPage),
  });
  t.tokens.setSession({ access: validToken(), refresh: 'refresh-1' });
  return t;
}

describe('read-only guard', () => {
  it('refuses a write before the network, with the spec alert and "Permission denied"', async () => {
    const t = readOnlySetup();
    const error = await t.clients.main
      .POST('/leads/assign', { body: { username: '9876543210' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermissionDeniedError);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Permission denied');
    expect(t.deps.alert).toHaveBeenCalledWith(NO_PERMISSION, { kind: 'error' });
    expect(t.fetch).not.toHaveBeenCalled();
  });

  it('refuses writes on the plain clients too', async () => {
    const t = readOnlySetup();
    await expect(
      t.clients.mainPlain.POST('/escalations', {
        body: { manager_username: '9000000001', customer_username: '9876543210' },
      }),
    ).rejects.toThrow('Permission denied');
    expect(t.fetch).not.toHaveBeenCalled();
  });

  it.each(['PUT', 'PATCH', 'DELETE', 'POST'] as const)('refuses %s', async (method) => {
    const alert = vi.fn();
    const { fetch } = createFakeFetch(() => json({}));
    const client = createClient<Record<string, never>>({ baseUrl: 'http://app.test', fetch });
    client.use(createReadOnlyGuard({ roleFlags: () => READ_ONLY, isAuthPage: () => false, alert }));
    await expect(client.request(method.toLowerCase() as never, '/thing' as never)).rejects.toThrow(
      'Permission denied',
    );
    expect(alert).toHaveBeenCalledWith(NO_PERMISSION, { kind: 'error' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a read that creates something (a payment link) before the network', async () => {
    const t = readOnlySetup();
    await expect(
      t.clients.main.GET('/payment-link', {
        params: { query: { loan_id: 1, username: '9876543210', amount: 500 } },
      }),
    ).rejects.toThrow('Permission denied');
    expect(t.deps.alert).toHaveBeenCalledWith(NO_PERMISSION, { kind: 'error' });
    expect(t.calls).toHaveLength(0);
  });

  it('allows reads', async () => {
    const t = readOnlySetup();
    const result = await t.clients.main.GET('/managers');
    expect(result.response.status).toBe(200);
    expect(t.deps.alert).not.toHaveBeenCalled();
  });

  it('allows a read the contract makes as POST (the chat channel list)', async () => {
    const t = readOnlySetup();
    const result = await t.clients.chat.POST('/channels/list', {
      body: { start: 0, entries: 8, filter: 'all' },
    });
    expect(result.response.status).toBe(200);
    expect(t.deps.alert).not.toHaveBeenCalled();
  });

  it('is skipped on auth pages', async () => {
    const t = readOnlySetup(true);
    const result = await t.clients.main.POST('/leads/assign', { body: { username: '9876543210' } });
    expect(result.response.status).toBe(200);
    expect(t.deps.alert).not.toHaveBeenCalled();
  });

  it('refuses a read-only lender too: the domain rule says who is read-only', async () => {
    const t = setup(() => json({ message: 'ok' }), {
      roleFlags: () => roleFlagsOf('is_lender_read_only'),
    });
    t.tokens.setSession({ access: validToken(), refresh: 'refresh-1' });
    await expect(
      t.clients.main.POST('/leads/assign', { body: { username: '9876543210' } }),
    ).rejects.toThrow('Permission denied');
    expect(t.calls).toHaveLength(0);
  });

  it('does nothing for users who are not read-only', async () => {
    const t = setup(() => json({ message: 'ok' }));
    t.tokens.setSession({ access: validToken(), refresh: 'refresh-1' });
    const result = await t.clients.main.POST('/leads/assign', { body: { username: '9876543210' } });
    expect(result.response.status).toBe(200);
  });

  it('lets session-setup writes through (chat login)', async () => {
    const t = readOnlySetup();
    const result = await t.clients.chat.POST('/auth/login', {
      body: { username: '9876543210', password_type: 'bchat' },
    });
    expect(result.response.status).toBe(200);
    expect(t.deps.alert).not.toHaveBeenCalled();
  });
});
