// Alternate contacts of a customer: the list and what it derives, adding, editing one field, and
// who may do which.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { NO_ACCESS } from '../../server/customers.ts';
import {
  CONTACT_RELATIONS,
  canEditAlternateContacts,
  canSetReferenceCheck,
  isReadOnly,
  isValidContactName,
  ROLE_FLAGS,
  type RoleFlag,
} from '../../server/domain.ts';
import { NO_PERMISSION } from '../../server/errors.ts';
import { DUPLICATE_CONTACT, OWN_NUMBER } from '../../server/handlers/alternateContacts.ts';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { loadAuthUser } from '../../server/staff.ts';
import { assertMatches } from './contract.ts';
import { type Harness, startServer } from './harness.ts';

type Contact = {
  id: number;
  contact: string;
  name: string;
  relation: string;
  username: string | null;
  latest_loan: Record<string, string> | null;
  dpd: number | null;
  overdue: number | null;
  blacklist_level: Record<string, boolean> | null;
  added_by: string;
  added_on: string;
  reference_check: 'GOOD' | 'BAD' | null;
};

/** A schema of the contract's components, as written in main.yaml. */
const contractSchema = (name: string) =>
  parse(readFileSync(join(import.meta.dirname, '..', '..', 'openapi', 'main.yaml'), 'utf8'))
    .components.schemas[name];

const READ_ONLY_REFUSAL = { detail: 'You do not have permission to perform this action' };

let h: Harness;
/** The seed's showcase customer (the first a lender may open) and customers by lender access. */
let showcase: string;
let funded: string;
let unfunded: string;
beforeAll(async () => {
  h = await startServer();
  const pick = (sql: string) => (h.db.prepare(sql).get() as { username: string }).username;
  showcase = pick(`SELECT username FROM customers
    WHERE id = (SELECT min(customer_id) FROM funded_customers)`);
  funded =
    pick(`SELECT username FROM customers WHERE id IN (SELECT customer_id FROM funded_customers)
    AND id NOT IN (SELECT customer_id FROM alternate_contacts) ORDER BY id LIMIT 1`);
  unfunded =
    pick(`SELECT username FROM customers WHERE id NOT IN (SELECT customer_id FROM funded_customers)
    AND id NOT IN (SELECT customer_id FROM alternate_contacts) ORDER BY id LIMIT 1`);
});
afterAll(() => h.close());

const me = (flag: RoleFlag) => demoUser(flag).username;
const rolesOf = (flag: RoleFlag) => {
  const user = h.db.prepare('SELECT id FROM users WHERE username = ?').get(me(flag)) as {
    id: number;
  };
  return loadAuthUser(h.db, user.id)!.roles!;
};
const list = async (username: string, flag: RoleFlag = 'is_kosh_superadmin') => {
  const res = await h.call('listAlternateContacts', {
    token: h.tokenOf(flag),
    params: { username },
  });
  expect(res.statusCode, res.body).toBe(200);
  assertMatches('listAlternateContacts', 200, res.json());
  return (res.json() as { results: Contact[] }).results;
};
let nextNumber = 9_410_000_000;
const freshNumber = () => String(nextNumber++);
const add = (
  body: Partial<Record<'name' | 'contact' | 'relation' | 'username' | 'added_by', string>>,
  flag: RoleFlag = 'is_kosh_superadmin',
  headers?: string,
) =>
  h.app.inject({
    method: 'POST',
    url: '/api/v1/customers/alternate-contacts',
    headers: {
      authorization: `Bearer ${h.tokenOf(flag)}`,
      ...(headers ? { 'idempotency-key': headers } : {}),
    },
    payload: {
      name: 'Suresh Kumar',
      contact: freshNumber(),
      relation: 'Friend',
      username: funded,
      added_by: me(flag),
      ...body,
    },
  });
const update = (body: Record<string, unknown>, flag: RoleFlag = 'is_kosh_superadmin') =>
  h.call('updateAlternateContact', { token: h.tokenOf(flag), body });
const activity = (action: string) =>
  h.db
    .prepare('SELECT subject, details FROM activity_log WHERE action = ? ORDER BY id DESC LIMIT 1')
    .get(action) as { subject: string; details: string } | undefined;

