// The support-call admin operations and the audit upload on the reference server: roles from the
// rule table, paging, range checks, analytics and supervision on known data (a past range the
// seed never touches), and the audit file: types by name and content, limits, row outcomes.
import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import XLSX from 'xlsx';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { AUDIT_FILE_MAX_ROWS, NOT_EXCEL } from '../../server/support/auditFile.ts';
import { ROW_ERRORS } from '../../server/support/auditUpload.ts';
import { auditUpload } from './cases/supportAdmin.ts';
import { type Harness, startServer } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
}, 120_000);
afterAll(() => h.close());

const exec = (sql: string, ...params: (string | number | null)[]) =>
  Number(h.db.prepare(sql).run(...params).lastInsertRowid);
const value = <T>(sql: string, ...params: (string | number)[]) =>
  h.db.prepare(sql).get(...params) as T;
const userId = (flag: Parameters<typeof demoUser>[0]) =>
  value<{ id: number }>('SELECT id FROM users WHERE username = ?', demoUser(flag).username).id;

/** A customer of the test's own, numbered 6000000nnn (no seeded number begins 6000000). */
function customer(n: number, name = `Test Customer ${n}`): { id: number; username: string } {
  const username = `6000000${String(n).padStart(3, '0')}`;
  const id = exec(
    `INSERT INTO customers (username, name, mobile, pan_number, bank_account, ifsc_code, city,
       state, profile, created_at) VALUES (?, ?, ?, 'ABCDE1234F', '0001', 'KOSH0000001', 'Pune',
       'Maharashtra', '{}', '2020-01-01T00:00:00.000Z')`,
    username,
    name,
    username,
  );
  return { id, username };
}

function supportCall(
  customerId: number,
  createdAt: string,
  status = 'OPEN',
  traceability: string | null = null,
  assignedTo: number | null = null,
): number {
  return exec(
    `INSERT INTO support_calls (customer_id, assigned_to, loan_related, status, traceability,
       created_at, last_updated) VALUES (?, ?, 1, ?, ?, ?, ?)`,
    customerId,
    assignedTo,
    status,
    traceability,
    createdAt,
    createdAt,
  );
}

type Page = {
  results: { id: number; username: string; name: string; traceability: string }[];
  count: number;
  page: number;
  page_size: number;
};

