// The call desks: queues in order and past a case, who works which desk (the rule table), every
// dial rule (hours in the customer's zone, do-not-call, the day's cap), permits, call outcomes,
// each desk's feedback rules, once-only saves and 409s, loan comments, new leads and GLs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import table from '../../openapi/rules/call-desks.json' with { type: 'json' };
import { type ConfigOverrides, loadConfig } from '../../server/config.ts';
import { DIAL_BLOCKS, dialBlock, timeIn } from '../../server/desks/dialRules.ts';
import { ROLE_FLAGS, type RoleFlag } from '../../server/domain.ts';
import { NO_PERMISSION } from '../../server/errors.ts';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { indiaDay } from '../../server/time.ts';
import { assertMatches } from './contract.ts';
import { type Harness, startServer } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.close());

const DESKS = ['recovery', 'audit', 'lead', 'support'] as const;
type Desk = (typeof DESKS)[number];
/** The demo agent of each desk. */
const AGENT: Record<Desk, RoleFlag> = {
  recovery: 'is_recovery_agent',
  audit: 'is_reminder_audit',
  lead: 'is_referral_sales',
  support: 'is_reminder_agent',
};
/** The desk's queue, straight from the tables, oldest first. */
const QUEUE: Record<Desk, string> = {
  recovery: `SELECT x.id FROM soft_calls x WHERE x.kind = 'dpd' AND x.agent_id = ?
    AND x.status IN ('pending', 'calling') AND (x.snooze_date IS NULL OR x.snooze_date <= ?)`,
  audit: `SELECT x.id FROM audit_calls x WHERE x.auditor_id = ? AND x.status IN ('pending', 'calling')
    AND ? IS NOT NULL`,
  lead: `SELECT x.id FROM lead_calls x WHERE x.agent_id = ? AND x.status IN ('pending', 'calling')
    AND ? IS NOT NULL`,
  support: `SELECT x.id FROM support_calls x WHERE x.assigned_to = ? AND x.status = 'OPEN'
    AND x.work_status <> 'done' AND ? IS NOT NULL`,
};

const userId = (flag: RoleFlag) =>
  (
    h.db.prepare('SELECT id FROM users WHERE username = ?').get(demoUser(flag).username) as {
      id: number;
    }
  ).id;
const queueOf = (desk: Desk, flag = AGENT[desk]) =>
  (
    h.db.prepare(`${QUEUE[desk]} ORDER BY x.created_at, x.id`).all(userId(flag), indiaDay()) as {
      id: number;
    }[]
  ).map((row) => row.id);
const next = async (desk: Desk, flag: RoleFlag = AGENT[desk], query = {}) => {
  const res = await h.call('getNextDeskCase', { token: h.tokenOf(flag), params: { desk }, query });
  assertMatches('getNextDeskCase', res.statusCode, res.json());
  return res;
};
const holds = (flag: RoleFlag, listed: readonly string[]) => listed.includes(flag);

