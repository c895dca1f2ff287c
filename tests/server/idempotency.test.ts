// Saves happen once: a create repeated with the same Idempotency-Key (its answer was lost, the
// client retried) stores one row and answers as the first time; feedback on a closed case is a
// 409 the client reads as "already saved".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { assertMatches, urlOf } from './contract.ts';
import { type Harness, startServer } from './harness.ts';

let h: Harness;
let token: string;
let caseId: number;
beforeAll(async () => {
  h = await startServer();
  const agent = demoUser('is_reminder_agent').username;
  token = h.tokenOf({ username: agent });
  caseId = (
    h.db
      .prepare(
        `SELECT sc.id FROM soft_calls sc JOIN users u ON u.id = sc.agent_id
         WHERE u.username = ? AND sc.status = 'pending' ORDER BY sc.id LIMIT 1`,
      )
      .get(agent) as { id: number }
  ).id;
});
afterAll(() => h.close());

const count = (table: string) =>
  (
    h.db.prepare(`SELECT count(*) AS n FROM ${table} WHERE soft_call_id = ?`).get(caseId) as {
      n: number;
    }
  ).n;

function post(operationId: string, body: unknown, key: string | null, params = {}) {
  return h.app.inject({
    method: 'POST',
    url: urlOf(operationId, params),
    headers: {
      authorization: `Bearer ${token}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: body as object,
  });
}

const FEEDBACK = { feedback: 'non_contactable', traceability: 'RNR', comment: 'no answer' };

describe('a repeated create with the same key', () => {
  it('stores one outcome and answers the repeat as the first time', async () => {
    const body = { call_id: 'sim-call-1', id: caseId };
    const first = await post('saveSoftCallOutcome', body, 'outcome-key-0001');
    const again = await post('saveSoftCallOutcome', body, 'outcome-key-0001');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(count('call_outcomes')).toBe(1);
  });

  it('refuses the same key on a different request (422)', async () => {
    const res = await post(
      'saveSoftCallOutcome',
      { call_id: 'other', id: caseId },
      'outcome-key-0001',
    );
    expect(res.statusCode).toBe(422);
    assertMatches('saveSoftCallOutcome', 422, res.json());
    expect(count('call_outcomes')).toBe(1);
  });

  it('stores one feedback; a second save of the closed case is refused as already saved', async () => {
    const params = { id: caseId };
    const first = await post('submitSoftCallFeedback', FEEDBACK, 'feedback-key-0001', params);
    const again = await post('submitSoftCallFeedback', FEEDBACK, 'feedback-key-0001', params);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(count('call_feedback')).toBe(1);

    const withoutKey = await post('submitSoftCallFeedback', FEEDBACK, null, params);
    expect(withoutKey.statusCode).toBe(409);
    assertMatches('submitSoftCallFeedback', 409, withoutKey.json());
    expect(withoutKey.json().error).toBe('This case is closed: its feedback is already saved.');
    expect(count('call_feedback')).toBe(1);
  });

  it('creates one lead and one payment link per key', async () => {
    const admin = h.tokenOf('is_kosh_superadmin');
    const share = h.db
      .prepare(
        `SELECT s.loan_id, c.username FROM loan_shares s JOIN customers c ON c.id = s.customer_id
         WHERE s.status = 'loan_disbursed' LIMIT 1`,
      )
      .get() as { loan_id: number; username: string };
    const links = () =>
      (h.db.prepare('SELECT count(*) AS n FROM payment_links').get() as { n: number }).n;
    const before = links();
    const query = { loan_id: String(share.loan_id), username: share.username, amount: '750' };
    const ask = () =>
      h.app.inject({
        method: 'GET',
        url: urlOf('getPaymentLink'),
        query,
        headers: { authorization: `Bearer ${admin}`, 'idempotency-key': 'payment-link-0001' },
      });
    const first = await ask();
    const again = await ask();
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(links()).toBe(before + 1);
  });
});
