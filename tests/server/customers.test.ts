// Customer search, access and 360, and the blacklist: feature blocks, penalties, levels.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { assertMatches } from './contract.ts';
import { type Harness, startServer } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(async () => {
  await h.close();
});

type Customer = {
  id: number;
  username: string;
  pan_number: string;
  bank_account: string;
  name: string;
};
const customer = (where = '1 = 1') =>
  h.db
    .prepare(
      `SELECT id, username, pan_number, bank_account, name FROM customers c WHERE ${where} ORDER BY id LIMIT 1`,
    )
    .get() as Customer;
const clean = (offset: number) =>
  h.db
    .prepare(
      'SELECT id, username FROM customers WHERE id NOT IN (SELECT customer_id FROM blacklist) ORDER BY id LIMIT 1 OFFSET ?',
    )
    .get(offset) as Customer;

describe('customer search', () => {
  it('finds by username, PAN and account number prefixes, 14 a page by default', async () => {
    const c = customer();
    const search = async (search_string: string, search_type?: string) =>
      (
        await h.call('listCustomers', {
          query: { search_string, ...(search_type ? { search_type } : {}) },
        })
      ).json();
    expect((await search(c.username, 'username')).results[0].username).toBe(c.username);
    expect(
      (await search(c.pan_number.toLowerCase(), 'pan')).results.map((r: Customer) => r.username),
    ).toContain(c.username);
    expect((await search(c.bank_account, 'account_number')).results[0].username).toBe(c.username);
    expect((await search(c.pan_number, 'username')).count).toBe(0);
    const all = (await h.call('listCustomers')).json();
    expect(all.results).toHaveLength(14);
    expect(all.count).toBe(3000);
  });

  it('an untyped search matches identifier prefixes or any part of the name, as a scan would', async () => {
    // The server answers from indexes (ranges, a trigram index); the reference is a plain scan.
    const reference = (text: string) => {
      const literal = text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
      return (
        h.db
          .prepare(
            `SELECT count(*) AS n FROM customers WHERE username LIKE ?1 ESCAPE '\\'
               OR pan_number LIKE ?1 ESCAPE '\\' OR bank_account LIKE ?1 ESCAPE '\\'
               OR name LIKE ?2 ESCAPE '\\'`,
          )
          .get(`${literal}%`, `%${literal}%`) as { n: number }
      ).n;
    };
    const c = customer('id = 7');
    const fragments = [
      c.name.slice(1, 5),
      c.name.slice(2, 4).toUpperCase(),
      c.name.split(' ')[1]!.toLowerCase(),
      c.pan_number.slice(0, 4),
      c.username.slice(0, 5),
      c.bank_account.slice(0, 3),
      'a',
      '%',
      '_a',
      'zq"x',
    ];
    for (const text of fragments) {
      const res = await h.call('listCustomers', { query: { search_string: text } });
      expect(res.statusCode, text).toBe(200);
      expect(res.json().count, text).toBe(reference(text));
    }
    const byName = await h.call('listCustomers', { query: { search_string: c.name } });
    expect(byName.json().results.map((r: Customer) => r.username)).toContain(c.username);
  });

  it('keeps the name index in step with the customers table', async () => {
    const c = customer('id = 11');
    const find = async (name: string) =>
      (await h.call('listCustomers', { query: { search_string: name } })).json().count as number;
    h.db.prepare("UPDATE customers SET name = 'Zebulon Quixote' WHERE id = ?").run(c.id);
    expect(await find('bulon Quix')).toBe(1);
    expect(await find(c.name)).toBe(
      (
        h.db
          .prepare('SELECT count(*) AS n FROM customers WHERE name LIKE ?')
          .get(`%${c.name}%`) as {
          n: number;
        }
      ).n,
    );
    h.db.prepare('UPDATE customers SET name = ? WHERE id = ?').run(c.name, c.id);
    expect(await find('bulon Quix')).toBe(0);
  });

  it('marks customers with a blocked feature as blacklisted', async () => {
    const blocked = customer(
      'EXISTS (SELECT 1 FROM blacklist b WHERE b.customer_id = c.id AND b.refer_loan = 0)',
    );
    const res = (
      await h.call('listCustomers', {
        query: { search_string: blocked.username, search_type: 'username' },
      })
    ).json();
    expect(res.results[0]).toMatchObject({ username: blocked.username, blacklisted: true });
  });
});

