// Employers: search, addresses, a new company and address saved once, who may do what (part 1
// §6), a verified address refused an edit, profiles kept in step, and offline geocoding.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PERMISSION } from '../../server/errors.ts';
import {
  EMPLOYER_CHANGED,
  VERIFIED_NOT_EDITABLE,
  VERIFIED_NOT_REPLACED,
} from '../../server/handlers/employers.ts';
import {
  EMPLOYER_UNVERIFIED_CUSTOMER_ID,
  EMPLOYER_VERIFIED_CUSTOMER_ID,
} from '../../server/seed/employers.ts';
import { NEW_ADDRESS } from './cases/employers.ts';
import { assertMatches } from './contract.ts';
import { type Harness, startServer } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.close());

const profileOf = (id: number) =>
  JSON.parse(
    (h.db.prepare('SELECT profile FROM customers WHERE id = ?').get(id) as { profile: string })
      .profile,
  );
const fields = {
  employer_address: NEW_ADDRESS.employer_address,
  employer_address_landmark: NEW_ADDRESS.employer_address_landmark,
  employer_address_city: NEW_ADDRESS.employer_address_city,
  employer_address_state: NEW_ADDRESS.employer_address_state,
  employer_address_pin: NEW_ADDRESS.employer_address_pin,
};

describe('employers', () => {
  it('seeds every profile onto an employer address, the showcase unverified and customer 3 verified', () => {
    const unverified = profileOf(EMPLOYER_UNVERIFIED_CUSTOMER_ID);
    const verified = profileOf(EMPLOYER_VERIFIED_CUSTOMER_ID);
    expect(unverified.employer_details_valid).toBe(false);
    expect(verified.employer_details_valid).toBe(true);
    const row = h.db
      .prepare('SELECT address, valid FROM employer_details WHERE id = ?')
      .get(verified.employer_details_id) as { address: string; valid: number };
    expect(row).toEqual({ address: verified.employer_address, valid: 1 });
  });

  it('finds employers by part of the name, and lists their addresses with verification and rating', async () => {
    const { employer_name } = profileOf(EMPLOYER_VERIFIED_CUSTOMER_ID);
    const found = await h.call('searchEmployers', {
      query: { employer_name: employer_name.slice(1, 6).toUpperCase(), view_type: 'dashboard' },
    });
    const employer = found.json().find((e: { employer: string }) => e.employer === employer_name);
    expect(employer.is_verified).toBe(true);
    const addresses = await h.call('listEmployerAddresses', {
      params: { employer_id: employer.id },
    });
    assertMatches('listEmployerAddresses', 200, addresses.json());
    expect(addresses.json().some((a: { valid: boolean }) => a.valid)).toBe(true);
    // A LIKE wildcard typed by a user is a character, not a pattern.
    expect((await h.call('searchEmployers', { query: { employer_name: '%%%' } })).json()).toEqual(
      [],
    );
  });

  it('adds a new company with its address once per key, then refuses the same name', async () => {
    const send = () =>
      h.app.inject({
        method: 'POST',
        url: '/api/v1/employers/details',
        headers: {
          authorization: `Bearer ${h.tokenOf('is_credit_underwriter')}`,
          'idempotency-key': 'new-company-once-1',
        },
        payload: { ...NEW_ADDRESS, employer_name: 'Narmada Textiles' },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().created_employer).toBe(true);
    expect((await send()).json()).toEqual(first.json());
    const again = await h.call('createEmployerDetails', {
      body: { ...NEW_ADDRESS, employer_name: 'narmada textiles' },
    });
    expect(again.statusCode).toBe(400);
    const added = await h.call('createEmployerDetails', {
      body: {
        ...NEW_ADDRESS,
        employer_id: first.json().employer_id,
        employer_name: 'Narmada Textiles',
      },
    });
    expect(added.json()).toMatchObject({
      created_employer: false,
      employer_id: first.json().employer_id,
    });
  });

  it('refuses a 5-digit pincode and a short address with 400', async () => {
    for (const bad of [{ employer_address_pin: '45200' }, { employer_address: 'Short' }]) {
      const res = await h.call('createEmployerDetails', { body: { ...NEW_ADDRESS, ...bad } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
  });

  it('keeps each right to the roles of part 1 §6', async () => {
    const id = profileOf(EMPLOYER_UNVERIFIED_CUSTOMER_ID).employer_details_id;
    const as = (flag: Parameters<Harness['tokenOf']>[0]) => h.tokenOf(flag);
    const rename = await h.call('renameEmployer', {
      query: { employer_details_id: id },
      body: { employer_name: 'Any Name Ltd' },
      token: as('is_disbursal_team'),
    });
    expect([rename.statusCode, rename.json().detail]).toEqual([403, NO_PERMISSION]);
    const verify = await h.call('verifyEmployer', {
      body: { employer_details_id: id, valid: true },
      token: as('is_credit_manager'),
    });
    expect(verify.statusCode).toBe(403);
    const rate = await h.call('rateEmployer', {
      body: { employer_details_id: id, rating: 'grade_A' },
      token: as('is_disbursal_team'),
    });
    expect(rate.statusCode).toBe(403);
    const search = await h.call('searchEmployers', {
      query: { employer_name: 'a' },
      token: as('is_recovery_agent'),
    });
    expect(search.statusCode).toBe(403);
    const rated = await h.call('rateEmployer', {
      body: { employer_details_id: id, rating: 'grade_A' },
      token: as('is_credit_manager'),
    });
    expect(rated.json().rating).toBe('grade_A');
    expect(profileOf(EMPLOYER_UNVERIFIED_CUSTOMER_ID).rating).toBe('grade_A');
  });

  it('edits an unverified address for a disbursal team member, refuses a verified one', async () => {
    const token = h.tokenOf('is_disbursal_team');
    const unverified = profileOf(EMPLOYER_UNVERIFIED_CUSTOMER_ID).employer_details_id;
    const edited = await h.call('editEmployer', {
      body: { employer_details_id: unverified, fields, valid: false },
      token,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(profileOf(EMPLOYER_UNVERIFIED_CUSTOMER_ID).employer_address).toBe(
      fields.employer_address,
    );
    const verified = profileOf(EMPLOYER_VERIFIED_CUSTOMER_ID).employer_details_id;
    const refused = await h.call('editEmployer', {
      body: { employer_details_id: verified, fields, valid: true },
      token,
    });
    expect([refused.statusCode, refused.json().error]).toEqual([400, VERIFIED_NOT_EDITABLE]);
  });

  it('adds a sub-employer to the profile, not verified yet', async () => {
    const username = h.db.prepare('SELECT username FROM customers WHERE id = 1').get() as {
      username: string;
    };
    const res = await h.call('addSubEmployer', {
      body: { username: username.username, sub_employer_detail: 2 },
    });
    expect(res.json().employer_subemployer_relationship).toBe('NOT_VERIFIED');
    expect(res.json().sub_employer_details).toContain(',');
  });

  it('replaces an unverified employer for the roles that edit one, never a verified one', async () => {
    const customer = profileOf(EMPLOYER_UNVERIFIED_CUSTOMER_ID);
    const verified = profileOf(EMPLOYER_VERIFIED_CUSTOMER_ID);
    const from = customer.employer_details_id as number;
    const to = verified.employer_details_id as number;
    const username = (
      h.db
        .prepare('SELECT username FROM customers WHERE id = ?')
        .get(EMPLOYER_UNVERIFIED_CUSTOMER_ID) as { username: string }
    ).username;
    const replace = (
      flag: Parameters<Harness['tokenOf']>[0],
      current: number,
      next: number,
      key?: string,
    ) =>
      h.app.inject({
        method: 'PUT',
        url: '/api/v1/customers/employer/replace',
        headers: {
          authorization: `Bearer ${h.tokenOf(flag)}`,
          ...(key ? { 'idempotency-key': key } : {}),
        },
        payload: {
          username,
          current_employer_details_id: current,
          new_employer_details_id: next,
        },
      });
    const refused = await replace('is_credit_manager', from, to);
    expect([refused.statusCode, refused.json().detail]).toEqual([403, NO_PERMISSION]);
    const same = await replace('is_credit_underwriter', from, from);
    expect(same.statusCode).toBe(400);
    const done = await replace('is_credit_underwriter', from, to, 'replace-once-1');
    expect(done.statusCode, done.body).toBe(200);
    assertMatches('replaceEmployer', 200, done.json());
    expect(done.json()).toMatchObject({
      employer_details_id: to,
      employer_name: verified.employer_name,
      employer_address: verified.employer_address,
      employer_details_valid: true,
    });
    expect(profileOf(EMPLOYER_UNVERIFIED_CUSTOMER_ID).employer_details_id).toBe(to);
    // The same intent again answers the first result; a stale current id is refused.
    expect((await replace('is_credit_underwriter', from, to, 'replace-once-1')).json()).toEqual(
      done.json(),
    );
    const stale = await replace('is_disbursal_team', from, to);
    expect([stale.statusCode, stale.json().error]).toEqual([400, EMPLOYER_CHANGED]);
    // Now verified: it stays.
    const kept = await replace('is_disbursal_team', to, from);
    expect([kept.statusCode, kept.json().error]).toEqual([400, VERIFIED_NOT_REPLACED]);
  });

  it('geocodes a town or a pincode offline, in India, best first', async () => {
    const byTown = (await h.call('forwardGeocoding', { query: { location: 'Indore' } })).json();
    expect(byTown.length).toBeGreaterThan(0);
    expect(byTown[0].display_name).toMatch(/Indore.*Madhya Pradesh.*India$/);
    expect(Number(byTown[0].lat)).toBeCloseTo(22.7, 0);
    const byPin = (await h.call('autocompleteGeocoding', { query: { location: '110001' } })).json();
    expect(byPin[0].address.postcode).toBe('110001');
    expect(byPin[0].address.state).toBe('Delhi');
    expect((await h.call('forwardGeocoding', { query: { location: 'zzqqxx' } })).json()).toEqual(
      [],
    );
  });
});
