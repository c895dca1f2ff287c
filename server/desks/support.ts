// The support desk: customer-support calls worked by their assignee (spec part 1 §5: traceability
// and comment always, a task type when and only when the customer was connected).
import type { components } from '../../openapi/generated/main.ts';
import type { Db } from '../db/database.ts';
import { one, run } from '../db/statements.ts';
import { caseRecord } from './record.ts';
import { type DeskModule, NO_FACTS } from './types.ts';

type SupportFeedback = components['schemas']['SupportFeedback'];
type SupportRow = {
  id: number;
  customer_id: number;
  traceability: 'CON' | 'NC' | 'RNR' | null;
  last_call: string | null;
  created_at: string;
  last_updated: string;
  loan_related: number;
  status: 'OPEN' | 'CLOSED' | 'RESOLVED';
  raised_count: number;
  feedback_count: number;
};

export const supportDesk: DeskModule = {
  record(db: Db, id: number, now: Date) {
    const { loan_related, status, raised_count, feedback_count, ...facts } = one<SupportRow>(
      db,
      `SELECT id, customer_id, traceability, last_call, created_at, last_updated, loan_related,
         status, raised_count, feedback_count FROM support_calls WHERE id = ?`,
      id,
    )!;
    return {
      call: caseRecord(db, facts, now),
      facts: {
        ...NO_FACTS,
        support: { loan_related: loan_related === 1, status, raised_count, feedback_count },
      },
    };
  },
  calling(db: Db, id: number, now: string) {
    run(
      db,
      `UPDATE support_calls SET work_status = CASE work_status WHEN 'done' THEN 'done'
       ELSE 'calling' END, last_call = ?, last_updated = ? WHERE id = ?`,
      now,
      now,
      id,
    );
  },
};

export function supportFeedbackError(body: SupportFeedback): string | null {
  if (body.traceability === 'CON') {
    return body.type_of_task
      ? null
      : 'type_of_task is required when the customer is connected (CON)';
  }
  return body.type_of_task === null
    ? null
    : `type_of_task must be null when the traceability is ${body.traceability}`;
}

/**
 * Stores the feedback. A connected call with its task type resolves the support call (the task
 * is known and handed on); NC and RNR keep it open, done for today, so the queue moves on and the
 * call comes back tomorrow.
 */
export function saveSupport(
  db: Db,
  id: number,
  agentId: number,
  body: SupportFeedback,
  now: string,
): void {
  run(
    db,
    `INSERT INTO support_feedback (support_call_id, agent_id, traceability, comment, type_of_task,
     created_at) VALUES (?, ?, ?, ?, ?, ?)`,
    id,
    agentId,
    body.traceability,
    body.comment.trim(),
    body.type_of_task,
    now,
  );
  run(
    db,
    `UPDATE support_calls SET status = ?, work_status = 'done', traceability = ?,
     feedback_count = feedback_count + 1, last_updated = ? WHERE id = ?`,
    body.traceability === 'CON' ? 'RESOLVED' : 'OPEN',
    body.traceability,
    now,
    id,
  );
}