describe('queues', () => {
  for (const desk of DESKS) {
    it(`${desk}: the oldest case first, then the next after a given one, with the desk's facts`, async () => {
      const queue = queueOf(desk);
      expect(queue.length).toBeGreaterThan(10);
      const first = (await next(desk)).json();
      expect(first.id).toBe(queue[0]);
      expect(first.desk).toBe(desk);
      for (const other of DESKS.filter((d) => d !== desk && d !== 'recovery')) {
        expect(first[other]).toBeNull();
      }
      if (desk !== 'recovery') expect(first[desk]).not.toBeNull();
      const second = (await next(desk, AGENT[desk], { after: queue[0]! })).json();
      expect(second.id).toBe(queue[1]);
      const fifth = (await next(desk, AGENT[desk], { after: queue[3]! })).json();
      expect(fifth.id).toBe(queue[4]);
      const last = queue[queue.length - 1]!;
      expect((await next(desk, AGENT[desk], { after: last })).json()).toEqual({
        msg: `No ${desk} calls left in your queue`,
      });
    });
  }

  it("opens one's own case by id, another agent's only for the desk's managers and readers", async () => {
    const mine = queueOf('recovery')[2]!;
    expect((await next('recovery', 'is_recovery_agent', { case_id: mine })).json().id).toBe(mine);
    const others = queueOf('recovery', 'is_recovery_manager')[0]!;
    expect((await next('recovery', 'is_recovery_agent', { case_id: others })).statusCode).toBe(404);
    expect((await next('recovery', 'is_recovery_agent', { after: others })).statusCode).toBe(404);
    expect((await next('recovery', 'is_recovery_team_lead', { case_id: mine })).json().id).toBe(
      mine,
    );
    // Readers open any case, but have no queue.
    expect((await next('recovery', 'is_read_only', { case_id: mine })).json().id).toBe(mine);
    const reader = await next('recovery', 'is_read_only');
    expect(reader.statusCode).toBe(403);
    expect(reader.json().detail).toBe('You have no recovery queue');
    // A soft case is not a recovery case.
    const soft = h.db.prepare("SELECT id FROM soft_calls WHERE kind = 'soft' LIMIT 1").get() as {
      id: number;
    };
    expect((await next('recovery', 'is_kosh_superadmin', { case_id: soft.id })).statusCode).toBe(
      404,
    );
  });

  it('an audit case names the recovery call under audit; lead and support cases their facts', async () => {
    const audit = (await next('audit')).json();
    expect(audit.audit.source).toBe('recovery');
    expect(audit.audit.recovery_agent?.username).toMatch(/^\d{10}$/);
    expect(audit.audit.recovery_feedback_at).toBeTruthy();
    const support = (await next('support')).json();
    expect(support.support.status).toBe('OPEN');
    expect(typeof support.dpd).toBe('number');
    const lead = (await next('lead')).json();
    expect(typeof lead.lead.source).toBe('string');
  });

  it('every role gets a queue at a desk exactly when the rule table lists it as an agent', async () => {
    for (const desk of DESKS) {
      for (const flag of ROLE_FLAGS) {
        const res = await h.call('getNextDeskCase', {
          token: h.tokenOf(flag),
          params: { desk },
        });
        const expected = holds(flag, table.desks[desk].agents) ? 200 : 403;
        expect(res.statusCode, `${flag} at ${desk}`).toBe(expected);
      }
    }
  });

  it('the soft loop serves only soft cases now, with their dial block', async () => {
    const res = await h.call('getNextSoftCall', { token: h.tokenOf('is_kosh_superadmin') });
    const kind = h.db.prepare('SELECT kind FROM soft_calls WHERE id = ?').get(res.json().id) as {
      kind: string;
    };
    expect(kind.kind).toBe('soft');
    expect(res.json()).toHaveProperty('dial_block');
    expect(
      (await h.call('getNextSoftCall', { token: h.tokenOf('is_recovery_agent') })).json(),
    ).toEqual({ msg: 'No soft calls left in your queue' });
  });
});

