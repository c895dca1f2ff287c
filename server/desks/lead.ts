// The lead desk: referral staff call leads (spec part 1 §9 'new lead feedback').
import type { components } from '../../openapi/generated/main.ts';
import type { Db } from '../db/database.ts';
import { one, run } from '../db/statements.ts';
import { caseRecord } from './record.ts';
import { type DeskModule, NO_FACTS, staffName } from './types.ts';

type LeadFeedback = components['schemas']['LeadFeedback'];
type LeadRow = {
  id: number;
  customer_id: number;
  last_call: string | null;
  created_at: string;
  last_updated: string;
  source: string;
  referred_by: number | null;
};

export const leadDesk: DeskModule = {
  record(db: Db, id: number, now: Date) {
    const { source, referred_by, ...facts } = one<LeadRow>(
      db,
      `SELECT id, customer_id, last_call, created_at, last_updated, source, referred_by
       FROM lead_calls WHERE id = ?`,
      id,
    )!;
    return {
      call: caseRecord(db, { ...facts, traceability: null }, now),
      facts: { ...NO_FACTS, lead: { source, referred_by: staffName(db, referred_by) } },
    };
  },
  calling(db: Db, id: number, now: string) {
    run(
      db,
      `UPDATE lead_calls SET status = CASE status WHEN 'done' THEN 'done' ELSE 'calling' END,
       last_call = ?, last_updated = ? WHERE id = ?`,
      now,
      now,
      id,
    );
  },
};

/** The form's rule: the group's leader's number with will_continue_same_group, and only then. */
export function leadFeedbackError(body: LeadFeedback): string | null {
  if (body.feedback === 'will_continue_same_group') {
    return body.group_leader_number
      ? null
      : 'group_leader_number (10 digits) is required for will_continue_same_group';
  }
  return body.group_leader_number === null
    ? null
    : `group_leader_number must be null when the feedback is ${body.feedback}`;
}

/** Stores the feedback and closes the lead call. */
export function saveLead(db: Db, id: number, body: LeadFeedback, now: string): void {
  run(
    db,
    `UPDATE lead_calls SET status = 'done', feedback = ?, group_leader_number = ?, comment = ?,
     last_updated = ? WHERE id = ?`,
    body.feedback,
    body.group_leader_number,
    body.comment.trim() === '' ? null : body.comment.trim(),
    now,
    id,
  );
}
