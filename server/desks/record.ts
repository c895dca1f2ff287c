// The soft-call record of a desk case whose table holds no money figures (audit, lead, support):
// the customer's profile and loans, with dpd, overdue and the next EMI from their instalments.
import type { components } from '../../openapi/generated/main.ts';
import type { Db } from '../db/database.ts';
import { one } from '../db/statements.ts';
import { type SoftCallRow, toSoftCall } from '../handlers/softCalls.ts';
import { indiaDay } from '../time.ts';

type SoftCall = components['schemas']['SoftCall'];

/** What the customer's live shares owe today; 0 (or null) where they have none. */
const FIGURES = `
  WITH shares AS (SELECT s.id FROM loan_shares s JOIN loans l ON l.id = s.loan_id
      WHERE s.customer_id = :customer AND l.status <> 'rejected'),
    inst AS (SELECT i.* FROM share_instalments i WHERE i.loan_share_id IN (SELECT id FROM shares)),
    unpaid AS (SELECT * FROM inst WHERE paid_at IS NULL),
    next AS (SELECT min(due_date) AS day FROM unpaid WHERE due_date >= :day)
  SELECT
    COALESCE((SELECT CAST(julianday(:day) - julianday(min(due_date)) AS INTEGER) FROM unpaid
      WHERE due_date <= :day), 0) AS dpd,
    COALESCE((SELECT sum(amount) FROM unpaid WHERE due_date <= :day), 0) AS overdue_amount,
    COALESCE((SELECT sum(amount) FROM unpaid WHERE due_date = (SELECT day FROM next)), 0)
      AS emi_amount,
    (SELECT day FROM next) AS nearest_due_date,
    COALESCE((SELECT sum(paid_amount) FROM inst WHERE paid_at IS NOT NULL AND due_date > :day), 0)
      AS total_advance_amount`;

export type CaseFacts = {
  id: number;
  customer_id: number;
  traceability: SoftCall['traceability'] | null;
  last_call: string | null;
  created_at: string;
  last_updated: string;
};

export function caseRecord(db: Db, facts: CaseFacts, now: Date): SoftCall {
  const customer = one<{ username: string; name: string; mobile: string; city: string | null }>(
    db,
    'SELECT username, name, mobile, city FROM customers WHERE id = ?',
    facts.customer_id,
  )!;
  const figures = one<
    Pick<
      SoftCall,
      'dpd' | 'overdue_amount' | 'emi_amount' | 'nearest_due_date' | 'total_advance_amount'
    >
  >(db, FIGURES, { customer: facts.customer_id, day: indiaDay(now) })!;
  const row: SoftCallRow = {
    ...facts,
    ...customer,
    ...figures,
    agent_id: 0,
    traceability: facts.traceability ?? 'None',
    cooperation_level: null,
    payment: null,
    // The early-pay amount is per loan (the Actions tab asks for it); a case spans the customer.
    early_pay_amount: null,
  };
  return toSoftCall(db, row);
}
