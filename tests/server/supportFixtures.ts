// Rows of a test's own for the support-call admin tests: customers numbered 6000000nnn, support
// calls, and lookups of the demo users, written straight into the harness's database.
import type { RoleFlag } from '../../server/domain.ts';
import { demoUser } from '../../server/seed/demoUsers.ts';
import type { Harness } from './harness.ts';

export function supportFixtures(h: Harness) {
  const exec = (sql: string, ...params: (string | number | null)[]) =>
    Number(h.db.prepare(sql).run(...params).lastInsertRowid);
  const value = <T>(sql: string, ...params: (string | number)[]) =>
    h.db.prepare(sql).get(...params) as T;
  const userId = (flag: RoleFlag) =>
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
  return { exec, value, userId, customer, supportCall };
}
