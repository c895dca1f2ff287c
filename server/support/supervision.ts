// The supervisor view (getCallSupervision): calls per agent and per India hour, connect rate,
// promises to pay and how many were kept, over a range of India days, aggregated in SQL.
//
// Definitions (the contract leaves them to the server):
// - A call is a telephony call linked to a case: a row of call_outcomes (the soft-call loop, and
//   recovery cases, which are soft_calls of kind 'dpd') or of desk_call_outcomes (the other
//   desks), at its linking time. Dial permits (dial_attempts) are not calls: a permit may be
//   granted and the number never dialled.
// - A call is connected when its case's traceability is CON (the soft call's, the audit call's,
//   the support call's); a lead call when the lead's feedback says the customer was spoken to
//   (any feedback but 'ringing_not_receiving' and 'customer_not_reachable').
// - A promise is a call feedback with payment 'promise_to_pay' saved in the range. It fell due
//   when its promised day is today (India) or earlier; it was kept when a successful repayment,
//   or a paid instalment of one of the customer's loan shares, is recorded from the promise's
//   saving up to the end of the promised day. kept_rate is null when no promise fell due.
import type { components } from '../../openapi/generated/main.ts';
import type { Db } from '../db/database.ts';
import { all } from '../db/statements.ts';
import { indiaDay } from '../time.ts';
import type { SupervisedDesk } from './access.ts';
import type { DayRange } from './range.ts';

type CallSupervision = components['schemas']['CallSupervision'];
type AgentRow = CallSupervision['agents'][number];

const INDIA = "'+330 minutes'";

/** Every linked call in the range: agent, time, desk, connected (0/1). */
const CALLS = `
  SELECT o.agent_id, o.created_at, CASE s.kind WHEN 'dpd' THEN 'recovery' ELSE 'soft' END AS desk,
    coalesce(s.traceability = 'CON', 0) AS connected
  FROM call_outcomes o JOIN soft_calls s ON s.id = o.soft_call_id
  WHERE o.created_at >= :from AND o.created_at < :to
  UNION ALL
  SELECT d.agent_id, d.created_at, d.desk, coalesce(CASE d.desk
      WHEN 'recovery' THEN (SELECT traceability = 'CON' FROM soft_calls WHERE id = d.case_id)
      WHEN 'audit' THEN (SELECT traceability = 'CON' FROM audit_calls WHERE id = d.case_id)
      WHEN 'support' THEN (SELECT traceability = 'CON' FROM support_calls WHERE id = d.case_id)
      WHEN 'lead' THEN (SELECT feedback NOT IN ('ringing_not_receiving', 'customer_not_reachable')
        FROM lead_calls WHERE id = d.case_id)
    END, 0)
  FROM desk_call_outcomes d
  WHERE d.created_at >= :from AND d.created_at < :to`;

/** Every promise to pay saved in the range: agent, desk, fell due (0/1), kept (0/1). */
const PROMISES = `
  SELECT f.agent_id, CASE s.kind WHEN 'dpd' THEN 'recovery' ELSE 'soft' END AS desk,
    coalesce(f.payment_promise_date <= :today, 0) AS due,
    coalesce(f.payment_promise_date <= :today AND (
      EXISTS (SELECT 1 FROM repayments r WHERE r.customer_id = s.customer_id
        AND r.status = 'success' AND r.time >= f.created_at
        AND date(r.time, ${INDIA}) <= f.payment_promise_date)
      OR EXISTS (SELECT 1 FROM loan_shares ls JOIN share_instalments i ON i.loan_share_id = ls.id
        WHERE ls.customer_id = s.customer_id AND i.paid_at IS NOT NULL
        AND i.paid_at >= f.created_at AND date(i.paid_at, ${INDIA}) <= f.payment_promise_date)
    ), 0) AS kept
  FROM call_feedback f JOIN soft_calls s ON s.id = f.soft_call_id
  WHERE f.payment = 'promise_to_pay' AND f.created_at >= :from AND f.created_at < :to`;

const rate = (part: number, whole: number) => Math.round((part / whole) * 10_000) / 10_000;

export function callSupervision(
  db: Db,
  range: DayRange,
  desks: readonly SupervisedDesk[],
): CallSupervision {
  const deskList = desks.map((desk) => `'${desk}'`).join(', ');
  const params = { from: range.from, to: range.to, today: indiaDay() };
  const agents = all<{
    username: string;
    name: string;
    calls: number;
    connected: number;
    promises: number;
    due: number;
    kept: number;
  }>(
    db,
    `WITH calls AS (SELECT * FROM (${CALLS}) WHERE desk IN (${deskList})),
       promises AS (SELECT * FROM (${PROMISES}) WHERE desk IN (${deskList})),
       per_agent AS (
         SELECT agent_id, count(*) AS calls, sum(connected) AS connected,
           0 AS promises, 0 AS due, 0 AS kept FROM calls GROUP BY agent_id
         UNION ALL
         SELECT agent_id, 0, 0, count(*), sum(due), sum(kept) FROM promises GROUP BY agent_id)
     SELECT u.username, u.name, sum(p.calls) AS calls, sum(p.connected) AS connected,
       sum(p.promises) AS promises, sum(p.due) AS due, sum(p.kept) AS kept
     FROM per_agent p JOIN users u ON u.id = p.agent_id
     GROUP BY u.id ORDER BY calls DESC, u.username`,
    params,
  );
  const hourly = all<{ username: string; hour: number; calls: number }>(
    db,
    `WITH calls AS (SELECT * FROM (${CALLS}) WHERE desk IN (${deskList}))
     SELECT u.username, CAST(strftime('%H', c.created_at, ${INDIA}) AS INTEGER) AS hour,
       count(*) AS calls
     FROM calls c JOIN users u ON u.id = c.agent_id
     GROUP BY u.id, hour ORDER BY u.username, hour`,
    { from: range.from, to: range.to },
  );
  return {
    start_date: range.start,
    end_date: range.end,
    agents: agents.map(
      (a): AgentRow => ({
        username: a.username,
        name: a.name,
        calls: Number(a.calls),
        connected: Number(a.connected),
        connect_rate: a.calls ? rate(Number(a.connected), Number(a.calls)) : 0,
        promises: Number(a.promises),
        promises_kept: Number(a.kept),
        kept_rate: a.due ? rate(Number(a.kept), Number(a.due)) : null,
      }),
    ),
    hourly: hourly.map((h) => ({ username: h.username, hour: Number(h.hour), calls: h.calls })),
  };
}
