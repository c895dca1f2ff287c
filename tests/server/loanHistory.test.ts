// Loan history panel: co-borrower loan history with repayment figures, contacts' loan history,
// co-borrower contacts and the phone book; the seed's showcase exercises every rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ACCESS } from '../../server/customers.ts';
import { NO_PERMISSION } from '../../server/errors.ts';
import { assertMatches } from './contract.ts';
import { type Harness, startServer } from './harness.ts';

const SHOWCASE = '8157415868';

type Detail = { id: number; user_status: string; overdue: number; dpd: number; total_paid: number };
type History = {
  user: string;
  loanwise_details: Detail[];
  loan_status: { total: number; success: number; settled: number; rejected: number };
};
type ContactRow = {
  username: string;
  status: string;
  blacklist_level: number;
  blacklist_flags: Record<string, boolean>;
};

let h: Harness;
let versions: string[];
beforeAll(async () => {
  h = await startServer();
  versions = (
    h.db
      .prepare(
        `SELECT history_date FROM profile_versions WHERE customer_id = 1 ORDER BY history_date`,
      )
      .all() as { history_date: string }[]
  ).map((v) => v.history_date);
});
afterAll(() => h.app.close());

const history = (query: Record<string, string | string[]>, token?: string) =>
  h.call('listLoanHistory', { query, ...(token ? { token } : {}) });
const contacts = (query: Record<string, string | number> = {}, token?: string) =>
  h.call('listContactsLoanHistory', {
    params: { username: SHOWCASE },
    query,
    ...(token ? { token } : {}),
  });

describe('listLoanHistory', () => {
  it('lists the showcase shares with figures, a written-off one, rejected loans left out', async () => {
    const res = await history({ username: [SHOWCASE] });
    expect(res.statusCode).toBe(200);
    assertMatches('listLoanHistory', 200, res.json());
    const [record] = (res.json() as { results: History[] }).results;
    expect(record?.user).toBe(SHOWCASE);
    const details = record?.loanwise_details ?? [];
    expect(details.some((d) => d.user_status === 'written_off')).toBe(true);
    expect(details.some((d) => d.user_status === 'rejected')).toBe(false);
    const writtenOff = details.find((d) => d.user_status === 'written_off');
    expect(writtenOff?.overdue).toBeGreaterThan(0);
    expect(writtenOff?.dpd).toBeGreaterThan(0);
    expect(writtenOff?.total_paid).toBeGreaterThan(0);
    // The rejected loan is counted in the borrower's status, not listed.
    expect(record?.loan_status.rejected).toBeGreaterThan(0);
    expect(record?.loan_status.total).toBeGreaterThan(details.length - 1);
  });

  it('answers one record per username asked for, in order', async () => {
    const other = (
      h.db.prepare('SELECT username FROM customers WHERE id = 2').get() as {
        username: string;
      }
    ).username;
    const res = await history({ username: [SHOWCASE, other] });
    expect((res.json() as { results: History[] }).results.map((r) => r.user)).toEqual([
      SHOWCASE,
      other,
    ]);
  });

  it('differs between the two saved versions', async () => {
    expect(versions).toHaveLength(2);
    const [older, newer] = await Promise.all(
      versions.map(async (v) => (await history({ username: [SHOWCASE], history_date: v })).json()),
    );
    expect(older).not.toEqual(newer);
  });

  it('refuses B2B (403), bad dates (400), nobody (404), a lender out of reach (403)', async () => {
    const b2b = await history({ username: [SHOWCASE] }, h.tokenOf('is_b2b'));
    expect(b2b.statusCode).toBe(403);
    expect(b2b.json().detail).toBe(NO_PERMISSION);
    expect((await history({ username: [SHOWCASE], history_date: 'soon' })).statusCode).toBe(400);
    expect((await history({ username: ['12'] })).statusCode).toBe(400);
    expect((await history({})).statusCode).toBe(400);
    expect((await history({ username: ['6000000000'] })).statusCode).toBe(404);
    const investor = await history({ username: [SHOWCASE] }, h.tokenOf('is_investors'));
    expect(investor.statusCode).toBe(403);
    expect(investor.json().detail).toBe(NO_ACCESS);
  });
});

