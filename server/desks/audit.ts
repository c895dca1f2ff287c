// The audit desk: recovery calls checked by calling the customer again (spec part 1 §5 'Audit
// call needs traceability, comment and payment').
import type { components } from '../../openapi/generated/main.ts';
import type { Db } from '../db/database.ts';
import { one, run } from '../db/statements.ts';
import { caseRecord } from './record.ts';
import { type DeskModule, NO_FACTS, staffName } from './types.ts';

type AuditFeedback = components['schemas']['AuditFeedback'];
type AuditRow = {
  id: number;
  customer_id: number;
  traceability: 'CON' | 'NC' | 'RNR' | null;
  last_call: string | null;
  created_at: string;
  last_updated: string;
  payment_status: 'DONE' | 'DUE';
  source: 'upload' | 'recovery';
  soft_call_id: number | null;
};

export const auditDesk: DeskModule = {
  record(db: Db, id: number, now: Date) {
    const { payment_status, source, soft_call_id, ...facts } = one<AuditRow>(
      db,
      `SELECT id, customer_id, traceability, last_call, created_at, last_updated, payment_status,
         source, soft_call_id FROM audit_calls WHERE id = ?`,
      id,
    )!;
    // The recovery call under audit: who worked it and when its feedback was saved.
    const recovery = one<{ agent_id: number; at: string | null }>(
      db,
      `SELECT sc.agent_id, (SELECT max(f.created_at) FROM call_feedback f
         WHERE f.soft_call_id = sc.id) AS at FROM soft_calls sc WHERE sc.id = ?`,
      soft_call_id ?? 0,
    );
    return {
      call: caseRecord(db, facts, now),
      facts: {
        ...NO_FACTS,
        audit: {
          payment_status,
          source,
          recovery_agent: staffName(db, recovery?.agent_id ?? null),
          recovery_feedback_at: recovery?.at ?? null,
        },
      },
    };
  },
  calling(db: Db, id: number, now: string) {
    run(
      db,
      `UPDATE audit_calls SET status = CASE status WHEN 'done' THEN 'done' ELSE 'calling' END,
       last_call = ?, last_updated = ? WHERE id = ?`,
      now,
      now,
      id,
    );
  },
};

/** Stores the audit and closes the audit call. */
export function saveAudit(db: Db, id: number, body: AuditFeedback, now: string): void {
  run(
    db,
    `UPDATE audit_calls SET status = 'done', traceability = ?, audit_payment = ?, comment = ?,
     last_updated = ? WHERE id = ?`,
    body.traceability,
    body.payment,
    body.comment.trim(),
    now,
    id,
  );
}