describe('customer 360', () => {
  it('lenders may open only customers of loans they could fund', async () => {
    const lender = h.tokenOf('is_lender');
    const funded = customer(
      "EXISTS (SELECT 1 FROM loan_shares s JOIN loans l ON l.id = s.loan_id WHERE s.customer_id = c.id AND l.status = 'loan_disbursed')",
    );
    // Every seeded customer has some disbursed loan; a newcomer has none.
    h.db
      .prepare(
        `INSERT INTO customers (username, name, mobile, pan_number, bank_account, ifsc_code, city, state, profile, created_at)
         SELECT '6111111111', name, '6111111111', pan_number, bank_account, ifsc_code, city, state, profile, created_at
         FROM customers WHERE id = 1`,
      )
      .run();
    const unfunded = { username: '6111111111' };
    const access = async (username: string, token?: string) =>
      (await h.call('checkCustomerAccess', { token, params: { username } })).json().allowed;
    expect(await access(funded.username, lender)).toBe(true);
    expect(await access(unfunded.username, lender)).toBe(false);
    expect(await access(unfunded.username)).toBe(true);
    expect(await access(unfunded.username, h.tokenOf('is_investor'))).toBe(false);
    const refused = await h.call('getCustomerProfile', {
      token: lender,
      params: { username: unfunded.username },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe("Sorry! You don't have access to see this page");
  });

  it('serves the current profile and each saved version, newest first', async () => {
    const withVersions = customer(
      '(SELECT count(*) FROM profile_versions v WHERE v.customer_id = c.id) >= 2',
    );
    const { versions } = (
      await h.call('listProfileVersions', { params: { username: withVersions.username } })
    ).json();
    expect(versions.length).toBeGreaterThanOrEqual(2);
    expect(versions[0].history_date > versions[1].history_date).toBe(true);
    const current = (
      await h.call('getCustomerProfile', { params: { username: withVersions.username } })
    ).json();
    const old = (
      await h.call('getCustomerProfile', {
        params: { username: withVersions.username },
        query: { history_date: versions[1].history_date },
      })
    ).json();
    expect(current.username).toBe(withVersions.username);
    expect(old.annual_salary).toBeLessThan(current.annual_salary);
    const missing = await h.call('getCustomerProfile', {
      params: { username: withVersions.username },
      query: { history_date: '2001-01-01T00:00:00Z' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('computes activity from complaints, calls, logins and messages', async () => {
    const c = customer('EXISTS (SELECT 1 FROM complaints k WHERE k.customer_id = c.id)');
    const res = await h.call('getCustomerActivity', { params: { username: c.username } });
    assertMatches('getCustomerActivity', 200, res.json());
    const complaints = (
      h.db.prepare('SELECT count(*) AS n FROM complaints WHERE customer_id = ?').get(c.id) as {
        n: number;
      }
    ).n;
    expect(res.json().complaints_against_customer).toBe(complaints);
  });
});

describe('a customer by user id', () => {
  const byId = (user_id: number | string, token?: string | null) =>
    h.call('getCustomerByUserId', { token, params: { user_id } });
  const NO_ACCESS = "Sorry! You don't have access to see this page";

  it('answers the username of the customer with that id', async () => {
    const c = customer('id = 7');
    const res = await byId(7);
    expect(res.statusCode).toBe(200);
    assertMatches('getCustomerByUserId', 200, res.json());
    expect(res.json()).toEqual({ username: c.username });
  });

  it('an unknown id is not found', async () => {
    const { max } = h.db.prepare('SELECT max(id) AS max FROM customers').get() as { max: number };
    const res = await byId(max + 1000);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail ?? res.json().error).toBe('Customer not found');
  });

  it('refuses, with the spec words, a customer the caller may not open', async () => {
    // A customer in no disbursed loan: no lender may open them; investors open nobody.
    h.db
      .prepare(
        `INSERT INTO customers (username, name, mobile, pan_number, bank_account, ifsc_code, city, state, profile, created_at)
         SELECT '6222222222', name, '6222222222', pan_number, bank_account, ifsc_code, city, state, profile, created_at
         FROM customers WHERE id = 1`,
      )
      .run();
    const { id } = h.db.prepare("SELECT id FROM customers WHERE username = '6222222222'").get() as {
      id: number;
    };
    for (const flag of ['is_lender', 'is_investor'] as const) {
      const res = await byId(id, h.tokenOf(flag));
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(NO_ACCESS);
    }
    expect((await byId(1, h.tokenOf('is_investor'))).statusCode).toBe(403);
    expect((await byId(id, h.tokenOf('is_credit_underwriter'))).json()).toEqual({
      username: '6222222222',
    });
  });

  it('an id that is not a positive integer is a bad request, never a server error', async () => {
    for (const bad of ['0', '-1', '1.5', 'abc', '1e309', '9'.repeat(40), '%20', 'NaN']) {
      const res = await byId(bad);
      expect(res.statusCode, `${bad}: ${res.body}`).toBe(400);
    }
    expect((await byId(1, null)).statusCode).toBe(401);
  });
});

describe('blacklist', () => {
  const editor = () => h.tokenOf('is_credit_manager');

  it('a customer without a record has every feature enabled and no penalty', async () => {
    const res = await h.call('getBlacklist', { query: { username: clean(0).username } });
    expect(res.json()).toMatchObject({
      refer_loan: true,
      apply_loan: true,
      enable_chat: true,
      enable_wallet: true,
      enable_profile: true,
      last_penalty: 0,
      refer_loan_set_by: null,
    });
  });

  it('blocks a feature with resume date and reason, records who, and unblocks', async () => {
    const { username } = clean(1);
    const noReason = await h.call('updateBlacklist', {
      token: editor(),
      body: { username, enable_wallet: false },
    });
    expect(noReason.statusCode).toBe(400);

    const resume = '2027-01-01T00:00:00.000Z';
    const blocked = await h.call('updateBlacklist', {
      token: editor(),
      body: {
        username,
        enable_wallet: false,
        resume_enable_wallet: resume,
        enable_wallet_reason: 'Misuse',
        last_penalty: 300,
      },
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().data).toMatchObject({
      enable_wallet: false,
      resume_enable_wallet: resume,
      enable_wallet_reason: 'Misuse',
      enable_wallet_set_by: {
        user: demoUser('is_credit_manager').username,
        time: expect.any(String),
      },
      last_penalty: 300,
      refer_loan: true,
    });
    const listed = (
      await h.call('listCustomers', { query: { search_string: username, search_type: 'username' } })
    ).json();
    expect(listed.results[0].blacklisted).toBe(true);

    const restored = await h.call('updateBlacklist', {
      token: editor(),
      body: { username, enable_wallet: true },
    });
    expect(restored.json().data).toMatchObject({
      enable_wallet: true,
      resume_enable_wallet: null,
      enable_wallet_reason: null,
    });
  });

  it('only admin and credit, disbursal and recovery managers change blocks and penalties', async () => {
    const { username } = clean(2);
    for (const who of [
      'is_reminder_agent',
      'is_credit_underwriter',
      'is_finance_manager',
    ] as const) {
      const token = h.tokenOf(who);
      expect(
        (await h.call('updateBlacklist', { token, body: { username, enable_chat: true } }))
          .statusCode,
        who,
      ).toBe(403);
      const penalty = {
        amount: 100,
        comment: 'x',
        decision: 'penalty',
        datetime: '2026-02-01 10:00:00',
        username,
      };
      expect((await h.call('applyPenalty', { token, body: penalty })).statusCode, who).toBe(403);
    }
    for (const who of [
      'is_kosh_superadmin',
      'is_disbursal_manager',
      'is_recovery_manager',
    ] as const) {
      expect(
        (
          await h.call('updateBlacklist', {
            token: h.tokenOf(who),
            body: { username, enable_chat: true },
          })
        ).statusCode,
        who,
      ).toBe(200);
    }
  });

  it('a penalty sets last_penalty; a reward does not', async () => {
    const { username } = clean(3);
    const apply = (decision: string, amount: number) =>
      h.call('applyPenalty', {
        token: editor(),
        body: { amount, comment: 'Late EMI', decision, datetime: '2026-03-04 11:22:33', username },
      });
    expect((await apply('penalty', 750)).json()).toEqual({ msg: 'Penalty submitted successfully' });
    expect((await apply('reward', 200)).json()).toEqual({ msg: 'reward submitted successfully' });
    expect((await h.call('getBlacklist', { query: { username } })).json().last_penalty).toBe(750);
    expect(
      h.db
        .prepare(
          'SELECT count(*) AS n FROM penalties p JOIN customers c ON c.id = p.customer_id WHERE c.username = ?',
        )
        .get(username),
    ).toEqual({ n: 2 });
  });

  it('sets the blacklist level with a reason of at most 60 characters', async () => {
    const { id, username } = clean(4);
    // Blacklist edits are the four editor roles' (part 2 §6): a credit underwriter is refused.
    const underwriter = await h.call('setBlacklistLevel', {
      token: h.tokenOf('is_credit_underwriter'),
      body: { username, blacklist_level: 3, blacklist_reason: 'Fake salary slips' },
    });
    expect(underwriter.statusCode).toBe(403);
    const ok = await h.call('setBlacklistLevel', {
      token: h.tokenOf('is_credit_manager'),
      body: { username, blacklist_level: 3, blacklist_reason: 'Fake salary slips' },
    });
    expect(ok.statusCode).toBe(200);
    expect(
      h.db
        .prepare('SELECT blacklist_level, blacklist_reason FROM blacklist WHERE customer_id = ?')
        .get(id),
    ).toEqual({
      blacklist_level: 3,
      blacklist_reason: 'Fake salary slips',
    });
    const blank = await h.call('setBlacklistLevel', {
      body: { username, blacklist_level: 1, blacklist_reason: '   ' },
    });
    expect(blank.json().error).toBe('Please Specify the reason for blacklisting.');
    const reader = await h.call('setBlacklistLevel', {
      token: h.tokenOf('is_read_only'),
      body: { username, blacklist_level: 1, blacklist_reason: 'x' },
    });
    expect(reader.statusCode).toBe(403);
    const logged = h.db
      .prepare(
        "SELECT count(*) AS n FROM activity_log WHERE action = 'blacklist.level' AND subject = ?",
      )
      .get(`customer:${username}`);
    expect(logged).toEqual({ n: 1 });
  });
});