describe('dial rules', () => {
  const config = { CALL_HOURS_FROM: '08:00', CALL_HOURS_TO: '19:00', DAILY_ATTEMPT_CAP: 3 };
  const plain = () =>
    (
      h.db
        .prepare(
          `SELECT c.id FROM customers c WHERE c.time_zone = 'Asia/Kolkata' AND NOT EXISTS (SELECT 1
           FROM do_not_call d WHERE d.customer_id = c.id) AND NOT EXISTS (SELECT 1 FROM dial_attempts
           a WHERE a.customer_id = c.id) ORDER BY c.id DESC LIMIT 1`,
        )
        .get() as { id: number }
    ).id;
  const newYorker = () =>
    (
      h.db
        .prepare("SELECT id FROM customers WHERE time_zone = 'America/New_York' LIMIT 1")
        .get() as { id: number }
    ).id;

  it('recovery calls only within the hours in the customer’s time zone (other desks any time)', () => {
    // 21:14 in India is 10:44 in New York (winter).
    const evening = new Date('2026-11-24T15:44:00Z');
    expect(timeIn('Asia/Kolkata', evening)).toBe('21:14');
    expect(dialBlock(h.db, plain(), 'recovery', evening, config)).toBe(
      "Recovery calls are allowed 08:00–19:00 in the customer's time (Asia/Kolkata); it is 21:14 there.",
    );
    expect(dialBlock(h.db, newYorker(), 'recovery', evening, config)).toBeNull();
    expect(dialBlock(h.db, plain(), 'support', evening, config)).toBeNull();
    expect(dialBlock(h.db, plain(), 'soft', evening, config)).toBeNull();
    // 12:00 in India is 01:30 in New York.
    const noon = new Date('2026-11-24T06:30:00Z');
    expect(dialBlock(h.db, plain(), 'recovery', noon, config)).toBeNull();
    expect(dialBlock(h.db, newYorker(), 'recovery', noon, config)).toBe(
      DIAL_BLOCKS.hours('08:00', '19:00', 'America/New_York', '01:30'),
    );
  });

  it('never a customer on the do-not-call list; at most the cap a day over every desk', () => {
    const now = new Date();
    const listed = h.db.prepare('SELECT customer_id, reason FROM do_not_call LIMIT 1').get() as {
      customer_id: number;
      reason: string;
    };
    expect(dialBlock(h.db, listed.customer_id, 'lead', now, config)).toBe(
      `The customer is on the do-not-call list: ${listed.reason}.`,
    );
    const capped = h.db
      .prepare(
        'SELECT customer_id FROM dial_attempts WHERE day = ? AND allowed = 1 GROUP BY customer_id HAVING count(*) >= 3 LIMIT 1',
      )
      .get(indiaDay()) as { customer_id: number };
    expect(dialBlock(h.db, capped.customer_id, 'audit', now, config)).toBe(
      'This customer was already called 3 times today (the daily limit).',
    );
    expect(
      dialBlock(h.db, capped.customer_id, 'audit', now, { ...config, DAILY_ATTEMPT_CAP: 4 }),
    ).toBeNull();
  });

  it('the seed shows every rule in the demo queues, never on the showcase customer', async () => {
    const blocks = new Set<string>();
    for (const desk of DESKS) {
      let res = (await next(desk)).json();
      for (let i = 0; i < 6 && res.id; i++) {
        if (res.dial_block)
          blocks.add(res.dial_block.split(':')[0].split(' ').slice(0, 4).join(' '));
        res = (await next(desk, AGENT[desk], { after: res.id })).json();
      }
    }
    expect([...blocks].sort()).toEqual(['The customer is on', 'This customer was already']);
    const showcase = h.db
      .prepare(
        `SELECT (SELECT count(*) FROM do_not_call WHERE customer_id = 1)
         + (SELECT count(*) FROM dial_attempts WHERE customer_id = 1) AS n,
         (SELECT time_zone FROM customers WHERE id = 1) AS zone`,
      )
      .get();
    expect(showcase).toEqual({ n: 0, zone: 'Asia/Kolkata' });
    expect(
      h.db.prepare("SELECT count(*) AS n FROM customers WHERE time_zone <> 'Asia/Kolkata'").get(),
    ).toEqual({ n: 3 });
  });

  it('a permit counts the attempt; the cap refuses the next with its reason, logged', async () => {
    const token = h.tokenOf('is_reminder_agent');
    const id = queueOf('support')[1]!;
    const customer = (
      h.db.prepare('SELECT customer_id FROM support_calls WHERE id = ?').get(id) as {
        customer_id: number;
      }
    ).customer_id;
    h.db.prepare('DELETE FROM dial_attempts WHERE customer_id = ?').run(customer);
    const permit = async (key?: string) => {
      const res = await h.call('requestDialPermit', {
        token,
        body: { desk: 'support', case_id: id },
        headers: key ? { 'idempotency-key': key } : {},
      });
      assertMatches('requestDialPermit', res.statusCode, res.json());
      return res.json();
    };
    expect(await permit('p-1')).toEqual({ allowed: true, reason: null, attempt: 1, cap: 3 });
    // The same request again (its answer was lost): the same answer, no second attempt.
    expect(await permit('p-1')).toEqual({ allowed: true, reason: null, attempt: 1, cap: 3 });
    expect((await permit()).attempt).toBe(2);
    expect((await permit()).attempt).toBe(3);
    expect(await permit()).toEqual({
      allowed: false,
      reason: 'This customer was already called 3 times today (the daily limit).',
      attempt: 3,
      cap: 3,
    });
    expect(
      h.db
        .prepare(
          'SELECT allowed, count(*) AS n FROM dial_attempts WHERE customer_id = ? GROUP BY allowed ORDER BY allowed',
        )
        .all(customer),
    ).toEqual([
      { allowed: 0, n: 1 },
      { allowed: 1, n: 3 },
    ]);
  });

  it('a permit is for a case of one’s own queue (the soft loop too), or a manager’s', async () => {
    const others = queueOf('recovery', 'is_recovery_manager')[0]!;
    const ask = (flag: RoleFlag, desk: string, caseId: number) =>
      h.call('requestDialPermit', { token: h.tokenOf(flag), body: { desk, case_id: caseId } });
    expect((await ask('is_recovery_agent', 'recovery', others)).statusCode).toBe(404);
    expect((await ask('is_recovery_team_lead', 'recovery', others)).statusCode).toBe(200);
    expect((await ask('is_credit_manager', 'recovery', others)).statusCode).toBe(403);
    expect((await ask('is_read_only', 'recovery', others)).statusCode).toBe(403);
    const soft = (
      await h.call('getNextSoftCall', { token: h.tokenOf('is_reminder_agent') })
    ).json();
    expect((await ask('is_reminder_agent', 'soft', soft.id)).json().cap).toBe(3);
    expect((await ask('is_referral_sales', 'soft', soft.id)).statusCode).toBe(403);
  });
});