describe('relations', () => {
  it('are the domain list, the contract enum, and include the spec four', async () => {
    const res = await h.call('listContactRelations', { token: h.tokenOf('is_recovery_agent') });
    expect(res.statusCode).toBe(200);
    expect(res.json().relations).toEqual([...CONTACT_RELATIONS]);
    expect(CONTACT_RELATIONS).toEqual(
      expect.arrayContaining(['Family', 'Friend', 'Co_Worker', 'Other']),
    );
    expect(contractSchema('AlternateContactRelation').enum).toEqual([...CONTACT_RELATIONS]);
  });
});

describe('the name rule', () => {
  it('counts characters after trimming, as the contract pattern does', () => {
    const pattern = new RegExp(contractSchema('AlternateContactName').pattern, 'u');
    for (const [name, valid] of [
      ['a b', true],
      ['Ram', true],
      ['ab', false],
      ['   ab   ', false],
      ['  Ram  ', true],
    ] as const) {
      expect(isValidContactName(name), name).toBe(valid);
      expect(pattern.test(name), name).toBe(valid);
    }
  });
});

describe('the list', () => {
  it('shows the showcase contacts newest first, with every derived column exercised', async () => {
    const contacts = await list(showcase);
    expect(contacts).toHaveLength(4);
    const times = contacts.map((c) => c.added_on);
    expect(times).toEqual([...times].sort().reverse());
    const late = contacts.find((c) => c.dpd !== null && c.dpd > 0);
    expect(late?.overdue).toBeGreaterThan(0);
    expect(late?.username).toBe(late?.contact);
    expect(Object.keys(late?.latest_loan ?? {})).toHaveLength(1);
    const blocked = contacts.find((c) => Object.values(c.blacklist_level ?? {}).includes(false));
    expect(blocked?.blacklist_level?.refer_loan).toBe(false);
    const stranger = contacts.find((c) => c.username === null);
    expect(stranger).toMatchObject({
      latest_loan: null,
      dpd: null,
      overdue: null,
      blacklist_level: null,
    });
    expect(contacts.map((c) => c.reference_check).sort()).toEqual(['BAD', 'GOOD', null, null]);
    expect(new Set(contacts.map((c) => c.relation)).size).toBe(4);
  });

  it('derives each contact-as-customer fact from the latest share, soft call and blacklist row', async () => {
    const rows = h.db
      .prepare(
        `SELECT c.username FROM alternate_contacts a JOIN customers c ON c.id = a.customer_id
         JOIN customers k ON k.username = a.contact GROUP BY c.id ORDER BY c.id LIMIT 40`,
      )
      .all() as { username: string }[];
    expect(rows.length).toBeGreaterThan(10);
    for (const { username } of rows) {
      for (const contact of await list(username)) {
        const k = h.db
          .prepare('SELECT id FROM customers WHERE username = ?')
          .get(contact.contact) as { id: number } | undefined;
        expect(contact.username).toBe(k ? contact.contact : null);
        if (!k) continue;
        const share = h.db
          .prepare(
            'SELECT loan_id, status FROM loan_shares WHERE customer_id = ? ORDER BY created_at DESC, id DESC LIMIT 1',
          )
          .get(k.id) as { loan_id: number; status: string } | undefined;
        expect(contact.latest_loan).toEqual(share ? { [share.loan_id]: share.status } : null);
        const call = h.db
          .prepare(
            'SELECT dpd, overdue_amount FROM soft_calls WHERE customer_id = ? ORDER BY last_updated DESC, id DESC LIMIT 1',
          )
          .get(k.id) as { dpd: number; overdue_amount: number } | undefined;
        expect([contact.dpd, contact.overdue]).toEqual(
          call ? [call.dpd, call.overdue_amount] : [null, null],
        );
        const blacklist = h.db
          .prepare('SELECT refer_loan FROM blacklist WHERE customer_id = ?')
          .get(k.id) as { refer_loan: number } | undefined;
        expect(contact.blacklist_level?.refer_loan).toBe(
          blacklist ? blacklist.refer_loan === 1 : true,
        );
      }
    }
  });

  it('hides what a lender may not see of a contact they cannot open', async () => {
    const asAdmin = await list(showcase);
    const asLender = await list(showcase, 'is_lender');
    const unfundedContact = asAdmin.find(
      (c) =>
        c.username !== null &&
        !h.db
          .prepare(
            'SELECT 1 FROM funded_customers f JOIN customers k ON k.id = f.customer_id WHERE k.username = ?',
          )
          .get(c.username),
    )!;
    expect(unfundedContact).toBeDefined();
    expect(asLender.find((c) => c.id === unfundedContact.id)).toMatchObject({
      contact: unfundedContact.contact,
      name: unfundedContact.name,
      username: null,
      latest_loan: null,
      dpd: null,
      overdue: null,
      blacklist_level: null,
    });
    const late = asAdmin.find((c) => c.dpd !== null)!;
    expect(asLender.find((c) => c.id === late.id)).toEqual(late);
  });

  it('is refused for an unknown customer (404) and a customer the caller may not open (403)', async () => {
    const unknown = await h.call('listAlternateContacts', { params: { username: '6000000000' } });
    expect(unknown.statusCode).toBe(404);
    for (const [flag, username] of [
      ['is_lender', unfunded],
      ['is_investor', funded],
    ] as const) {
      const res = await h.call('listAlternateContacts', {
        token: h.tokenOf(flag),
        params: { username },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(NO_ACCESS);
    }
  });
});

describe('adding a contact', () => {
  it('saves the name trimmed, sends the contact back, lists it and records the change', async () => {
    const other = h.db.prepare('SELECT username FROM customers ORDER BY id DESC LIMIT 1').get() as {
      username: string;
    };
    const res = await add({ name: '  Meena Devi  ', contact: other.username, relation: 'Family' });
    expect(res.statusCode, res.body).toBe(200);
    assertMatches('addAlternateContact', 200, res.json());
    const saved = res.json() as Contact;
    expect(saved).toMatchObject({
      name: 'Meena Devi',
      contact: other.username,
      username: other.username,
      relation: 'Family',
      added_by: me('is_kosh_superadmin'),
      reference_check: null,
    });
    expect(Date.now() - Date.parse(saved.added_on)).toBeLessThan(60_000);
    expect((await list(funded)).map((c) => c.id)).toContain(saved.id);
    const logged = activity('alternate_contact.add');
    expect(logged?.subject).toBe(`customer:${funded}`);
    expect(JSON.parse(logged!.details)).toMatchObject({ id: saved.id, name: 'Meena Devi' });
  });

  it.each([
    ['a 9-digit contact', { contact: '941234567' }, /contact/],
    ['an 11-digit contact', { contact: '94123456789' }, /contact/],
    ['letters in the contact', { contact: '94123abcde' }, /contact/],
    ['a 2-letter name', { name: 'ab' }, /name/],
    ['a 2-letter name padded with spaces', { name: '   ab   ' }, /name/],
    ['an unknown relation', { relation: 'Cousin' }, /relation/],
    ['added_by another user', { added_by: me('is_credit_manager') }, /added_by/],
  ])('refuses %s with 400 and a clear error', async (_, body, error) => {
    const before = h.db.prepare('SELECT count(*) AS n FROM alternate_contacts').get();
    const res = await add(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatch(error);
    expect(h.db.prepare('SELECT count(*) AS n FROM alternate_contacts').get()).toEqual(before);
  });

  it('refuses the same number twice for a customer, and the customer own number', async () => {
    const contact = freshNumber();
    expect((await add({ contact })).statusCode).toBe(200);
    const twice = await add({ contact, name: 'Somebody Else' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe(DUPLICATE_CONTACT);
    const own = await add({ contact: funded });
    expect(own.statusCode).toBe(400);
    expect(own.json().error).toBe(OWN_NUMBER);
    // Another customer may have the same contact.
    expect((await add({ contact, username: showcase })).statusCode).toBe(200);
  });

  it('saves once for a retried request with the same idempotency key', async () => {
    const body = { contact: freshNumber() };
    const first = await add(body, 'is_kosh_superadmin', 'alt-contact-key-1');
    const again = await add(body, 'is_kosh_superadmin', 'alt-contact-key-1');
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('is refused for an unknown customer and for a customer the caller may not open', async () => {
    expect((await add({ username: '6000000000' })).statusCode).toBe(404);
    const lender = await add({ username: unfunded }, 'is_lender');
    expect(lender.statusCode).toBe(403);
    expect(lender.json().detail).toBe(NO_ACCESS);
    const investor = await add({}, 'is_investor');
    expect(investor.statusCode).toBe(403);
    expect(investor.json().detail).toBe(NO_ACCESS);
    expect((await add({}, 'is_lender')).statusCode).toBe(200);
  });

  it('is refused to technology and lender read-only users', async () => {
    const technology = await add({}, 'is_technology');
    expect(technology.statusCode).toBe(403);
    expect(technology.json().detail).toBe(NO_PERMISSION);
    const lenderReadOnly = await add({}, 'is_lender_read_only');
    expect(lenderReadOnly.statusCode).toBe(403);
    expect(lenderReadOnly.json()).toEqual(READ_ONLY_REFUSAL);
  });
});

describe('editing a contact', () => {
  let id: number;
  beforeAll(async () => {
    id = ((await add({ name: 'Edit Me' })).json() as Contact).id;
  });

  it.each([
    ['contact', '9419999999', '9419999999'],
    ['name', '  Ramesh Pal ', 'Ramesh Pal'],
    ['relation', 'Neighbour', 'Neighbour'],
    ['reference_check', 'BAD', 'BAD'],
    ['reference_check', 'GOOD', 'GOOD'],
  ])('changes %s alone, and records it', async (field, value, saved) => {
    const before = (await list(funded)).find((c) => c.id === id)!;
    const res = await update({ id, [field]: value });
    expect(res.statusCode, res.body).toBe(200);
    assertMatches('updateAlternateContact', 200, res.json());
    expect(res.json()).toEqual({ ...before, [field]: saved });
    expect(JSON.parse(activity('alternate_contact.update')!.details)).toEqual({
      id,
      field,
      from: before[field as keyof Contact],
      to: saved,
    });
  });

  it.each([
    ['no field', {}],
    ['two fields', { name: 'Two Fields', relation: 'Other' }],
    ['an unknown field', { added_by: me('is_kosh_superadmin') }],
    ['a reference check other than GOOD or BAD', { reference_check: 'OK' }],
    ['a 2-letter name', { name: ' ab ' }],
    ['a 9-digit contact', { contact: '941999999' }],
  ])('refuses %s with 400', async (_, change) => {
    const res = await update({ id, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(typeof res.json().error).toBe('string');
  });

  it('refuses a number the customer already has, or their own, and keeps a contact its own number', async () => {
    const other = ((await add({})).json() as Contact).contact;
    const taken = await update({ id, contact: other });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error).toBe(DUPLICATE_CONTACT);
    expect((await update({ id, contact: funded })).json().error).toBe(OWN_NUMBER);
    const mine = (await list(funded)).find((c) => c.id === id)!.contact;
    expect((await update({ id, contact: mine })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await update({ id: 999_999, relation: 'Other' });
    expect(res.statusCode).toBe(404);
  });

  it('is refused for a contact of a customer the caller may not open', async () => {
    const hidden = ((await add({ username: unfunded })).json() as Contact).id;
    const res = await update({ id: hidden, relation: 'Other' }, 'is_lender');
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(NO_ACCESS);
  });

  it('is refused to technology and lender read-only users', async () => {
    const technology = await update({ id, name: 'Tech Edit' }, 'is_technology');
    expect(technology.statusCode).toBe(403);
    expect(technology.json().detail).toBe(NO_PERMISSION);
    const lenderReadOnly = await update({ id, name: 'Lender Edit' }, 'is_lender_read_only');
    expect(lenderReadOnly.statusCode).toBe(403);
    expect(lenderReadOnly.json()).toEqual(READ_ONLY_REFUSAL);
  });

  describe('the reference check: every role', () => {
    /** What the rules say: read-only refused first, then the edit flag, then the check role. */
    const expected = (flag: RoleFlag) => {
      const roles = rolesOf(flag);
      if (isReadOnly(roles)) return READ_ONLY_REFUSAL;
      if (!canEditAlternateContacts(roles) || !canSetReferenceCheck(roles)) {
        return { detail: NO_PERMISSION };
      }
      return null;
    };
    it('allows exactly admin, credit manager and credit underwriter', () => {
      const allowed = ROLE_FLAGS.filter((flag) => expected(flag) === null);
      expect(allowed).toEqual(['is_kosh_superadmin', 'is_credit_underwriter', 'is_credit_manager']);
    });
    it.each(ROLE_FLAGS)('%s', async (flag) => {
      const res = await update({ id, reference_check: 'BAD' }, flag);
      const refusal = expected(flag);
      if (refusal === null) {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().reference_check).toBe('BAD');
      } else {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toEqual(refusal);
      }
    });
  });
});
