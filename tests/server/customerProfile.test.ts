// The Profile tab's writes and the customer photo: the two-step photo lookup, profile field edits
// (capitalised names, the spec's field rules), the employee-id toggle, and who may do which.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ACCESS } from '../../server/customers.ts';
import type { RoleFlag } from '../../server/domain.ts';
import { NO_PERMISSION } from '../../server/errors.ts';
import { capitaliseWords, savedValue } from '../../server/profileEdits.ts';
import { PHOTO_SHOWCASE } from '../../server/seed/customerPhotos.ts';
import { assertMatches } from './contract.ts';
import { type Harness, startServer } from './harness.ts';

const READ_ONLY_REFUSAL = { detail: 'You do not have permission to perform this action' };

let h: Harness;
let dataDir: string;
/** A customer the seed gave no photo; one no lender funds. */
let noPhoto: string;
let unfunded: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'photos-'));
  h = await startServer({ DATA_DIR: dataDir });
  const pick = (sql: string) => (h.db.prepare(sql).get() as { username: string }).username;
  noPhoto = pick(
    'SELECT username FROM customers WHERE id NOT IN (SELECT customer_id FROM customer_photos) ORDER BY id LIMIT 1',
  );
  unfunded = pick(`SELECT username FROM customers
    WHERE id NOT IN (SELECT customer_id FROM funded_customers) ORDER BY id LIMIT 1`);
});
afterAll(() => h.close());

const edit = (body: Record<string, unknown>, flag: RoleFlag = 'is_credit_underwriter') =>
  h.call('updateCustomerProfileField', { token: h.tokenOf(flag), body });
const toggle = (body: Record<string, unknown>, flag: RoleFlag = 'is_credit_underwriter') =>
  h.call('setEmployeeIdValidity', { token: h.tokenOf(flag), body });
const profileOf = async (username: string) =>
  (await h.call('getCustomerProfile', { params: { username } })).json();

