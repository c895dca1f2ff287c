// The authorization matrix: every role × every customer-scoped read (by username or user id)
// and the customer list (one rule, server/customers.ts), and every role × loan decision × loan
// status (one rule table, openapi/rules/loan-decisions.json).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccessCustomer } from '../../server/customers.ts';
import {
  canTakeDecision,
  DECISION_NEEDS_LOAN_CONFIG,
  DECISION_RULES,
  isAdmin,
  isInvestorOnly,
  isLender,
  isReadOnly,
  LOAN_DECISIONS,
  LOAN_STATUSES,
  type LoanDecision,
  type LoanStatus,
  nextLoanStatus,
  ROLE_FLAGS,
  type RoleFlag,
} from '../../server/domain.ts';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { loadAuthUser } from '../../server/staff.ts';
import { OPERATIONS, sampleRequest } from './contract.ts';
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

/** The user id of a customer, for the read that names them by it. */
function customerId(username: string): number {
  return (
    h.db.prepare('SELECT id FROM customers WHERE username = ?').get(username) as { id: number }
  ).id;
}

/** What the rule says a role gets for a customer: 200 or the refusal. */
function expected(flag: RoleFlag, username: string): number {
  const roles = rolesOf(flag);
  if (isAdmin(roles)) return 200;
  if (isInvestorOnly(roles)) return 403;
  if (!isLender(roles)) return 200;
  return username === funded ? 200 : 403;
}

const READS = [
  ['getCustomerByUserId', (u: string) => ({ params: { user_id: customerId(u) } })],
  ['getCustomerProfile', (u: string) => ({ params: { username: u } })],
  ['listProfileVersions', (u: string) => ({ params: { username: u } })],
  ['getCustomerActivity', (u: string) => ({ params: { username: u } })],
  ['getBlacklist', (u: string) => ({ query: { username: u } })],
  ['listAlternateContacts', (u: string) => ({ params: { username: u } })],
  ['listCustomerLoans', (u: string) => ({ params: { username: u } })],
  ['listAchDebits', (u: string) => ({ params: { username: u, provider: 'digio' } })],
  ['listDeletedLoanshares', (u: string) => ({ params: { username: u } })],
  ['listSalaryDetails', (u: string) => ({ params: { username: u } })],
  ['listCustomerDocuments', (u: string) => ({ params: { username: u } })],
  ['listEmiEntries', (u: string) => ({ params: { username: u } })],
  ['getFipData', (u: string) => ({ params: { username: u } })],
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

describe('loan decisions: role × decision × status, from the one rule table', () => {
  const STATUSES = LOAN_STATUSES;
  let loanId: number;
  beforeAll(() => {
    loanId = (h.db.prepare('SELECT id FROM loans ORDER BY id LIMIT 1').get() as { id: number }).id;
  });

  /** What the table and the read-only rule say the server answers. */
  function expectedStatus(flag: RoleFlag, decision: LoanDecision, status: LoanStatus): number {
    const roles = rolesOf(flag);
    if (isReadOnly(roles)) return 403;
    if (!canTakeDecision(roles, decision)) return 403;
    return nextLoanStatus(decision, status) === null ? 400 : 200;
  }

  const cases = ROLE_FLAGS.flatMap((flag) =>
    LOAN_DECISIONS.flatMap((decision) => STATUSES.map((status) => ({ flag, decision, status }))),
  );
  it.each(cases)('$flag: $decision from $status', async ({ flag, decision, status }) => {
    h.db
      .prepare('UPDATE loans SET status = ?, default_lender = ?, emi_start_date = ? WHERE id = ?')
      .run(status, 'Kosh Finance', '2026-12-28', loanId);
    const res = await h.call('decideLoan', {
      token: h.tokenOf(flag),
      params: { loan_id: loanId },
      body: { decision },
    });
    expect(res.statusCode).toBe(expectedStatus(flag, decision, status));
    if (res.statusCode === 200) expect(res.json().status).toBe(DECISION_RULES[decision].to);
  });

  it('keeps credit and disbursal apart, as the issue found them mixed', () => {
    expect(canTakeDecision(rolesOf('is_credit_underwriter'), 'disburse')).toBe(false);
    expect(canTakeDecision(rolesOf('is_disbursal_team'), 'approve')).toBe(false);
    expect(canTakeDecision(rolesOf('is_credit_manager'), 'reject')).toBe(true);
    expect(canTakeDecision(rolesOf('is_disbursal_manager'), 'disburse')).toBe(true);
    expect(LOAN_DECISIONS.some((d) => canTakeDecision(rolesOf('is_lender'), d))).toBe(false);
  });

  it('refuses to disburse a loan without a default lender or an EMI start date', async () => {
    const admin = h.tokenOf('is_kosh_superadmin');
    const incomplete: [string | null, string | null][] = [
      ['-', '2026-12-28'],
      [null, '2026-12-28'],
      ['Kosh Finance', null],
    ];
    for (const [lender, emi] of incomplete) {
      h.db
        .prepare('UPDATE loans SET status = ?, default_lender = ?, emi_start_date = ? WHERE id = ?')
        .run('ready_for_disbursal', lender, emi, loanId);
      const res = await h.call('decideLoan', {
        token: admin,
        params: { loan_id: loanId },
        body: { decision: 'disburse' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(DECISION_NEEDS_LOAN_CONFIG);
    }
  });
});

describe('read-only roles × every operation that changes or creates something', () => {
  // From the contract itself: every write of the main service and every read marked x-creates,
  // so an operation added later is in the matrix without anyone listing it.
  const creating = OPERATIONS.filter(
    (op) => op.service === 'main' && !op.public && (op.method !== 'GET' || op.creates),
  );
  const READ_ONLY = ROLE_FLAGS.filter((flag) => isReadOnly({ ...noRoles(), [flag]: true }));

  it('the matrix is not empty, and names both read-only roles', () => {
    expect(creating.length).toBeGreaterThan(5);
    expect(READ_ONLY).toEqual(['is_read_only', 'is_lender_read_only']);
  });

  const cases = creating.flatMap((op) => READ_ONLY.map((flag) => ({ flag, op })));
  it.each(cases)(
    '$flag: $op.method $op.path is refused before anything is read or stored',
    async ({ flag, op }) => {
      // A request the contract accepts, so only the role can be the reason for a refusal.
      const res = await h.call(op.operationId, {
        token: h.tokenOf(flag),
        ...sampleRequest(op.operationId),
      });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action' });
    },
  );
});

function noRoles(): Record<RoleFlag, boolean> {
  return Object.fromEntries(ROLE_FLAGS.map((flag) => [flag, false])) as Record<RoleFlag, boolean>;
}