describe('calling hours on a configured server', () => {
  let h2: Harness;
  // A window around India's hour now: New York (9½–10½ hours behind) is outside it.
  const hour = Number(timeIn('Asia/Kolkata', new Date()).slice(0, 2));
  const pad = (n: number) => `${String(Math.min(24, Math.max(0, n))).padStart(2, '0')}:00`;
  beforeAll(async () => {
    h2 = await startServer({ CALL_HOURS_FROM: pad(hour - 1), CALL_HOURS_TO: pad(hour + 2) });
  });
  afterAll(() => h2.close());

  it('blocks the recovery case of a customer in another zone, and refuses its permit', async () => {
    const row = h2.db
      .prepare(
        `SELECT sc.id, sc.agent_id FROM soft_calls sc JOIN customers c ON c.id = sc.customer_id
         WHERE c.time_zone = 'America/New_York' AND sc.kind = 'dpd' LIMIT 1`,
      )
      .get() as { id: number };
    const res = await h2.call('getNextDeskCase', {
      params: { desk: 'recovery' },
      query: { case_id: row.id },
    });
    const line = new RegExp(
      `^Recovery calls are allowed ${pad(hour - 1)}–${pad(hour + 2)} in the customer's time \\(America/New_York\\); it is \\d\\d:\\d\\d there\\.$`,
    );
    expect(res.json().dial_block).toMatch(line);
    const permit = await h2.call('requestDialPermit', {
      body: { desk: 'recovery', case_id: row.id },
    });
    expect(permit.json()).toMatchObject({ allowed: false, reason: expect.stringMatching(line) });
  });
});

