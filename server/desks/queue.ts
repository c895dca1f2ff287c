// The queues of the desks: which table holds a desk's cases, whose case it is, when it waits and
// when it is closed. One shape for every desk, so opening, moving on and checking are written once.
import type { Db } from '../db/database.ts';
import { one } from '../db/statements.ts';
import { indiaDay } from '../time.ts';
import type { DialDesk } from './dialRules.ts';

type CaseTable = {
  /** The table, always aliased x. */
  table: string;
  /** Which rows of the table are the desk's. */
  scope: string;
  /** The column of the agent whose queue holds the case. */
  owner: string;
  /** True while the case waits in its agent's queue (may use :day and :dayStart). */
  waiting: string;
  /** True when the case's feedback is saved for good. */
  closed: string;
};

const PENDING = "x.status IN ('pending', 'calling')";

export const CASE_TABLES: Record<DialDesk, CaseTable> = {
  soft: {
    table: 'soft_calls',
    scope: "x.kind = 'soft'",
    owner: 'agent_id',
    waiting: `${PENDING} AND (x.snooze_date IS NULL OR x.snooze_date <= :day)`,
    closed: "x.status = 'done'",
  },
  recovery: {
    table: 'soft_calls',
    scope: "x.kind = 'dpd'",
    owner: 'agent_id',
    waiting: `${PENDING} AND (x.snooze_date IS NULL OR x.snooze_date <= :day)`,
    closed: "x.status = 'done'",
  },
  audit: {
    table: 'audit_calls',
    scope: '1',
    owner: 'auditor_id',
    waiting: PENDING,
    closed: "x.status = 'done'",
  },
  lead: {
    table: 'lead_calls',
    scope: '1',
    owner: 'agent_id',
    waiting: PENDING,
    closed: "x.status = 'done'",
  },
  // An open support call not reached today (no answer, or not reachable) comes back tomorrow.
  support: {
    table: 'support_calls',
    scope: '1',
    owner: 'assigned_to',
    waiting: `x.status = 'OPEN' AND (x.work_status <> 'done' OR NOT EXISTS (SELECT 1
      FROM support_feedback f WHERE f.support_call_id = x.id AND f.created_at >= :dayStart))`,
    closed: "x.status <> 'OPEN'",
  },
};

export type CaseRow = {
  id: number;
  owner: number | null;
  customer_id: number;
  created_at: string;
  closed: 0 | 1;
};

/** A case of the desk by its id, whoever's it is. */
export function caseOf(db: Db, desk: DialDesk, id: number): CaseRow | undefined {
  const t = CASE_TABLES[desk];
  return one<CaseRow>(
    db,
    `SELECT x.id, x.${t.owner} AS owner, x.customer_id, x.created_at, (${t.closed}) AS closed
     FROM ${t.table} x WHERE x.id = ? AND ${t.scope}`,
    id,
  );
}

/** The India day and its first instant, which the waiting rules read. */
function today(now: Date) {
  const day = indiaDay(now);
  return { day, dayStart: new Date(`${day}T00:00:00+05:30`).toISOString() };
}

/** The agent's oldest waiting case, or the first after `after` in the same order. */
export function nextCaseId(
  db: Db,
  desk: DialDesk,
  agentId: number,
  now: Date,
  after?: CaseRow,
): number | null {
  const t = CASE_TABLES[desk];
  const { day, dayStart } = today(now);
  const uses = (name: string) => new RegExp(`:${name}\\b`).test(t.waiting);
  const row = one<{ id: number }>(
    db,
    `SELECT x.id FROM ${t.table} x WHERE ${t.scope} AND x.${t.owner} = :agent AND ${t.waiting}
       AND (x.created_at, x.id) > (:at, :after)
     ORDER BY x.created_at, x.id LIMIT 1`,
    {
      agent: agentId,
      at: after?.created_at ?? '',
      after: after?.id ?? 0,
      ...(uses('day') ? { day } : {}),
      ...(uses('dayStart') ? { dayStart } : {}),
    },
  );
  return row?.id ?? null;
}