describe('searchSupportCalls', () => {
  let paged: { id: number; username: string };
  beforeAll(() => {
    paged = customer(1);
    for (let i = 0; i < 23; i++) {
      supportCall(paged.id, `2020-03-${String(i + 1).padStart(2, '0')}T06:00:00.000Z`);
    }
    const unnamed = customer(2, ' ');
    supportCall(unnamed.id, '2020-03-01T06:00:00.000Z', 'CLOSED', 'CON');
  });

  it('pages 10 at a time, newest first, with the count of every page', async () => {
    const pages: Page[] = [];
    for (const page of [1, 2, 3, 4]) {
      const res = await h.call('searchSupportCalls', { query: { username: paged.username, page } });
      expect(res.statusCode).toBe(200);
      pages.push(res.json());
    }
    expect(pages.map((p) => p.results.length)).toEqual([10, 10, 3, 0]);
    expect(pages.every((p) => p.count === 23 && p.page_size === 10)).toBe(true);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3, 4]);
    const first = pages[0]!.results[0]!;
    expect(first).toMatchObject({
      name: 'Test Customer 1',
      username: paged.username,
      created_at: '2020-03-23T06:00:00.000Z',
      loan_related: 'Yes',
      status: 'OPEN',
      traceability: 'None',
      assigned_to: null,
    });
    const ids = pages.flatMap((p) => p.results.map((r) => r.id));
    expect(new Set(ids).size).toBe(23);
  });

  it('matches the beginning of the number, and names a customer without a name N/A', async () => {
    const res = await h.call('searchSupportCalls', { query: { username: '600000000' } });
    const page = res.json() as Page;
    expect(page.count).toBe(24);
    expect(page.results.every((r) => r.username.startsWith('600000000'))).toBe(true);
    const unnamed = await h.call('searchSupportCalls', { query: { username: '6000000002' } });
    expect((unnamed.json() as Page).results[0]).toMatchObject({ name: 'N/A', traceability: 'CON' });
    const seeded = await h.call('searchSupportCalls', { query: { username: '8' } });
    const expected = value<{ n: number }>(
      `SELECT count(*) AS n FROM support_calls s JOIN customers c ON c.id = s.customer_id
       WHERE c.username LIKE '8%'`,
    ).n;
    expect((seeded.json() as Page).count).toBe(expected);
  });

  it('is served by indexes (customers by number, support calls by customer)', () => {
    const plan = h.db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT s.id FROM support_calls s JOIN customers c ON c.id = s.customer_id
         LEFT JOIN users u ON u.id = s.assigned_to
         WHERE c.username >= '6' AND c.username < '6:' ORDER BY s.created_at DESC LIMIT 10`,
      )
      .all() as { detail: string }[];
    const details = plan.map((p) => p.detail).join('\n');
    expect(details).toMatch(/SEARCH c USING .*INDEX/);
    expect(details).toMatch(/SEARCH s USING INDEX support_calls_customer/);
  });

  it.each([
    ['is_kosh_superadmin', 200],
    ['is_read_only', 200],
    ['is_reminder_agent', 200],
    ['is_recovery_agent', 403],
    ['is_credit_underwriter', 403],
  ] as const)('%s gets %i', async (flag, status) => {
    const res = await h.call('searchSupportCalls', {
      token: h.tokenOf(flag),
      query: { username: '6' },
    });
    expect(res.statusCode).toBe(status);
  });

  it('refuses a username that is not digits', async () => {
    const res = await h.call('searchSupportCalls', { query: { username: '98x' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('listAssignedSupportCalls', () => {
  it('gives a support agent their own calls, and support admins every assigned call', async () => {
    const agent = demoUser('is_reminder_agent');
    const own = await h.call('listAssignedSupportCalls', { token: h.tokenOf('is_reminder_agent') });
    expect(own.statusCode).toBe(200);
    const mine = own.json() as { count: number; results: { assigned_to: { username: string } }[] };
    const expected = value<{ n: number }>(
      'SELECT count(*) AS n FROM support_calls WHERE assigned_to = ?',
      userId('is_reminder_agent'),
    ).n;
    expect(mine.count).toBe(expected);
    expect(mine.results.every((r) => r.assigned_to.username === agent.username)).toBe(true);
    const every = await h.call('listAssignedSupportCalls', { token: h.tokenOf('is_read_only') });
    const assigned = value<{ n: number }>(
      'SELECT count(*) AS n FROM support_calls WHERE assigned_to IS NOT NULL',
    ).n;
    expect((every.json() as Page).count).toBe(assigned);
    expect((every.json() as Page).results).toHaveLength(10);
  });

  it('refuses roles without a support queue', async () => {
    const res = await h.call('listAssignedSupportCalls', { token: h.tokenOf('is_lender') });
    expect(res.statusCode).toBe(403);
  });
});

describe('getSupportAnalytics', () => {
  beforeAll(() => {
    const c = customer(10);
    // India days: 2020-02-01 starts at 2020-01-31T18:30Z.
    supportCall(c.id, '2020-01-31T18:29:00.000Z', 'OPEN', 'CON'); // 31 Jan in India: out
    supportCall(c.id, '2020-01-31T18:30:00.000Z', 'RESOLVED', 'NC');
    supportCall(c.id, '2020-02-01T06:00:00.000Z', 'OPEN', 'CON');
    supportCall(c.id, '2020-02-01T07:00:00.000Z', 'OPEN', null);
    supportCall(c.id, '2020-02-02T07:00:00.000Z', 'CLOSED', 'RNR');
    supportCall(c.id, '2020-02-03T18:30:00.000Z', 'CLOSED', 'RNR'); // 4 Feb in India: out
  });

  it('counts by status, by traceability and per India day, zeros included', async () => {
    const res = await h.call('getSupportAnalytics', {
      query: { start_date: '2020-02-01', end_date: '2020-02-03' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      start_date: '2020-02-01',
      end_date: '2020-02-03',
      by_status: { OPEN: 2, CLOSED: 1, RESOLVED: 1 },
      by_traceability: { RNR: 1, NC: 1, CON: 1, None: 1 },
      per_day: [
        { day: '2020-02-01', OPEN: 2, CLOSED: 0, RESOLVED: 1 },
        { day: '2020-02-02', OPEN: 0, CLOSED: 1, RESOLVED: 0 },
        { day: '2020-02-03', OPEN: 0, CLOSED: 0, RESOLVED: 0 },
      ],
    });
  });

  it('takes at most 366 days, and no end before the start', async () => {
    const ask = (start_date: string, end_date: string) =>
      h.call('getSupportAnalytics', { query: { start_date, end_date } });
    const year = await ask('2020-01-01', '2021-01-01');
    expect(year.statusCode).toBe(200);
    expect(year.json().per_day).toHaveLength(367);
    const tooLong = await ask('2020-01-01', '2021-01-02');
    expect([tooLong.statusCode, tooLong.json().error]).toEqual([
      400,
      'end_date must be at most 366 days after start_date.',
    ]);
    const backwards = await ask('2020-01-02', '2020-01-01');
    expect([backwards.statusCode, backwards.json().error]).toEqual([
      400,
      'end_date must not be before start_date.',
    ]);
  });

  it.each([
    ['is_read_only', 200],
    ['is_reminder_agent', 403],
    ['is_recovery_manager', 403],
  ] as const)('%s gets %i', async (flag, status) => {
    const res = await h.call('getSupportAnalytics', {
      token: h.tokenOf(flag),
      query: { start_date: '2020-02-01', end_date: '2020-02-03' },
    });
    expect(res.statusCode).toBe(status);
  });
});

describe('getCallSupervision', () => {
  const RANGE = { start_date: '2020-01-01', end_date: '2020-01-01' };
  let agent: string;
  beforeAll(() => {
    agent = demoUser('is_recovery_agent').username;
    const agentId = userId('is_recovery_agent');
    const [a, b, c] = [customer(20), customer(21), customer(22)];
    const softCall = (customerId: number, kind: string, traceability: string) =>
      exec(
        `INSERT INTO soft_calls (agent_id, customer_id, kind, traceability, created_at, last_updated)
         VALUES (?, ?, ?, ?, '2019-12-30T00:00:00.000Z', '2019-12-30T00:00:00.000Z')`,
        agentId,
        customerId,
        kind,
        traceability,
      );
    const recovery = softCall(a.id, 'dpd', 'CON');
    const soft = softCall(b.id, 'soft', 'RNR');
    const outcome = (caseId: number, at: string) =>
      exec(
        "INSERT INTO call_outcomes (soft_call_id, call_id, agent_id, created_at) VALUES (?, 'c', ?, ?)",
        caseId,
        agentId,
        at,
      );
    outcome(recovery, '2020-01-01T04:30:00.000Z'); // 10:00 India
    outcome(recovery, '2020-01-01T05:00:00.000Z'); // 10:30
    outcome(soft, '2020-01-01T10:00:00.000Z'); // 15:30
    outcome(soft, '2019-12-31T18:31:00.000Z'); // 00:01 on 1 Jan in India
    outcome(soft, '2020-01-01T18:30:00.000Z'); // 2 Jan in India: out of range
    const support = supportCall(c.id, '2019-12-30T00:00:00.000Z', 'OPEN', 'CON');
    const lead = exec(
      `INSERT INTO lead_calls (agent_id, customer_id, source, feedback, created_at, last_updated)
       VALUES (?, ?, 'referral', 'ringing_not_receiving', '2019-12-30', '2019-12-30')`,
      agentId,
      c.id,
    );
    for (const [desk, caseId] of [
      ['support', support],
      ['lead', lead],
    ] as const) {
      exec(
        `INSERT INTO desk_call_outcomes (desk, case_id, call_id, agent_id, created_at)
         VALUES (?, ?, 'd', ?, '2020-01-01T12:00:00.000Z')`,
        desk,
        caseId,
        agentId,
      );
    }
    // A granted dial permit is not a call.
    exec(
      `INSERT INTO dial_attempts (desk, case_id, customer_id, agent_id, allowed, day, created_at)
       VALUES ('recovery', ?, ?, ?, 1, '2020-01-01', '2020-01-01T06:00:00.000Z')`,
      recovery,
      a.id,
      agentId,
    );
    const promise = (caseId: number, day: string) =>
      exec(
        `INSERT INTO call_feedback (soft_call_id, agent_id, payment, payment_promise_date, created_at)
         VALUES (?, ?, 'promise_to_pay', ?, '2020-01-01T06:00:00.000Z')`,
        caseId,
        agentId,
        day,
      );
    promise(recovery, '2020-01-05'); // kept: paid on the 3rd
    promise(recovery, '2020-01-02'); // not kept: the payment came after the 2nd
    promise(soft, '2020-01-05'); // not kept: never paid
    exec(
      `INSERT INTO repayments (customer_id, payment_id, amount, receiver, sender, source, status,
         type, time) VALUES (?, 'test_pay_1', 500, 'Kosh Finance', 'A', 'UPI', 'success', 'EMI',
         '2020-01-03T05:00:00.000Z')`,
      a.id,
    );
    exec(
      `INSERT INTO repayments (customer_id, payment_id, amount, receiver, sender, source, status,
         type, time) VALUES (?, 'test_pay_2', 500, 'Kosh Finance', 'B', 'UPI', 'failed', 'EMI',
         '2020-01-03T05:00:00.000Z')`,
      b.id,
    );
  });

  it('counts linked calls, connections, promises and kept promises per agent and hour', async () => {
    const res = await h.call('getCallSupervision', { query: RANGE });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...RANGE,
      agents: [
        {
          username: agent,
          name: expect.any(String),
          calls: 6,
          connected: 3,
          connect_rate: 0.5,
          promises: 3,
          promises_kept: 1,
          kept_rate: 0.3333,
        },
      ],
      hourly: [
        { username: agent, hour: 0, calls: 1 },
        { username: agent, hour: 10, calls: 2 },
        { username: agent, hour: 15, calls: 1 },
        { username: agent, hour: 17, calls: 2 },
      ],
    });
  });

  it("gives a desk's manager that desk only", async () => {
    const res = await h.call('getCallSupervision', {
      token: h.tokenOf('is_recovery_manager'),
      query: RANGE,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().agents).toEqual([
      expect.objectContaining({
        calls: 2,
        connected: 2,
        promises: 2,
        promises_kept: 1,
        kept_rate: 0.5,
      }),
    ]);
    const referral = await h.call('getCallSupervision', {
      token: h.tokenOf('is_referral_manager'),
      query: RANGE,
    });
    expect(referral.json().agents).toEqual([
      expect.objectContaining({ calls: 1, connected: 0, promises: 0, kept_rate: null }),
    ]);
  });

  it('refuses agents, and ranges that run backwards', async () => {
    const agentRes = await h.call('getCallSupervision', {
      token: h.tokenOf('is_recovery_agent'),
      query: RANGE,
    });
    expect(agentRes.statusCode).toBe(403);
    const backwards = await h.call('getCallSupervision', {
      query: { start_date: '2020-01-02', end_date: '2020-01-01' },
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('has seeded history for the last 30 days', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const start = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    const res = await h.call('getCallSupervision', {
      query: { start_date: start, end_date: today },
    });
    const { agents, hourly } = res.json() as {
      agents: { calls: number; connected: number; promises: number; promises_kept: number }[];
      hourly: unknown[];
    };
    expect(agents.length).toBeGreaterThan(3);
    expect(agents.every((a) => a.calls > 0)).toBe(true);
    expect(agents.some((a) => a.connected > 0 && a.promises_kept > 0)).toBe(true);
    expect(hourly.length).toBeGreaterThan(20);
  });
});

describe('uploadAuditFile', () => {
  const auditor = () => h.tokenOf('is_reminder_audit');
  const upload = (name: string, bytes: Buffer, token = auditor(), key?: string) =>
    h.call('uploadAuditFile', {
      token,
      ...auditUpload({ name, bytes }),
      ...(key
        ? { headers: { ...auditUpload({ name, bytes }).headers, 'idempotency-key': key } }
        : {}),
    });
  const sheet = (rows: string[][], bookType: 'xlsx' | 'biff8') => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Audit');
    return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
  };
  const csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.join(',')).join('\r\n'));
  const openCalls = (username: string) =>
    value<{ n: number }>(
      `SELECT count(*) AS n FROM audit_calls a JOIN customers c ON c.id = a.customer_id
       WHERE c.username = ? AND a.status <> 'done'`,
      username,
    ).n;

  it('files each row of a .csv: new calls, open calls, and the reason for the others', async () => {
    const [fresh, other, open] = [customer(30), customer(31), customer(32)];
    exec(
      `INSERT INTO audit_calls (customer_id, source, payment_status, created_at, last_updated)
       VALUES (?, 'upload', 'DONE', '2020-01-01', '2020-01-01')`,
      open.id,
    );
    const res = await upload(
      'audit.csv',
      csv([
        ['Mobile Number', 'Payment Status'],
        [fresh.username, 'due'],
        [other.username, 'DONE'],
        [open.username, 'DUE'],
        ['12345', 'DUE'],
        [fresh.username, 'DONE'],
        ['6000000999', 'DUE'],
        ['6000000033', 'PAID'],
        ['', ''],
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      new_calls: [
        { number: fresh.username, payment_status: 'DUE' },
        { number: other.username, payment_status: 'DONE' },
      ],
      existing_calls: [{ number: open.username, payment_status: 'DUE' }],
      failed_entries: [
        { number: '12345', error: ROW_ERRORS.number },
        { number: fresh.username, error: ROW_ERRORS.duplicate },
        { number: '6000000999', error: ROW_ERRORS.customer },
        { number: '6000000033', error: ROW_ERRORS.payment },
      ],
    });
    // The auditor who uploads gets the calls; the upload is in the activity log.
    const auditorId = userId('is_reminder_audit');
    const rows = h.db
      .prepare(
        `SELECT a.auditor_id, a.source, a.status FROM audit_calls a
         WHERE a.customer_id IN (?, ?) ORDER BY a.id`,
      )
      .all(fresh.id, other.id);
    expect(rows).toEqual([
      { auditor_id: auditorId, source: 'upload', status: 'pending' },
      { auditor_id: auditorId, source: 'upload', status: 'pending' },
    ]);
    const logged = value<{ details: string }>(
      "SELECT details FROM activity_log WHERE action = 'audit_file.upload' AND actor_id = ? ORDER BY id DESC",
      auditorId,
    );
    expect(JSON.parse(logged.details)).toMatchObject({ new_calls: 2, existing_calls: 1 });
  });

  it('reads .xlsx and .xls; an admin upload goes to the auditors', async () => {
    const [x, y] = [customer(40), customer(41)];
    const xlsx = await upload(
      'audit.xlsx',
      sheet(
        [
          ['number', 'payment'],
          [x.username, 'DONE'],
        ],
        'xlsx',
      ),
      h.tokenOf('is_kosh_superadmin'),
    );
    expect(xlsx.json()).toMatchObject({ new_calls: [{ number: x.username }], failed_entries: [] });
    const xls = await upload(
      'AUDIT.XLS',
      sheet(
        [
          ['username', 'payment_status'],
          [y.username, 'DUE'],
        ],
        'biff8',
      ),
    );
    expect(xls.json()).toMatchObject({
      new_calls: [{ number: y.username, payment_status: 'DUE' }],
    });
    const auditorOf = value<{ auditor_id: number }>(
      'SELECT auditor_id FROM audit_calls WHERE customer_id = ?',
      x.id,
    ).auditor_id;
    expect(auditorOf).toBe(userId('is_reminder_audit'));
  });

  it('shares an upload by someone who is not an auditor among the auditors, in turn', async () => {
    const second = exec(
      `INSERT INTO users (username, name, email, password_hash, created_at)
       VALUES ('9900000077', 'Second Auditor', 'second@kosh.test', 'x', '2020-01-01')`,
    );
    exec(
      `INSERT INTO staff_profiles (user_id, user_referral_code, employee_code, cluster,
         date_of_joining, is_reminder_audit) VALUES (?, 'RRTEST77', 'EMP-RR-77', 'Pune', '2020-01-01', 1)`,
      second,
    );
    const people = [customer(70), customer(71), customer(72)];
    const res = await upload(
      'audit.csv',
      csv([['number', 'payment'], ...people.map((c) => [c.username, 'DUE'])]),
      h.tokenOf('is_kosh_superadmin'),
    );
    expect(res.json().new_calls).toHaveLength(3);
    const auditorsOf = people.map(
      (c) =>
        value<{ auditor_id: number }>(
          'SELECT auditor_id FROM audit_calls WHERE customer_id = ?',
          c.id,
        ).auditor_id,
    );
    expect(new Set(auditorsOf)).toEqual(new Set([second, userId('is_reminder_audit')]));
    expect(auditorsOf[0]).toBe(auditorsOf[2]);
    expect(auditorsOf[0]).not.toBe(auditorsOf[1]);
    h.db.prepare('UPDATE staff_profiles SET current_status = 0 WHERE user_id = ?').run(second);
  });

  it('answers a repeat with the same key once, without a second call', async () => {
    const z = customer(50);
    const file = csv([
      ['number', 'payment'],
      [z.username, 'DUE'],
    ]);
    const first = await upload('audit.csv', file, auditor(), 'audit-upload-key-1');
    const again = await upload('audit.csv', file, auditor(), 'audit-upload-key-1');
    expect(again.json()).toEqual(first.json());
    expect(first.json().new_calls).toHaveLength(1);
    expect(openCalls(z.username)).toBe(1);
    const other = await upload(
      'audit.csv',
      csv([
        ['number', 'payment'],
        [z.username, 'DONE'],
      ]),
      auditor(),
      'audit-upload-key-1',
    );
    expect(other.statusCode).toBe(422);
  });

  it.each([
    ['a .pdf', 'audit.pdf', Buffer.from('%PDF-1.4\n1 0 obj\n%%EOF\n')],
    ['a .pdf renamed .xlsx', 'audit.xlsx', Buffer.from('%PDF-1.4\n1 0 obj\n%%EOF\n')],
    ['a .pdf renamed .csv', 'audit.csv', Buffer.from('%PDF-1.4\n1 0 obj\n%%EOF\n')],
    ['a .pdf renamed .xls', 'audit.xls', Buffer.from('%PDF-1.4\n1 0 obj\n%%EOF\n')],
    ['a binary renamed .csv', 'audit.csv', Buffer.from([0x00, 0x01, 0x02, 0x50, 0x4b])],
    ['a .txt', 'audit.txt', Buffer.from('number,payment\n6000000001,DUE\n')],
  ])('refuses %s with the spec text', async (_what, name, bytes) => {
    const res = await upload(name, bytes);
    expect([res.statusCode, res.json().error]).toEqual([400, NOT_EXCEL]);
  });

  it('refuses a file over 2 MB with 413', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 1, 'a');
    const res = await upload('audit.csv', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('The file is larger than 2 MB.');
  });

  it(`refuses more than ${AUDIT_FILE_MAX_ROWS} rows`, async () => {
    const rows = [['number', 'payment']];
    for (let i = 0; i <= AUDIT_FILE_MAX_ROWS; i++) rows.push([String(7_000_000_000 + i), 'DUE']);
    const res = await upload('audit.csv', csv(rows));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/more than 5000 rows/);
  });

  it('refuses hostile and malformed files with a clear 400', async () => {
    // A zip whose one entry inflates to 80 MB of zeros.
    const inflated = 80 * 1024 * 1024;
    const bomb = zipOf(
      'xl/worksheets/sheet1.xml',
      deflateRawSync(Buffer.alloc(inflated)),
      inflated,
    );
    const cases: [string, Buffer, RegExp][] = [
      ['bomb.xlsx', bomb, /too large once unpacked/],
      ['garbage.xlsx', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]), /zip/],
      [
        'garbage.xls',
        Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600, 3)]),
        /spreadsheet/,
      ],
      ['empty.csv', Buffer.alloc(0), /empty/],
      ['blank.csv', Buffer.from('\n,\n\n'), /empty/],
      [
        'other.csv',
        csv([
          ['name', 'city'],
          ['A', 'Pune'],
        ]),
        /header row/,
      ],
      ['header.csv', csv([['number', 'payment']]), /no rows/],
    ];
    for (const [name, bytes, error] of cases) {
      const res = await upload(name, bytes);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().error, name).toMatch(error);
    }
    // A sheet whose header is elsewhere than the first sheet is refused like any other.
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['notes']]), 'Notes');
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['number', 'payment']]), 'Audit');
    const wrongSheet = await upload(
      'audit.xlsx',
      XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }),
    );
    expect(wrongSheet.statusCode).toBe(400);
    expect(wrongSheet.json().error).toMatch(/header row/);
  });

  it('never evaluates a formula: a cell reads as its stored value', async () => {
    const f = customer(60);
    const sheetData = XLSX.utils.aoa_to_sheet([
      ['number', 'payment'],
      [f.username, 'DUE'],
    ]);
    sheetData.B2 = { t: 's', v: 'DUE', f: 'HYPERLINK("http://example.invalid","x")' };
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheetData, 'Audit');
    const res = await upload('audit.xlsx', XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));
    expect(res.json().new_calls).toEqual([{ number: f.username, payment_status: 'DUE' }]);
  });

  it.each([
    ['is_reminder_audit', 200],
    ['is_kosh_superadmin', 200],
    ['is_recovery_agent', 403],
    ['is_reminder_agent', 403],
    ['is_read_only', 403],
  ] as const)('%s gets %i', async (flag, status) => {
    const res = await upload(
      'audit.csv',
      csv([
        ['number', 'payment'],
        ['6000000999', 'DUE'],
      ]),
      h.tokenOf(flag),
    );
    expect(res.statusCode).toBe(status);
  });

  it('wants the file in the field named file', async () => {
    const res = await h.call('uploadAuditFile', {
      token: auditor(),
      body: auditUpload({ name: 'a.csv', bytes: Buffer.from('number,payment\n') })
        .body.toString()
        .replaceAll('name="file"', 'name="document"'),
      headers: auditUpload({ name: 'a.csv', bytes: Buffer.from('') }).headers,
    });
    expect(res.statusCode).toBe(400);
  });
});

/** A one-entry zip (deflated), its sizes as declared. */
function zipOf(name: string, deflated: Buffer, size: number): Buffer {
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(deflated.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(deflated.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const localSize = local.length + nameBytes.length + deflated.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(localSize, 16);
  return Buffer.concat([local, nameBytes, deflated, central, nameBytes, end]);
}