describe('listContactsLoanHistory', () => {
  it('lists loans of contacts who are customers: a blacklisted one and a successful one', async () => {
    const res = await contacts();
    expect(res.statusCode).toBe(200);
    assertMatches('listContactsLoanHistory', 200, res.json());
    const rows = (res.json() as { results: ContactRow[] }).results;
    expect(
      rows.some((r) => r.blacklist_level > 0 && Object.values(r.blacklist_flags).includes(false)),
    ).toBe(true);
    expect(rows.some((r) => r.status === 'loan_disbursed' || r.status === 'completed')).toBe(true);
    expect(rows.every((r) => r.username !== SHOWCASE)).toBe(true);
  });

  it("with a loan_id leaves that loan's co-borrowers out; 404 for a loan not theirs", async () => {
    const loan = h.db
      .prepare(
        `SELECT s.loan_id FROM loan_shares s WHERE s.customer_id = 1 AND EXISTS (SELECT 1 FROM
        loan_shares o JOIN customers c ON c.id = o.customer_id JOIN phone_contacts p
        ON p.number = c.username AND p.customer_id = 1 WHERE o.loan_id = s.loan_id) LIMIT 1`,
      )
      .get() as { loan_id: number };
    const all = (await contacts()).json().results as ContactRow[];
    const some = (await contacts({ loan_id: loan.loan_id })).json().results as ContactRow[];
    expect(some.length).toBeLessThan(all.length);
    const foreign = h.db
      .prepare(
        'SELECT min(loan_id) AS id FROM loan_shares WHERE loan_id NOT IN (SELECT loan_id FROM loan_shares WHERE customer_id = 1)',
      )
      .get() as { id: number };
    expect((await contacts({ loan_id: foreign.id })).statusCode).toBe(404);
  });

  it('refuses area sales managers (403) and answers 400 for a bad loan_id', async () => {
    const asm = await contacts({}, h.tokenOf('is_area_sales_manager'));
    expect(asm.statusCode).toBe(403);
    expect(asm.json().detail).toBe(NO_PERMISSION);
    expect((await contacts({ loan_id: 'x' })).statusCode).toBe(400);
    const nobody = await h.call('listContactsLoanHistory', { params: { username: '6000000000' } });
    expect(nobody.statusCode).toBe(404);
  });

  it('as of the older version: contacts synced later are left out', async () => {
    const older = (await contacts({ history_date: versions[0] as string })).json().results;
    const now = (await contacts()).json().results;
    expect(older.length).toBeLessThan(now.length);
  });
});

describe('listCoborrowerContacts', () => {
  it('lists the co-borrowers with the name saved in the phone book, or null', async () => {
    const res = await h.call('listCoborrowerContacts', { params: { username: SHOWCASE } });
    expect(res.statusCode).toBe(200);
    assertMatches('listCoborrowerContacts', 200, res.json());
    const rows = res.json().results as { contact_name: string | null; username: string }[];
    expect(rows.some((r) => r.contact_name !== null)).toBe(true);
    expect(rows.some((r) => r.contact_name === null)).toBe(true);
    expect(rows.every((r) => r.username !== SHOWCASE)).toBe(true);
    const bad = await h.call('listCoborrowerContacts', {
      params: { username: SHOWCASE },
      query: { history_date: 'then' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('listPhoneContacts', () => {
  it('lists the phone book: customers with username, a blacklisted one, strangers', async () => {
    const res = await h.call('listPhoneContacts', { params: { username: SHOWCASE } });
    expect(res.statusCode).toBe(200);
    assertMatches('listPhoneContacts', 200, res.json());
    const rows = res.json().results as { username: string | null; blacklisted: boolean }[];
    expect(rows.some((r) => r.username === null)).toBe(true);
    expect(rows.some((r) => r.blacklisted)).toBe(true);
    const investor = await h.call('listPhoneContacts', {
      params: { username: SHOWCASE },
      token: h.tokenOf('is_investors'),
    });
    expect(investor.statusCode).toBe(403);
  });
});

type Relationship = {
  username: string;
  links: string[];
  shared_loans: number;
  blacklisted: boolean;
};
const relationships = (query: Record<string, string> = {}, token?: string) =>
  h.call('listCustomerRelationships', {
    params: { username: SHOWCASE },
    query,
    ...(token ? { token } : {}),
  });

describe('listCustomerRelationships', () => {
  it('lists co-borrowers (most shared loans first) and contacts who are customers, each with how', async () => {
    const res = await relationships();
    expect(res.statusCode).toBe(200);
    assertMatches('listCustomerRelationships', 200, res.json());
    const { results } = res.json() as { results: Relationship[] };
    expect(results.length).toBeGreaterThan(0);
    expect(results.map((r) => r.username)).not.toContain(SHOWCASE);
    const loans = results.map((r) => r.shared_loans);
    expect(loans).toEqual([...loans].sort((a, b) => b - a));
    for (const r of results) {
      expect(r.links.length).toBeGreaterThan(0);
      expect(r.shared_loans > 0).toBe(r.links.includes('co_borrower'));
    }
    // The seed's alternate contacts who are customers are among them (e.g. Rita Guha).
    const alternates = results.filter((r) => r.links.includes('alternate_contact'));
    expect(alternates.length).toBeGreaterThan(0);
    expect(results.some((r) => r.blacklisted)).toBe(true);
  });

  it('as of a date before any link: none', async () => {
    const res = await relationships({ history_date: '2000-01-01T00:00:00.000Z' });
    expect((res.json() as { results: Relationship[] }).results).toEqual([]);
  });

  it('is withheld from area sales managers (403), refused to investors, 400 for a bad date', async () => {
    const asm = await relationships({}, h.tokenOf('is_area_sales_manager'));
    expect(asm.statusCode).toBe(403);
    expect(asm.json().detail ?? asm.json().error).toBe(NO_PERMISSION);
    expect((await relationships({}, h.tokenOf('is_investors'))).statusCode).toBe(403);
    expect((await relationships({ history_date: 'soon' })).statusCode).toBe(400);
  });
});
