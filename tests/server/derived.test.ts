// The tables the triggers keep (migration 007) agree with what they are derived from: after the
// seed, after decisions through the API and after direct writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISBURSED_FAMILY } from '../../server/domain.ts';
import { type Harness, startServer } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(async () => {
  await h.close();
});

const rows = (sql: string, ...params: (string | number)[]) =>
  h.db.prepare(sql).all(...params) as Record<string, unknown>[];
const family = DISBURSED_FAMILY.map((s) => `'${s}'`).join(', ');

function expectDerivedInStep() {
  expect(rows('SELECT customer_id FROM funded_customers ORDER BY 1')).toEqual(
    rows(`SELECT leader_id AS customer_id FROM loans WHERE status IN (${family})
          UNION SELECT s.customer_id FROM loan_shares s JOIN loans l ON l.id = s.loan_id
          WHERE l.status IN (${family}) ORDER BY 1`),
  );
  expect(
    rows(`SELECT day, status, loan_type, loans, amount FROM loan_day_totals WHERE loans > 0
          ORDER BY 1, 2, 3`),
  ).toEqual(
    rows(`SELECT date(created_at, '+330 minutes') AS day, status, loan_type, count(*) AS loans,
            sum(amount) AS amount FROM loans GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
  );
}

describe('derived tables', () => {
  it('the funded-customer triggers name exactly the disbursed family', () => {
    const triggers = rows(
      "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'funded_%'",
    );
    expect(triggers).toHaveLength(3);
    for (const trigger of triggers) {
      const listed = [...String(trigger.sql).matchAll(/IN \(([^)]*)\)/g)].map((m) =>
        m[1]!.split(',').map((s) => s.trim().replace(/'/g, '')),
      );
      expect(listed, String(trigger.name)).toEqual([[...DISBURSED_FAMILY]]);
    }
  });

  it('agree with the loans after the seed', () => {
    expect(rows('SELECT count(*) AS n FROM funded_customers')[0]!.n).toBeGreaterThan(1000);
    expectDerivedInStep();
  });

  it('stay in step through decisions and direct writes', async () => {
    const ready = rows(
      `SELECT l.id FROM loans l WHERE l.status = 'ready_for_disbursal'
         AND l.default_lender IS NOT NULL AND l.emi_start_date IS NOT NULL
         AND EXISTS (SELECT 1 FROM loan_shares s WHERE s.loan_id = l.id
           AND s.customer_id NOT IN (SELECT customer_id FROM funded_customers))
       LIMIT 1`,
    )[0] as { id: number };
    const review = rows("SELECT id FROM loans WHERE status = 'ready_for_review' LIMIT 1")[0] as {
      id: number;
    };
    for (const [loanId, decision] of [
      [ready.id, 'disburse'],
      [review.id, 'reject'],
    ] as const) {
      const res = await h.call('decideLoan', {
        params: { loan_id: loanId },
        body: { decision },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const members = rows('SELECT customer_id FROM loan_shares WHERE loan_id = ?', ready.id);
    const funded = new Set(
      rows('SELECT customer_id FROM funded_customers').map((r) => r.customer_id),
    );
    expect(members.every((m) => funded.has(m.customer_id))).toBe(true);
    expectDerivedInStep();

    h.db
      .prepare("UPDATE loans SET amount = amount + 1, loan_type = 'probe_loan' WHERE id = ?")
      .run(review.id);
    h.db.prepare('DELETE FROM loan_decisions WHERE loan_id = ?').run(ready.id);
    h.db.prepare('DELETE FROM loan_shares WHERE loan_id = ?').run(ready.id);
    h.db.prepare('DELETE FROM loans WHERE id = ?').run(ready.id);
    // Funded stays funded (lenders keep access to people they funded); the totals follow.
    expect(
      rows(`SELECT day, status, loan_type, loans, amount FROM loan_day_totals WHERE loans > 0
            ORDER BY 1, 2, 3`),
    ).toEqual(
      rows(`SELECT date(created_at, '+330 minutes') AS day, status, loan_type, count(*) AS loans,
              sum(amount) AS amount FROM loans GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
    );
  });
});
