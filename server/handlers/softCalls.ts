// The soft-call loop: next case for the calling agent, call outcome, structured feedback.
import type { components, operations } from '../../openapi/generated/main.ts';
import { record } from '../activity.ts';
import type { Ctx } from '../context.ts';
import { type Db, transaction } from '../db/database.ts';
import { all, one, run } from '../db/statements.ts';
import { dialBlock } from '../desks/dialRules.ts';
import { hasSoftCallQueue, isAdmin } from '../domain.ts';
import { badRequest, forbidden, HttpError, notFound } from '../errors.ts';
import { once } from '../http/idempotency.ts';
import { staffOf } from '../http/security.ts';
import { addDaysToDay, indiaDay, nowIso } from '../time.ts';
import type { Handlers } from './types.ts';

type SoftCall = components['schemas']['SoftCall'];
type Feedback = components['schemas']['FeedbackPayload'];
type SoftCallOps = 'getNextSoftCall' | 'saveSoftCallOutcome' | 'submitSoftCallFeedback';

export type SoftCallRow = Omit<SoftCall, 'username' | 'profile' | 'loans' | 'user_channel'> & {
  agent_id: number;
  customer_id: number;
  username: string;
  name: string;
  mobile: string;
  city: string | null;
};

export const EMPTY_QUEUE = 'No soft calls left in your queue';
/** Promise-to-pay dates may be at most this many days ahead (spec §9). */
export const PROMISE_WINDOW_DAYS = 30;

export const SOFT_CALL_SELECT = `SELECT sc.id, sc.agent_id, sc.customer_id, c.username, c.name, c.mobile, c.city,
    sc.dpd, sc.overdue_amount, sc.emi_amount, sc.nearest_due_date, sc.last_call,
    coalesce(sc.traceability, 'None') AS traceability, sc.cooperation_level, sc.payment,
    sc.early_pay_amount, sc.total_advance_amount, sc.created_at, sc.last_updated
  FROM soft_calls sc JOIN customers c ON c.id = sc.customer_id`;

/** The soft-call record of a case row (its customer's profile and loans); desks reuse it. */
export function toSoftCall(db: Db, row: SoftCallRow): SoftCall {
  const { agent_id: _agent, customer_id, name, mobile, city, ...call } = row;
  const loans = all<{ loan_id: number; status: string; loanshare_status: string; amount: number }>(
    db,
    `SELECT l.id AS loan_id, l.status, s.status AS loanshare_status, s.amount
     FROM loan_shares s JOIN loans l ON l.id = s.loan_id
     WHERE s.customer_id = ? AND l.status <> 'rejected' ORDER BY l.created_at DESC`,
    customer_id,
  ) as SoftCall['loans'];
  return {
    ...call,
    profile: { name, mobile, city },
    loans,
    user_channel: `kosh/p2p/${row.username}`,
  };
}

/** The 409 a feedback on a closed case gets; the client reads it as "already saved". */
export const FEEDBACK_ALREADY_SAVED = 'This case is closed: its feedback is already saved.';

/** A call of the agent's queue (admins may open any); 404 otherwise. */
function requireCall(db: Db, id: number, agentId: number, admin: boolean): SoftCallRow {
  const row = one<SoftCallRow>(db, `${SOFT_CALL_SELECT} WHERE sc.id = ?`, id);
  if (!row || (!admin && row.agent_id !== agentId))
    throw notFound('Soft call not found in your queue');
  return row;
}

/** Server-side copy of the feedback form's rules (spec §5 'Soft call'). */
export function feedbackError(body: Feedback, today: string): string | null {
  const contacted = body.feedback === 'contactable';
  if (!contacted) {
    if (body.cooperation_level || body.payment) {
      return `cooperation_level and payment are not recorded when the feedback is ${body.feedback}`;
    }
  } else if (!body.cooperation_level) {
    return 'cooperation_level is required when the customer is contactable';
  } else if (body.cooperation_level === 'cooperative' && !body.payment) {
    return 'payment is required when the customer is cooperative';
  } else if (body.cooperation_level === 'non_cooperative' && body.payment) {
    return 'payment is not recorded when the customer is non_cooperative';
  }
  if (body.payment === 'paid_to_fs' && !body.payment_paid_fs) {
    return 'payment_paid_fs (10 digits) is required for paid_to_fs';
  }
  if (body.payment === 'promise_to_pay') {
    const date = body.payment_promise_date;
    const last = addDaysToDay(today, PROMISE_WINDOW_DAYS);
    if (!date || date < today || date > last) {
      return `payment_promise_date must be between ${today} and ${last}`;
    }
  }
  if (body.snooze_date && body.snooze_date < today) return 'snooze_date cannot be in the past';
  return null;
}

/**
 * Stores a soft-call feedback (checked with feedbackError) and closes the case, unless it is
 * snoozed to come back on a later day. The recovery desk saves its feedback the same way.
 */
