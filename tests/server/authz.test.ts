// The authorization matrix of customer data: every role × every customer-scoped read, and the
// customer list filtered by the caller's rights. One rule (server/customers.ts) answers them all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccessCustomer } from '../../server/customers.ts';
import {
  isAdmin,
  isInvestorOnly,
  isLender,
  ROLE_FLAGS,
  type RoleFlag,
} from '../../server/domain.ts';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { loadAuthUser } from '../../server/staff.ts';
import { type Harness, startServer } from './harness.ts';

let h: Harness;
/** A customer every lender may open (in a disbursed loan), and one no lender may. */
let funded: string;
let unfunded: string;

beforeAll(async () => {
  h = await startServer();
  const pick = (sql: string) => (h.db.prepare(sql).get() as { username: string }).username;
  funded = pick(`SELECT c.username FROM customers c JOIN loan_shares s ON s.customer_id = c.id
    JOIN loans l ON l.id = s.loan_id WHERE l.status = 'loan_disbursed' LIMIT 1`);
  unfunded = pick(`SELECT c.username FROM customers c WHERE NOT EXISTS (
      SELECT 1 FROM loan_shares s JOIN loans l ON l.id = s.loan_id
      WHERE s.customer_id = c.id AND l.status IN ('loan_disbursed', 'completed', 'settled', 'written_off'))
    AND NOT EXISTS (SELECT 1 FROM loans l WHERE l.leader_id = c.id
      AND l.status IN ('loan_disbursed', 'completed', 'settled', 'written_off')) LIMIT 1`);
});
afterAll(() => h.close());

const rolesOf = (flag: RoleFlag) => {
  const user = h.db
    .prepare('SELECT id FROM users WHERE username = ?')
    .get(demoUser(flag).username) as {
    id: number;
  };
  return loadAuthUser(h.db, user.id)!.roles!;
};

/** What the rule says a role gets for a customer: 200 or the refusal. */
function expected(flag: RoleFlag, username: string): number {
  const roles = rolesOf(flag);
  if (isAdmin(roles)) return 200;
  if (isInvestorOnly(roles)) return 403;
  if (!isLender(roles)) return 200;
  return username === funded ? 200 : 403;
}

const READS = [
  ['getCustomerProfile', (u: string) => ({ params: { username: u } })],
  ['listProfileVersions', (u: string) => ({ params: { username: u } })],
  ['getCustomerActivity', (u: string) => ({ params: { username: u } })],
  ['getBlacklist', (u: string) => ({ query: { username: u } })],
] as const;

describe('customer-scoped reads: role × operation × customer', () => {
  const cases = ROLE_FLAGS.flatMap((flag) =>
    READS.flatMap(([op, args]) =>
      (['funded', 'unfunded'] as const).map((which) => ({ flag, op, args, which })),
    ),
  );
  it.each(cases)('$flag $op ($which customer)', async ({ flag, op, args, which }) => {
    const username = which === 'funded' ? funded : unfunded;
    const res = await h.call(op, { token: h.tokenOf(flag), ...args(username) });
    expect(res.statusCode).toBe(expected(flag, username));
    if (res.statusCode === 403) {
      expect(res.json().detail).toBe("Sorry! You don't have access to see this page");
    }
  });
});

describe('the customer list holds only the customers the caller may open', () => {
  it.each(ROLE_FLAGS)('%s', async (flag) => {
    const roles = rolesOf(flag);
    const res = await h.call('listCustomers', { token: h.tokenOf(flag), query: { entries: 100 } });
    expect(res.statusCode).toBe(200);
    const { count, results } = res.json() as { count: number; results: { username: string }[] };
    const total = (h.db.prepare('SELECT count(*) AS n FROM customers').get() as { n: number }).n;
    if (isInvestorOnly(roles)) {
      expect([count, results.length]).toEqual([0, 0]);
      return;
    }
    if (!isLender(roles) || isAdmin(roles)) {
      expect(count).toBe(total);
      return;
    }
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(total);
    for (const { username } of results) {
      const id = (
        h.db.prepare('SELECT id FROM customers WHERE username = ?').get(username) as {
          id: number;
        }
      ).id;
      expect(canAccessCustomer(h.db, roles, id)).toBe(true);
    }
  });
});