describe('call outcomes and feedback', () => {
  it('links a call to a case and marks it calling; never another agent’s case', async () => {
    const id = queueOf('audit')[0]!;
    const token = h.tokenOf('is_reminder_audit');
    const res = await h.call('saveDeskCallOutcome', {
      token,
      params: { desk: 'audit' },
      body: { id, call_id: 'tele-audit-1' },
    });
    expect(res.json()).toEqual({ msg: 'Call details saved' });
    expect(h.db.prepare('SELECT status FROM audit_calls WHERE id = ?').get(id)).toEqual({
      status: 'calling',
    });
    expect(
      h.db
        .prepare("SELECT call_id FROM desk_call_outcomes WHERE desk = 'audit' AND case_id = ?")
        .get(id),
    ).toEqual({ call_id: 'tele-audit-1' });
    const lead = queueOf('lead', 'is_referral_manager')[0]!;
    const refused = await h.call('saveDeskCallOutcome', {
      token: h.tokenOf('is_referral_sales'),
      params: { desk: 'lead' },
      body: { id: lead, call_id: 'x' },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('recovery: the soft-call form rules; feedback closes the case; a second is a 409', async () => {
    const token = h.tokenOf('is_recovery_agent');
    const id = queueOf('recovery')[0]!;
    const send = (body: object, key?: string) =>
      h.call('submitRecoveryFeedback', {
        token,
        params: { id },
        body,
        headers: key ? { 'idempotency-key': key } : {},
      });
    const bad = await send({ feedback: 'contactable', traceability: 'CON' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('cooperation_level is required when the customer is contactable');
    const body = { feedback: 'non_contactable', traceability: 'NC', comment: 'Switched off' };
    expect((await send(body, 'r-1')).statusCode).toBe(200);
    expect((await send(body, 'r-1')).statusCode).toBe(200);
    expect(
      h.db.prepare('SELECT count(*) AS n FROM call_feedback WHERE soft_call_id = ?').get(id),
    ).toEqual({ n: 1 });
    expect((await send(body)).statusCode).toBe(409);
    expect((await next('recovery')).json().id).not.toBe(id);
  });

  it('audit: all three fields; the audit is stored and closes the call', async () => {
    const token = h.tokenOf('is_reminder_audit');
    const id = queueOf('audit')[0]!;
    const send = (body: object) => h.call('submitAuditFeedback', { token, params: { id }, body });
    for (const body of [
      { traceability: 'CON', payment: 'DONE' },
      { traceability: 'CON', comment: 'x' },
      { payment: 'DUE', comment: 'x' },
      { traceability: 'CON', payment: 'DONE', comment: '   ' },
    ]) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
    expect(
      (await send({ traceability: 'RNR', payment: 'DUE', comment: ' Not paid ' })).statusCode,
    ).toBe(200);
    expect(
      h.db
        .prepare(
          'SELECT status, traceability, audit_payment, comment FROM audit_calls WHERE id = ?',
        )
        .get(id),
    ).toEqual({ status: 'done', traceability: 'RNR', audit_payment: 'DUE', comment: 'Not paid' });
    expect(
      (await send({ traceability: 'CON', payment: 'DONE', comment: 'again' })).statusCode,
    ).toBe(409);
    // Another desk's agent may not audit.
    const other = await h.call('submitAuditFeedback', {
      token: h.tokenOf('is_recovery_agent'),
      params: { id: queueOf('audit')[0]! },
      body: { traceability: 'CON', payment: 'DONE', comment: 'x' },
    });
    expect(other.statusCode).toBe(403);
  });

  it('lead: the leader’s number with will_continue_same_group, and only then', async () => {
    const token = h.tokenOf('is_referral_sales');
    const [id, second] = queueOf('lead');
    const send = (caseId: number, body: object) =>
      h.call('submitLeadFeedback', { token, params: { id: caseId }, body });
    const missing = await send(id!, {
      feedback: 'will_continue_same_group',
      group_leader_number: null,
      comment: '',
    });
    expect(missing.json().error).toBe(
      'group_leader_number (10 digits) is required for will_continue_same_group',
    );
    const extra = await send(id!, {
      feedback: 'customer_said_callback',
      group_leader_number: '9876543210',
      comment: '',
    });
    expect(extra.json().error).toBe(
      'group_leader_number must be null when the feedback is customer_said_callback',
    );
    expect(
      (
        await send(id!, {
          feedback: 'will_continue_same_group',
          group_leader_number: '9876543210',
          comment: 'Joins the same group',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      h.db
        .prepare('SELECT status, feedback, group_leader_number FROM lead_calls WHERE id = ?')
        .get(id!),
    ).toEqual({
      status: 'done',
      feedback: 'will_continue_same_group',
      group_leader_number: '9876543210',
    });
    expect((await next('lead')).json().id).toBe(second);
  });

  it('support: a task type exactly when connected; CON resolves, NC/RNR keep it open for tomorrow', async () => {
    const token = h.tokenOf('is_reminder_agent');
    const [first, second] = queueOf('support');
    const send = (id: number, body: object) =>
      h.call('submitSupportFeedback', { token, params: { id }, body });
    expect(
      (await send(first!, { traceability: 'CON', comment: 'Talked', type_of_task: null })).json()
        .error,
    ).toBe('type_of_task is required when the customer is connected (CON)');
    expect(
      (await send(first!, { traceability: 'NC', comment: 'x', type_of_task: 'DISBURSAL' })).json()
        .error,
    ).toBe('type_of_task must be null when the traceability is NC');
    const before = h.db
      .prepare('SELECT feedback_count FROM support_calls WHERE id = ?')
      .get(first!) as {
      feedback_count: number;
    };
    expect(
      (await send(first!, { traceability: 'RNR', comment: 'No answer', type_of_task: null }))
        .statusCode,
    ).toBe(200);
    expect(
      h.db
        .prepare(
          'SELECT status, work_status, traceability, feedback_count FROM support_calls WHERE id = ?',
        )
        .get(first!),
    ).toEqual({
      status: 'OPEN',
      work_status: 'done',
      traceability: 'RNR',
      feedback_count: before.feedback_count + 1,
    });
    expect((await next('support')).json().id).toBe(second);
    // Tomorrow (today's feedback moved a day back) it waits again.
    h.db
      .prepare(
        "UPDATE support_feedback SET created_at = datetime(created_at, '-1 day') WHERE support_call_id = ?",
      )
      .run(first!);
    expect((await next('support')).json().id).toBe(first);
    expect(
      (
        await send(first!, {
          traceability: 'CON',
          comment: 'Explained',
          type_of_task: 'LOAN_CHARGES',
        })
      ).statusCode,
    ).toBe(200);
    expect(h.db.prepare('SELECT status FROM support_calls WHERE id = ?').get(first!)).toEqual({
      status: 'RESOLVED',
    });
    expect(
      (await send(first!, { traceability: 'CON', comment: 'Again', type_of_task: 'LOAN_CHARGES' }))
        .statusCode,
    ).toBe(409);
    expect(
      h.db
        .prepare('SELECT count(*) AS n FROM support_feedback WHERE support_call_id = ?')
        .get(first!),
    ).toEqual({ n: 2 });
  });

  it('read-only staff save nothing; unknown cases are 404', async () => {
    const res = await h.call('submitLeadFeedback', {
      token: h.tokenOf('is_read_only'),
      params: { id: queueOf('lead', 'is_referral_manager')[0]! },
      body: { feedback: 'no_loan_required', group_leader_number: null, comment: '' },
    });
    expect(res.statusCode).toBe(403);
    const unknown = await h.call('submitSupportFeedback', {
      params: { id: 99_999_999 },
      body: { traceability: 'RNR', comment: 'x', type_of_task: null },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('loan comments', () => {
  const share = () =>
    h.db
      .prepare(
        `SELECT s.loan_id, c.username FROM loan_shares s JOIN customers c ON c.id = s.customer_id
         ORDER BY s.id DESC LIMIT 1`,
      )
      .get() as { loan_id: number; username: string };

  it('each kind by the roles the rule table names (read-only never)', async () => {
    for (const kind of ['recovery', 'marketing', 'credit', 'disbursal'] as const) {
      for (const flag of ROLE_FLAGS) {
        const res = await h.call('addLoanComment', {
          token: h.tokenOf(flag),
          body: { kind, ...share(), comment: `${kind} note` },
        });
        const allowed = holds(flag, table.comments[kind]);
        expect(res.statusCode, `${flag} ${kind}`).toBe(allowed ? 200 : 403);
        if (allowed) expect(res.json()).toEqual({ message: 'Comment added successfully' });
        else if (flag !== 'is_read_only' && flag !== 'is_lender_read_only') {
          expect(res.json().detail).toBe(NO_PERMISSION);
        }
      }
    }
  });

  it('stores the comment once; the customer must hold a share of the loan', async () => {
    const target = share();
    const send = (body: object, key?: string) =>
      h.call('addLoanComment', { body, headers: key ? { 'idempotency-key': key } : {} });
    const body = { kind: 'credit', ...target, comment: 'Income verified' };
    await send(body, 'c-1');
    await send(body, 'c-1');
    expect(
      h.db
        .prepare("SELECT count(*) AS n FROM loan_comments WHERE comment = 'Income verified'")
        .get(),
    ).toEqual({ n: 1 });
    const stranger = h.db
      .prepare(
        'SELECT username FROM customers c WHERE NOT EXISTS (SELECT 1 FROM loan_shares s WHERE s.customer_id = c.id AND s.loan_id = ?) LIMIT 1',
      )
      .get(target.loan_id) as { username: string };
    const res = await send({ ...body, username: stranger.username });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(`${stranger.username} holds no share of loan ${target.loan_id}`);
    expect((await send({ ...body, loan_id: 99_999_999 })).statusCode).toBe(404);
    expect((await send({ ...body, comment: '  ' })).statusCode).toBe(400);
  });
});

describe('new leads and group leaders', () => {
  const where = { latitude: 28.61, longitude: 77.2 };
  it('a new number becomes a lead once; a lead or a customer is refused; only lead staff', async () => {
    const create = (flag: RoleFlag, body: object) =>
      h.call('createNewLead', { token: h.tokenOf(flag), body });
    const ok = await create('is_referral_sales', { username: '6999000009', location: where });
    expect(ok.json()).toEqual({ message: 'New lead created' });
    expect(
      h.db
        .prepare('SELECT latitude, longitude FROM created_leads WHERE username = ?')
        .get('6999000009'),
    ).toEqual(where);
    const again = await create('is_referral_manager', { username: '6999000009', location: where });
    expect(again.json()).toEqual({ error: 'This number is already a lead' });
    const customer = await create('is_referral_sales', { username: '8157415868', location: where });
    expect(customer.statusCode).toBe(400);
    expect(
      (await create('is_credit_manager', { username: '6999000010', location: where })).statusCode,
    ).toBe(403);
    expect((await create('is_referral_sales', { username: '6999000011' })).statusCode).toBe(400);
  });

  it('a customer becomes a new GL once; a leader already is refused; unknown is 404', async () => {
    const add = (username: string) =>
      h.call('addNewGroupLeader', { token: h.tokenOf('is_referral_manager'), body: { username } });
    const { username } = h.db
      .prepare(
        'SELECT username FROM customers c WHERE NOT EXISTS (SELECT 1 FROM loans l WHERE l.leader_id = c.id) ORDER BY id DESC LIMIT 1',
      )
      .get() as { username: string };
    expect((await add(username)).json()).toEqual({ message: 'New group leader added' });
    expect((await add(username)).json()).toEqual({
      error: 'This customer is already a group leader',
    });
    const leader = h.db
      .prepare('SELECT c.username FROM loans l JOIN customers c ON c.id = l.leader_id LIMIT 1')
      .get() as { username: string };
    expect((await add(leader.username)).statusCode).toBe(400);
    expect((await add('6000000001')).statusCode).toBe(404);
    const other = await h.call('addNewGroupLeader', {
      token: h.tokenOf('is_recovery_agent'),
      body: { username },
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('configuration and seed', () => {
  it('calls all day in test and development, the rule table’s hours in production', () => {
    const rules = (overrides: ConfigOverrides) => {
      const c = loadConfig({ DATABASE: ':memory:', ...overrides }, {});
      return [c.CALL_HOURS_FROM, c.CALL_HOURS_TO, c.DAILY_ATTEMPT_CAP];
    };
    expect(rules({ MODE: 'test' })).toEqual(['00:00', '24:00', 3]);
    expect(rules({ MODE: 'development' })).toEqual(['00:00', '24:00', 3]);
    expect(rules({ MODE: 'production', JWT_SECRET: 'x'.repeat(40) })).toEqual([
      '08:00',
      '19:00',
      3,
    ]);
    expect(
      rules({ CALL_HOURS_FROM: '09:30', CALL_HOURS_TO: '18:00', DAILY_ATTEMPT_CAP: '5' }),
    ).toEqual(['09:30', '18:00', 5]);
    expect(() => rules({ CALL_HOURS_FROM: '9:30' })).toThrow(/CALL_HOURS_FROM/);
    expect(() => rules({ CALL_HOURS_FROM: '19:00', CALL_HOURS_TO: '08:00' })).toThrow(/before/);
    expect(() => rules({ DAILY_ATTEMPT_CAP: '0' })).toThrow(/DAILY_ATTEMPT_CAP/);
  });

  it('seeds a queue at every desk for its demo logins, who can all call', () => {
    const count = (sql: string, flag: RoleFlag) =>
      (h.db.prepare(sql).get(userId(flag)) as { n: number }).n;
    for (const flag of [
      'is_recovery_agent',
      'is_recovery_agency',
      'is_recovery_team_lead',
      'is_recovery_manager',
      'is_kosh_superadmin',
    ] as const) {
      expect(
        count("SELECT count(*) AS n FROM soft_calls WHERE kind = 'dpd' AND agent_id = ?", flag),
      ).toBeGreaterThanOrEqual(25);
    }
    for (const flag of ['is_reminder_audit', 'is_kosh_superadmin'] as const) {
      expect(
        count(
          "SELECT count(*) AS n FROM audit_calls WHERE source = 'recovery' AND auditor_id = ?",
          flag,
        ),
      ).toBe(25);
      expect(
        count(
          "SELECT count(*) AS n FROM audit_calls WHERE source = 'upload' AND auditor_id = ?",
          flag,
        ),
      ).toBeGreaterThan(0);
    }
    for (const flag of [
      'is_referral_sales',
      'is_referral_manager',
      'is_kosh_superadmin',
    ] as const) {
      expect(count('SELECT count(*) AS n FROM lead_calls WHERE agent_id = ?', flag)).toBe(25);
    }
    const open = (flag: RoleFlag) =>
      count(
        "SELECT count(*) AS n FROM support_calls WHERE assigned_to = ? AND status = 'OPEN' AND work_status = 'pending'",
        flag,
      );
    expect(open('is_reminder_agent')).toBeGreaterThanOrEqual(25);
    expect(open('is_kosh_superadmin')).toBeGreaterThanOrEqual(15);
    expect(
      count(
        `SELECT count(*) AS n FROM support_calls s WHERE s.assigned_to = ? AND s.status <> 'OPEN'
         AND EXISTS (SELECT 1 FROM support_feedback f WHERE f.support_call_id = s.id)`,
        'is_reminder_agent',
      ),
    ).toBeGreaterThan(0);
    const callers = h.db
      .prepare(
        `SELECT u.username FROM users u JOIN staff_profiles s ON s.user_id = u.id
         WHERE s.telecmi_username IS NOT NULL AND u.username LIKE '90000000%' ORDER BY 1`,
      )
      .all()
      .map((row) => (row as { username: string }).username.slice(-2));
    expect(callers).toEqual(['01', '02', '04', '09', '10', '12', '13', '14', '21', '22', '30']);
  });
});