export function saveFeedback(
  db: Db,
  callId: number,
  agentId: number,
  body: Feedback,
  today: string,
  action = 'soft_call.feedback',
): void {
  const now = nowIso();
  const snoozed =
    body.snooze_date !== undefined && body.snooze_date !== null && body.snooze_date > today;
  transaction(db, () => {
    run(
      db,
      `INSERT INTO call_feedback (soft_call_id, agent_id, feedback, snooze_date, traceability,
       cooperation_level, payment, payment_paid_fs, payment_promise_date, comment, type_of_task,
       created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      callId,
      agentId,
      body.feedback,
      body.snooze_date ?? null,
      body.traceability,
      body.cooperation_level ?? null,
      body.payment ?? null,
      body.payment_paid_fs ?? null,
      body.payment_promise_date ?? null,
      body.comment ?? null,
      body.type_of_task ?? null,
      now,
    );
    run(
      db,
      `UPDATE soft_calls SET status = ?, snooze_date = ?, traceability = ?, cooperation_level = ?,
       payment = ?, last_updated = ? WHERE id = ?`,
      snoozed ? 'pending' : 'done',
      snoozed ? body.snooze_date! : null,
      body.traceability,
      body.cooperation_level ?? null,
      body.payment ?? null,
      now,
      callId,
    );
    record(db, agentId, action, `soft_call:${callId}`, { feedback: body.feedback });
  });
}

export function softCallHandlers(ctx: Ctx): Handlers<operations, SoftCallOps> {
  const { db, config } = ctx;
  // The record with why its customer may not be dialled now (the rules every desk shares).
  const answer = (row: SoftCallRow): SoftCall => ({
    ...toSoftCall(db, row),
    dial_block: dialBlock(db, row.customer_id, 'soft', new Date(), config),
  });
  return {
    async getNextSoftCall(request) {
      const user = staffOf(request);
      const { soft_call_id } = request.query;
      // Read-only staff (auditors) may open any case by its id, but have no queue to work.
      const readOnly = user.roles.is_read_only;
      if (soft_call_id !== undefined && readOnly && !hasSoftCallQueue(user.roles)) {
        return answer(requireCall(db, soft_call_id, user.id, true));
      }
      if (!hasSoftCallQueue(user.roles)) throw forbidden('You have no soft-call queue');
      if (soft_call_id !== undefined) {
        return answer(requireCall(db, soft_call_id, user.id, isAdmin(user.roles) || readOnly));
      }
      // Oldest waiting case first; a snoozed case waits until its day. Overdue (dpd) cases are
      // the recovery desk's.
      const next = one<SoftCallRow>(
        db,
        `${SOFT_CALL_SELECT} WHERE sc.agent_id = ? AND sc.kind = 'soft'
           AND sc.status IN ('pending', 'calling')
           AND (sc.snooze_date IS NULL OR sc.snooze_date <= ?)
         ORDER BY sc.created_at, sc.id LIMIT 1`,
        user.id,
        indiaDay(),
      );
      return next ? answer(next) : { msg: EMPTY_QUEUE };
    },

    async saveSoftCallOutcome(request) {
      const user = staffOf(request);
      const { id, call_id } = request.body;
      return once(db, request, user.id, 'saveSoftCallOutcome', () => {
        const call = requireCall(db, id, user.id, isAdmin(user.roles));
        const now = nowIso();
        transaction(db, () => {
          run(
            db,
            'INSERT INTO call_outcomes (soft_call_id, call_id, agent_id, created_at) VALUES (?, ?, ?, ?)',
            call.id,
            call_id,
            user.id,
            now,
          );
          run(
            db,
            `UPDATE soft_calls SET status = CASE status WHEN 'done' THEN 'done' ELSE 'calling' END,
             last_call = ?, last_updated = ? WHERE id = ?`,
            now,
            now,
            call.id,
          );
          record(db, user.id, 'soft_call.outcome', `soft_call:${call.id}`, { call_id });
        });
        return { msg: 'Call details saved' };
      });
    },

    async submitSoftCallFeedback(request) {
      const user = staffOf(request);
      return once(db, request, user.id, 'submitSoftCallFeedback', () => {
        const call = requireCall(db, request.params.id, user.id, isAdmin(user.roles));
        // A closed case already has its feedback: a second one would be a duplicate.
        const state = one<{ status: string }>(
          db,
          'SELECT status FROM soft_calls WHERE id = ?',
          call.id,
        );
        if (state?.status === 'done') throw new HttpError(409, { error: FEEDBACK_ALREADY_SAVED });
        const body = request.body;
        const today = indiaDay();
        const problem = feedbackError(body, today);
        if (problem) throw badRequest(problem);
        saveFeedback(db, call.id, user.id, body, today);
        return { msg: 'Feedback submitted successfully' };
      });
    },
  };
}
