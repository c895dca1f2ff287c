// The soft-call loop, escalations, leads, payment links, support counters and chat credentials.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyRealtimePassword } from '../../server/realtime/credentials.ts';
import { DEMO_USERS, demoUser } from '../../server/seed/demoUsers.ts';
import { indiaDay } from '../../server/time.ts';
import { assertMatches } from './contract.ts';
import { type Harness, startServer } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(async () => {
  await h.close();
});

const userId = (username: string) =>
  (h.db.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: number }).id;
const dayPlus = (days: number) => {
  const d = new Date(`${indiaDay()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('soft-call queue', () => {
  const agent = demoUser('is_reminder_agent');
  const next = async (token: string, query = {}) => {
    const res = await h.call('getNextSoftCall', { token, query });
    assertMatches('getNextSoftCall', res.statusCode, res.json());
    return res;
  };

  it('gives the calling agent the oldest case of their own queue until feedback closes it', async () => {
    const token = h.tokenOf('is_reminder_agent');
    const first = (await next(token)).json();
    const oldest = h.db
      .prepare(
        "SELECT id FROM soft_calls WHERE agent_id = ? AND status IN ('pending', 'calling') ORDER BY created_at, id LIMIT 1",
      )
      .get(userId(agent.username)) as { id: number };
    expect(first.id).toBe(oldest.id);
    expect(first.traceability).toBe('None');
    expect((await next(token)).json().id).toBe(first.id);

    const outcome = await h.call('saveSoftCallOutcome', {
      token,
      body: { id: first.id, call_id: 'tele-1' },
    });
    expect(outcome.json().msg).toBeTruthy();
    expect(
      h.db
        .prepare('SELECT call_id, agent_id FROM call_outcomes WHERE soft_call_id = ?')
        .get(first.id),
    ).toEqual({
      call_id: 'tele-1',
      agent_id: userId(agent.username),
    });

    const feedback = await h.call('submitSoftCallFeedback', {
      token,
      params: { id: first.id },
      body: { feedback: 'non_contactable', traceability: 'RNR', comment: 'Ringing' },
    });
    expect(feedback.statusCode).toBe(200);
    const after = (await next(token)).json();
    expect(after.id).not.toBe(first.id);
    expect(
      h.db.prepare('SELECT status, traceability FROM soft_calls WHERE id = ?').get(first.id),
    ).toEqual({ status: 'done', traceability: 'RNR' });
  });

  it("opens a given case of one's own queue, not another agent's (admins open any)", async () => {
    const other = h.db
      .prepare('SELECT id FROM soft_calls WHERE agent_id = ? LIMIT 1')
      .get(userId(demoUser('is_recovery_agent').username)) as { id: number };
    const mine = await next(h.tokenOf('is_reminder_agent'), { soft_call_id: other.id });
    expect(mine.statusCode).toBe(404);
    const admin = await next(h.tokenOf('is_kosh_superadmin'), { soft_call_id: other.id });
    expect(admin.json().id).toBe(other.id);
  });

  it('a snoozed case waits; an empty queue says so; staff without a queue get 403', async () => {
    const second = DEMO_USERS.filter((u) => u.flag === 'is_reminder_agent')[1]!.username;
    const token = h.tokenOf({ username: second });
    const first = (await next(token)).json();
    await h.call('submitSoftCallFeedback', {
      token,
      params: { id: first.id },
      body: {
        feedback: 'contactable',
        traceability: 'CON',
        cooperation_level: 'non_cooperative',
        snooze_date: dayPlus(3),
      },
    });
    expect(
      h.db.prepare('SELECT status, snooze_date FROM soft_calls WHERE id = ?').get(first.id),
    ).toEqual({ status: 'pending', snooze_date: dayPlus(3) });
    expect((await next(token)).json().id).not.toBe(first.id);

    h.db
      .prepare("UPDATE soft_calls SET status = 'done' WHERE agent_id = ? AND id <> ?")
      .run(userId(second), first.id);
    expect((await next(token)).json()).toEqual({ msg: 'No soft calls left in your queue' });
    expect((await next(h.tokenOf('is_credit_manager'))).statusCode).toBe(403);
  });

  it('checks the feedback rules of the form', async () => {
    // Recovery agents' (dpd) cases are the recovery desk's: the admin's soft queue serves here.
    const token = h.tokenOf('is_kosh_superadmin');
    const { id } = (await next(token)).json();
    const send = (body: object) =>
      h.call('submitSoftCallFeedback', { token, params: { id }, body });
    const refused = [
      { feedback: 'non_contactable', traceability: 'NC', cooperation_level: 'cooperative' },
      { feedback: 'contactable', traceability: 'CON' },
      { feedback: 'contactable', traceability: 'CON', cooperation_level: 'cooperative' },
      {
        feedback: 'contactable',
        traceability: 'CON',
        cooperation_level: 'cooperative',
        payment: 'paid_to_fs',
      },
      {
        feedback: 'contactable',
        traceability: 'CON',
        cooperation_level: 'cooperative',
        payment: 'promise_to_pay',
        payment_promise_date: dayPlus(31),
      },
      {
        feedback: 'contactable',
        traceability: 'CON',
        cooperation_level: 'cooperative',
        payment: 'promise_to_pay',
        payment_promise_date: dayPlus(-1),
      },
      {
        feedback: 'contactable',
        traceability: 'CON',
        cooperation_level: 'cooperative',
        payment: 'paid_to_fs',
        payment_paid_fs: '12345',
      },
    ];
    for (const body of refused) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
    const ok = await send({
      feedback: 'contactable',
      traceability: 'CON',
      cooperation_level: 'cooperative',
      payment: 'promise_to_pay',
      payment_promise_date: dayPlus(30),
      comment: 'Will pay',
    });
    expect(ok.statusCode).toBe(200);
    const saved = h.db
      .prepare(
        'SELECT payment, payment_promise_date, agent_id FROM call_feedback WHERE soft_call_id = ? ORDER BY id DESC',
      )
      .get(id);
    expect(saved).toEqual({
      payment: 'promise_to_pay',
      payment_promise_date: dayPlus(30),
      agent_id: userId(demoUser('is_kosh_superadmin').username),
    });
  });
});

describe('escalations, leads and payment links', () => {
  const customer = () =>
    h.db
      .prepare(
        "SELECT s.loan_id, c.username FROM loan_shares s JOIN customers c ON c.id = s.customer_id WHERE s.status = 'completed' ORDER BY s.id LIMIT 1",
      )
      .get() as { loan_id: number; username: string };

  it('lists managers of every escalation group', async () => {
    const { users } = (await h.call('listManagers')).json() as {
      users: Record<string, { roles: string[] }>;
    };
    const roles = new Set(Object.values(users).flatMap((u) => u.roles));
    expect([...roles].sort()).toEqual([
      'area_sales_manager',
      'credit_manager',
      'disbursal_manager',
      'finance_manager',
      'kosh_super_admin',
      'recovery_manager',
      'referral_manager',
    ]);
    expect(users[demoUser('is_recovery_manager').username]?.roles).toEqual(['recovery_manager']);
  });

  it('escalates once to a real manager', async () => {
    const body = {
      manager_username: demoUser('is_recovery_manager').username,
      customer_username: customer().username,
    };
    const token = h.tokenOf('is_reminder_agent');
    expect((await h.call('escalateToManager', { token, body })).json().message).toMatch(
      /^Escalated to /,
    );
    expect((await h.call('escalateToManager', { token, body })).statusCode).toBe(400);
    const notManager = await h.call('escalateToManager', {
      token,
      body: { ...body, manager_username: demoUser('is_reminder_agent').username },
    });
    expect(notManager.statusCode).toBe(404);
  });

  it('assigns a new lead once', async () => {
    const { username } = customer();
    expect((await h.call('assignNewLead', { body: { username } })).json()).toEqual({
      message: 'Assigned as new lead',
    });
    expect((await h.call('assignNewLead', { body: { username } })).statusCode).toBe(400);
    expect((await h.call('assignNewLead', { body: { username: '6000000000' } })).statusCode).toBe(
      404,
    );
  });

  it('mints and stores a payment link that opens a pay page', async () => {
    const { loan_id, username } = customer();
    const res = await h.call('getPaymentLink', {
      token: h.tokenOf('is_reminder_agent'),
      query: { loan_id, username, amount: 2500 },
    });
    const { link } = res.json();
    expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/pay\/[A-Za-z0-9_-]{20,}$/);
    const stored = h.db
      .prepare('SELECT amount, created_by FROM payment_links WHERE link = ?')
      .get(link);
    expect(stored).toEqual({
      amount: 2500,
      created_by: userId(demoUser('is_reminder_agent').username),
    });
    const page = await h.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('2,500');

    const pending = h.db
      .prepare(
        "SELECT s.loan_id, c.username FROM loan_shares s JOIN customers c ON c.id = s.customer_id WHERE s.status = 'basic_kyc' LIMIT 1",
      )
      .get() as { loan_id: number; username: string };
    const refused = await h.call('getPaymentLink', { query: { ...pending, amount: 100 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/basic_kyc/);
  });

  it('counts the support overview from the cases assigned to the caller', async () => {
    const username = demoUser('is_reminder_agent').username;
    const overview = (
      await h.call('getSupportOverview', { token: h.tokenOf('is_reminder_agent') })
    ).json();
    const count = (where: string) =>
      (
        h.db
          .prepare(`SELECT count(*) AS n FROM support_calls WHERE assigned_to = ? AND ${where}`)
          .get(userId(username)) as { n: number }
      ).n;
    expect(overview.assigned_cases).toBe(count('1 = 1'));
    expect(overview.assigned_cases).toBeGreaterThan(0);
    expect(overview.unactioned_cases_loan).toBe(
      count("status = 'OPEN' AND feedback_count = 0 AND loan_related = 1"),
    );
    expect(overview.cs_contact.None).toBe(count('traceability IS NULL'));
    expect(
      overview.support_status.OPEN +
        overview.support_status.CLOSED +
        overview.support_status.RESOLVED,
    ).toBe(overview.assigned_cases);
  });
});

describe('chat credentials', () => {
  it('creates chat auth once, then hands out stable broker credentials', async () => {
    const user = demoUser('is_human_resources');
    const token = h.tokenOf('is_human_resources');
    expect((await h.call('getRealtimePassword', { token })).statusCode).toBe(404);
    const created = await h.call('createChatAuth', { token, body: { password_type: 'bchat' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ username: user.username, password_type: 'bchat' });
    const first = (await h.call('getRealtimePassword', { token })).json();
    const second = (await h.call('getRealtimePassword', { token })).json();
    expect(first).toEqual(second);
    expect(first).toMatchObject({ username: user.username, topic: `user/${user.username}` });
    expect(verifyRealtimePassword(h.db, user.username, first.password)).toBe(true);
    expect(verifyRealtimePassword(h.db, user.username, 'guess')).toBe(false);
  });

  it('signs into chat only as oneself', async () => {
    const token = h.tokenOf('is_human_resources');
    const other = await h.call('chatLogin', {
      token,
      body: { username: demoUser('is_technology').username, password_type: 'bchat' },
    });
    expect(other.statusCode).toBe(400);
    const unknown = await h.call('chatLogin', {
      token,
      body: { username: '6000000000', password_type: 'bchat' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('soft calls for read-only staff', () => {
  it('opens any case by its id, but has no queue and may not save anything', async () => {
    const token = h.tokenOf('is_read_only');
    const someCase = h.db.prepare('SELECT id FROM soft_calls ORDER BY id LIMIT 1').get() as {
      id: number;
    };
    const opened = await h.call('getNextSoftCall', { token, query: { soft_call_id: someCase.id } });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().id).toBe(someCase.id);

    expect((await h.call('getNextSoftCall', { token, query: {} })).statusCode).toBe(403);
    const save = await h.call('saveSoftCallOutcome', {
      token,
      body: { call_id: 'c-1', id: someCase.id },
    });
    expect(save.statusCode).toBe(403);
  });

  it('may not create a payment link, although it is a GET (x-creates)', async () => {
    const count = () =>
      (h.db.prepare('SELECT COUNT(*) AS n FROM payment_links').get() as { n: number }).n;
    const before = count();
    const loan = h.db
      .prepare(
        `SELECT s.loan_id, c.username FROM loan_shares s JOIN customers c ON c.id = s.customer_id LIMIT 1`,
      )
      .get() as { loan_id: number; username: string };
    for (const who of ['is_read_only', 'is_lender_read_only'] as const) {
      const res = await h.call('getPaymentLink', {
        token: h.tokenOf(who),
        query: { loan_id: loan.loan_id, username: loan.username, amount: 500 },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('You do not have permission to perform this action');
    }
    expect(count()).toBe(before);
  });
});
