// The chat (business) profile operations: fetch and save, the two lists, business admins (super
// admin only) and the user's own sign-ins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { record } from '../../server/activity.ts';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { findUserByUsername } from '../../server/staff.ts';
import { type Harness, startServer } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.close());

const VALID = {
  name: 'Credit Desk',
  business_email: 'credit@kosh.example',
  business_type: 'Partnership',
  doc_group_id: 101,
  business_doc_type: 'GST Certificate',
  address: '4 Park Street, Kolkata',
  city: 'Kolkata',
  state: 'WB',
  pin: '700016',
};

describe('business profile', () => {
  it('the seeded admin has a complete profile; others have none yet', async () => {
    const admin = (await h.call('getStaffProfile')).json();
    expect(admin).toMatchObject({
      business_email: 'admin@kosh.example',
      state: 'KA',
      pin: '560001',
    });
    const token = h.tokenOf('is_credit_manager');
    const other = (await h.call('getStaffProfile', { token })).json();
    expect(other).toMatchObject({ business_email: null, doc_group_id: null, address: null });
  });

  it('saves the profile and reads it back, the name too', async () => {
    const token = h.tokenOf('is_credit_manager');
    const res = await h.call('saveBusinessProfile', { token, body: VALID });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ...VALID,
      username: demoUser('is_credit_manager').username,
    });
    const again = (await h.call('getStaffProfile', { token })).json();
    expect(again).toMatchObject(VALID);
  });

  it.each([
    [{ business_type: 'Trust' }, 'Unknown business type: Trust'],
    [{ doc_group_id: 102 }, 'Unknown business document type: GST Certificate'],
    [{ name: '   ' }, 'Please enter a name'],
    [{ city: ' ' }, 'Please enter a city'],
  ])('refuses %o with the reason', async (change, error) => {
    const token = h.tokenOf('is_technology');
    const res = await h.call('saveBusinessProfile', { token, body: { ...VALID, ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it.each([
    { pin: '12345' },
    { state: 'XX' },
    { business_email: 'not-an-email' },
    { address: 'short' },
    { extra: 1 },
  ])('answers malformed input %o with 400', async (change) => {
    const res = await h.call('saveBusinessProfile', { body: { ...VALID, ...change } });
    expect(res.statusCode).toBe(400);
  });

  it('refuses read-only roles and strangers', async () => {
    const token = h.tokenOf('is_read_only');
    expect((await h.call('saveBusinessProfile', { token, body: VALID })).statusCode).toBe(403);
    expect((await h.call('saveBusinessProfile', { token: null, body: VALID })).statusCode).toBe(
      401,
    );
  });

  it('lists business types and document types', async () => {
    const types = (await h.call('listBusinessTypes')).json().results;
    expect(types.map((t: { name: string }) => t.name)).toContain('Partnership');
    const docs = (await h.call('listBusinessDocTypes')).json().results;
    expect(docs).toContainEqual({ doc_group_id: 101, business_doc_type: 'GST Certificate' });
  });
});

describe('business admins', () => {
  it('the super admin adds staff by number', async () => {
    const who = demoUser('is_recovery_manager').username;
    const res = await h.call('addBusinessAdmins', { body: { usernames: [who, who] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().admins).toContainEqual(expect.objectContaining({ username: who }));
    const token = h.tokenOf('is_recovery_manager');
    expect((await h.call('getStaffProfile', { token })).json().business_admin).toBe(true);
  });

  it('names the numbers that are no staff member', async () => {
    const res = await h.call('addBusinessAdmins', { body: { usernames: ['1234567890'] } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'No staff member with number 1234567890' });
  });

  it('refuses everyone else and malformed numbers', async () => {
    const token = h.tokenOf('is_credit_manager');
    const body = { usernames: [demoUser('is_lender').username] };
    expect((await h.call('addBusinessAdmins', { token, body })).statusCode).toBe(403);
    const bad = await h.call('addBusinessAdmins', { body: { usernames: ['12'] } });
    expect(bad.statusCode).toBe(400);
    expect((await h.call('addBusinessAdmins', { body: { usernames: [] } })).statusCode).toBe(400);
  });
});

describe('login activity', () => {
  it("lists only the user's own sign-ins, newest first", async () => {
    const me = findUserByUsername(h.db, demoUser('is_b2b').username);
    const other = findUserByUsername(h.db, demoUser('is_lender').username);
    if (!me || !other) throw new Error('demo users missing');
    record(h.db, me.id, 'login.otp', `user:${me.username}`);
    record(h.db, me.id, 'business.profile', `user:${me.username}`);
    record(h.db, other.id, 'login.otp', `user:${other.username}`);
    record(h.db, me.id, 'login.password', `user:${me.username}`);
    const token = h.tokenOf('is_b2b');
    const res = await h.call('listLoginActivity', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((r: { action: string }) => r.action)).toEqual([
      'login.password',
      'login.otp',
    ]);
    const one = await h.call('listLoginActivity', { token, query: { entries: 1 } });
    expect(one.json().results).toHaveLength(1);
    expect((await h.call('listLoginActivity', { token, query: { entries: 0 } })).statusCode).toBe(
      400,
    );
  });
});
