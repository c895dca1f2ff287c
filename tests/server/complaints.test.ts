// Complaints and the investor detail on the reference server: the roles of the rule table, bad
// input, the status moves, paging by status, and the investors' own figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleFlag } from '../../server/domain.ts';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { type Harness, startServer } from './harness.ts';

const h = {} as Harness;
beforeAll(async () => {
  Object.assign(h, await startServer());
}, 120_000);
afterAll(() => h.close());

type Row = {
  id: number;
  username: string;
  status: string;
  complaint: string;
  registered_by: string | null;
};
type Page = { results: Row[]; count: number; page: number; by_status: Record<string, number> };

const customer = () =>
  (
    h.db.prepare('SELECT username FROM customers ORDER BY id DESC LIMIT 1').get() as {
      username: string;
    }
  ).username;
const MANAGERS: RoleFlag[] = [
  'is_kosh_superadmin',
  'is_human_resources',
  'is_credit_manager',
  'is_recovery_manager',
  'is_disbursal_manager',
];
const OTHERS: RoleFlag[] = [
  'is_credit_underwriter',
  'is_recovery_agent',
  'is_investor',
  'is_lender',
];

describe('complaints: who may', () => {
  it.each(MANAGERS)('%s lists complaints', async (flag) => {
    const res = await h.call('listComplaints', { token: h.tokenOf(flag) });
    expect(res.statusCode).toBe(200);
  });

  it.each(OTHERS)('%s is refused with 403 and a clear error', async (flag) => {
    const token = h.tokenOf(flag);
    for (const res of [
      await h.call('listComplaints', { token }),
      await h.call('registerComplaint', {
        token,
        body: { username: customer(), complaint: 'Refused', category: 'other' },
      }),
      await h.call('updateComplaintStatus', {
        token,
        params: { complaint_id: 1 },
        body: { status: 'IN_PROGRESS' },
      }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(
        'Only the super admin and the credit, recovery and disbursal managers may work complaints.',
      );
    }
  });
});

describe('complaints: the read-only login', () => {
  it('lists complaints but registers and moves none', async () => {
    const token = h.tokenOf('is_read_only');
    expect((await h.call('listComplaints', { token })).statusCode).toBe(200);
    const register = await h.call('registerComplaint', {
      token,
      body: { username: customer(), complaint: 'Read only', category: 'other' },
    });
    expect(register.statusCode).toBe(403);
    const move = await h.call('updateComplaintStatus', {
      token,
      params: { complaint_id: 1 },
      body: { status: 'IN_PROGRESS' },
    });
    expect(move.statusCode).toBe(403);
  });
});

describe('complaints: the list', () => {
  it('has seeded complaints in every status, newest first, 20 a page', async () => {
    const res = await h.call('listComplaints', { token: h.tokenOf('is_credit_manager') });
    const page = res.json() as Page;
    for (const status of ['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED']) {
      expect(page.by_status[status]).toBeGreaterThan(0);
    }
    expect(page.count).toBe(Object.values(page.by_status).reduce((a, b) => a + b, 0));
    expect(page.results).toHaveLength(20);
    const dates = page.results.map((r) => (r as unknown as { date_created: string }).date_created);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by status and pages', async () => {
    const res = await h.call('listComplaints', { query: { status: 'RESOLVED', page: 2 } });
    const page = res.json() as Page;
    expect(page.page).toBe(2);
    expect(page.count).toBe(page.by_status.RESOLVED);
    expect(page.results.every((r) => r.status === 'RESOLVED')).toBe(true);
  });

  it('answers a bad status or page with 400 and error', async () => {
    const queries: Record<string, string | number>[] = [{ status: 'LOST' }, { page: 0 }];
    for (const query of queries) {
      const res = await h.call('listComplaints', { query });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
  });
});

describe('complaints: register and move along', () => {
  it('registers an OPEN complaint at the top of the list, by the caller, once per key', async () => {
    const username = customer();
    const body = {
      username,
      complaint: '  Field officer asked for a bribe  ',
      category: 'behaviour',
    };
    const token = h.tokenOf('is_credit_manager');
    const headers = { 'idempotency-key': 'complaint-test-1' };
    const first = await h.call('registerComplaint', { token, body, headers });
    expect(first.statusCode).toBe(200);
    const again = await h.call('registerComplaint', { token, body, headers });
    expect(again.json().id).toBe(first.json().id);
    expect(first.json()).toMatchObject({
      username,
      complaint: 'Field officer asked for a bribe',
      status: 'OPEN',
      category: 'behaviour',
      registered_by: expect.any(String),
      updated_at: null,
    });
    const list = (
      await h.call('listComplaints', { token, query: { status: 'OPEN' } })
    ).json() as Page;
    expect(list.results[0]!.id).toBe(first.json().id);
  });

  it('refuses bad input with 400 and error, an unknown customer with 404', async () => {
    for (const body of [
      { username: '98765', complaint: 'x', category: 'other' },
      { username: customer(), complaint: '', category: 'other' },
      { username: customer(), complaint: '   ', category: 'other' },
      { username: customer(), complaint: 'x'.repeat(1001), category: 'other' },
      { username: customer(), complaint: 'x', category: 'gossip' },
      { username: customer(), complaint: 'x' },
    ]) {
      const res = await h.call('registerComplaint', { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
    const unknown = await h.call('registerComplaint', {
      body: { username: '1000000001', complaint: 'x', category: 'other' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('No customer has the mobile number 1000000001.');
  });

  it('moves OPEN → IN_PROGRESS → RESOLVED → CLOSED, and refuses a skipped step with 409', async () => {
    const token = h.tokenOf('is_recovery_manager');
    const created = (
      await h.call('registerComplaint', {
        token,
        body: { username: customer(), complaint: 'Moves along', category: 'service' },
      })
    ).json() as Row;
    const move = (status: string) =>
      h.call('updateComplaintStatus', {
        token,
        params: { complaint_id: created.id },
        body: { status },
      });
    const skipped = await move('CLOSED');
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().error).toBe('A complaint that is OPEN cannot move to CLOSED.');
    for (const status of ['IN_PROGRESS', 'RESOLVED', 'IN_PROGRESS', 'RESOLVED', 'CLOSED']) {
      const res = await move(status);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status, updated_at: expect.any(String) });
    }
    expect((await move('OPEN')).statusCode).toBe(409);
    const missing = await h.call('updateComplaintStatus', {
      params: { complaint_id: 99_999_999 },
      body: { status: 'IN_PROGRESS' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

type Detail = {
  investor: { username: string };
  summary: {
    invested: number;
    principal_returned: number;
    outstanding: number;
    interest_earned: number;
  };
  investments: {
    id: number;
    amount: number;
    principal_returned: number;
    interest_earned: number;
    loans: unknown[];
  }[];
  payouts: { investment_id: number; principal: number; interest: number }[];
};

describe('investor detail', () => {
  it.each(['is_investors', 'is_investor'] as const)(
    '%s reads its own investments, whose figures add up',
    async (flag) => {
      const res = await h.call('getInvestorDetail', { token: h.tokenOf(flag) });
      expect(res.statusCode).toBe(200);
      const detail = res.json() as Detail;
      expect(detail.investor.username).toBe(demoUser(flag).username);
      expect(detail.investments.length).toBeGreaterThan(0);
      const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
      expect(detail.summary.invested).toBe(sum(detail.investments.map((i) => i.amount)));
      expect(detail.summary.interest_earned).toBe(sum(detail.payouts.map((p) => p.interest)));
      expect(detail.summary.principal_returned).toBe(sum(detail.payouts.map((p) => p.principal)));
      expect(detail.summary.outstanding).toBe(
        detail.summary.invested - detail.summary.principal_returned,
      );
      expect(detail.investments.every((i) => i.loans.length > 0)).toBe(true);
      const own = new Set(detail.investments.map((i) => i.id));
      expect(detail.payouts.every((p) => own.has(p.investment_id))).toBe(true);
    },
  );

  it('the two investors see different investments', async () => {
    const a = (
      await h.call('getInvestorDetail', { token: h.tokenOf('is_investors') })
    ).json() as Detail;
    const b = (
      await h.call('getInvestorDetail', { token: h.tokenOf('is_investor') })
    ).json() as Detail;
    const ids = new Set(a.investments.map((i) => i.id));
    expect(b.investments.some((i) => ids.has(i.id))).toBe(false);
  });

  it.each(['is_kosh_superadmin', 'is_credit_manager', 'is_lender'] as const)(
    '%s is refused with 403 and a clear error',
    async (flag) => {
      const res = await h.call('getInvestorDetail', { token: h.tokenOf(flag) });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('Only investors have an investor detail.');
    },
  );
});