describe('the photo, in two steps', () => {
  it('the showcase customer has one: the lookup names a uri, the uri answers the image', async () => {
    const lookup = await h.call('getCustomerPhoto', { params: { username: PHOTO_SHOWCASE } });
    expect(lookup.statusCode, lookup.body).toBe(200);
    assertMatches('getCustomerPhoto', 200, lookup.json());
    const { uri } = lookup.json() as { uri: string };
    expect(uri).toMatch(/^\/customer-photos\/\d+$/);
    const file = await h.app.inject({
      method: 'GET',
      url: `/api/v1${uri}`,
      headers: { authorization: `Bearer ${h.tokenOf('is_credit_underwriter')}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/svg+xml');
    expect(file.body).toMatch(/^<svg /);
    // Written to disk on first request, and the same file afterwards.
    expect(readdirSync(join(dataDir, 'customer-photos'))).toHaveLength(1);
    const again = await h.app.inject({
      method: 'GET',
      url: `/api/v1${uri}`,
      headers: { authorization: `Bearer ${h.tokenOf('is_kosh_superadmin')}` },
    });
    expect(again.body).toBe(file.body);
  });

  it('a customer without one answers a null uri (the page shows initials)', async () => {
    const lookup = await h.call('getCustomerPhoto', { params: { username: noPhoto } });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toEqual({ uri: null });
  });

  it('refuses a caller who may not open the customer, and names no photo that is not there', async () => {
    const lookup = await h.call('getCustomerPhoto', {
      token: h.tokenOf('is_lender'),
      params: { username: unfunded },
    });
    expect(lookup.statusCode).toBe(403);
    expect(lookup.json()).toEqual({ detail: NO_ACCESS });
    const { uri } = (
      await h.call('getCustomerPhoto', { params: { username: unfunded } })
    ).json() as { uri: string | null };
    if (uri) {
      const file = await h.app.inject({
        method: 'GET',
        url: `/api/v1${uri}`,
        headers: { authorization: `Bearer ${h.tokenOf('is_lender')}` },
      });
      expect(file.statusCode).toBe(403);
    }
    expect(
      (await h.call('getCustomerPhotoFile', { params: { photo_id: 999_999 } })).statusCode,
    ).toBe(404);
    expect((await h.call('getCustomerPhotoFile', { params: { photo_id: 'x' } })).statusCode).toBe(
      400,
    );
    expect(
      (await h.call('getCustomerPhoto', { params: { username: '9999999999' } })).statusCode,
    ).toBe(404);
  });
});

describe('capitalisation and field rules (spec §5, §9)', () => {
  it('capitalises each word, whatever case it came in', () => {
    expect(capitaliseWords('ravi kumar')).toBe('Ravi Kumar');
    expect(capitaliseWords('  RAVI   kUMAR ')).toBe('Ravi Kumar');
    expect(savedValue('father_name', 'ravi kumar')).toEqual({ value: 'Ravi Kumar' });
    expect(savedValue('employee_id', 'emp-001')).toEqual({ value: 'emp-001' });
  });

  it.each([
    ['current_address_pin', '12345', false],
    ['current_address_pin', '123456', true],
    ['current_address_pin', '12345a', false],
    ['current_address', 'Short', false],
    ['current_address', '12 MG Road', true],
    ['current_address_state', 'Karnataka', false],
    ['current_address_state', 'KA', true],
    ['email', 'not-an-email', false],
    ['name', '   ', false],
  ] as const)('%s %j valid: %s', (field, value, valid) => {
    expect('value' in savedValue(field, value)).toBe(valid);
  });
});

describe('editing a profile field', () => {
  it('saves father_name capitalised, answers the profile, records who did it', async () => {
    const res = await edit({ username: PHOTO_SHOWCASE, field: 'father_name', value: 'ravi kumar' });
    expect(res.statusCode, res.body).toBe(200);
    assertMatches('updateCustomerProfileField', 200, res.json());
    expect(res.json().father_name).toBe('Ravi Kumar');
    expect((await profileOf(PHOTO_SHOWCASE)).father_name).toBe('Ravi Kumar');
    const log = h.db
      .prepare(
        "SELECT subject, details FROM activity_log WHERE action = 'customer_profile.update' ORDER BY id DESC LIMIT 1",
      )
      .get() as { subject: string; details: string };
    expect(log.subject).toBe(`customer:${PHOTO_SHOWCASE}`);
    expect(JSON.parse(log.details)).toMatchObject({ field: 'father_name', to: 'Ravi Kumar' });
  });

  it('keeps the name column the customer list searches in step with the profile', async () => {
    const res = await edit({ username: PHOTO_SHOWCASE, field: 'name', value: 'sita devi' });
    expect(res.json().name).toBe('Sita Devi');
    const row = h.db.prepare('SELECT name FROM customers WHERE username = ?').get(PHOTO_SHOWCASE);
    expect(row).toEqual({ name: 'Sita Devi' });
  });

  it('answers 400 with a clear error for an unknown field, a bad value or an extra property', async () => {
    const unknown = await edit({ username: PHOTO_SHOWCASE, field: 'rating', value: 'grade_A' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/field/);
    const pin = await edit({
      username: PHOTO_SHOWCASE,
      field: 'current_address_pin',
      value: '1234',
    });
    expect(pin.statusCode).toBe(400);
    expect(pin.json()).toEqual({ error: 'current_address_pin must be 6 digits.' });
    const extra = await edit({ username: PHOTO_SHOWCASE, field: 'name', value: 'Ab Cd', x: 1 });
    expect(extra.statusCode).toBe(400);
    const blank = await edit({ username: PHOTO_SHOWCASE, field: 'name', value: '' });
    expect(blank.statusCode).toBe(400);
  });

  it('refuses roles not granted (403) and read-only roles, and answers 404 for nobody', async () => {
    const agent = await edit(
      { username: PHOTO_SHOWCASE, field: 'father_name', value: 'x y' },
      'is_recovery_agent',
    );
    expect(agent.statusCode).toBe(403);
    expect(agent.json()).toEqual({ detail: NO_PERMISSION });
    for (const flag of ['is_read_only', 'is_lender_read_only'] as const) {
      const res = await edit(
        { username: PHOTO_SHOWCASE, field: 'father_name', value: 'x y' },
        flag,
      );
      expect(res.statusCode, flag).toBe(403);
      expect(res.json()).toEqual(READ_ONLY_REFUSAL);
    }
    const nobody = await edit({ username: '9999999999', field: 'father_name', value: 'x y' });
    expect(nobody.statusCode).toBe(404);
    expect((await profileOf(PHOTO_SHOWCASE)).father_name).toBe('Ravi Kumar');
  });
});

describe('the employee-id validity toggle', () => {
  it('sets profile_admin.employee_id_valid both ways for a credit underwriter', async () => {
    for (const valid of [false, true]) {
      const res = await toggle({ username: PHOTO_SHOWCASE, valid });
      expect(res.statusCode, res.body).toBe(200);
      assertMatches('setEmployeeIdValidity', 200, res.json());
      expect(res.json().profile_admin.employee_id_valid).toBe(valid);
    }
  });

  it('is refused to roles that may edit other fields but not this one, and to read-only', async () => {
    for (const flag of ['is_disbursal_team', 'is_recovery_agent', 'is_read_only'] as const) {
      const res = await toggle({ username: PHOTO_SHOWCASE, valid: false }, flag);
      expect(res.statusCode, flag).toBe(403);
    }
    expect((await toggle({ username: PHOTO_SHOWCASE, valid: 'yes' })).statusCode).toBe(400);
    expect((await toggle({ username: '9999999999', valid: true })).statusCode).toBe(404);
  });
});
