// Seeds what the customer 360 Actions tab reads: terms for every funded loan share (early-pay
// amounts), CRIF reports for some customers, and a soft-call case for the showcase customer.
// Deterministic: everything derives from row ids, the day and the showcase's fixed user id.
import type { Db } from '../db/database.ts';
import { DISBURSED_FAMILY } from '../domain.ts';
import { iso, isoDay } from './random.ts';
import type { SeededStaff } from './staff.ts';

/** Customer 8157415868 (user id 1): selectable loans, a report, an open soft-call case. */
export const ACTIONS_SHOWCASE_ID = 1;
/** Customer 2 never has a report: the tab says 'No Report Available'. */
export const NO_REPORT_ID = 2;

export type CustomerActionsSeed = { terms: number; reports: number };

const FUNDED = DISBURSED_FAMILY.map((status) => `'${status}'`).join(', ');

export function seedCustomerActions(
  db: Db,
  staff: readonly SeededStaff[],
  now: Date,
): CustomerActionsSeed {
  // 18–30 % a year by share id; loans closed for good are repaid in full, open ones in tenths.
  const terms = db
    .prepare(
      `INSERT INTO loan_share_terms (loan_share_id, annual_rate, paid_amount)
       SELECT s.id, 0.18 + (s.id % 7) * 0.02,
         CASE WHEN l.status IN ('completed', 'settled') THEN s.amount
              ELSE round(s.amount * (s.id % 5) / 10.0, 2) END
       FROM loan_shares s JOIN loans l ON l.id = s.loan_id WHERE l.status IN (${FUNDED})`,
    )
    .run().changes;
  // Every third customer has a report, the showcase always, customer 2 never.
  const reports = db
    .prepare(
      `INSERT INTO crif_reports (customer_id, file_name, pulled_at)
       SELECT id, 'crif_' || username || '.pdf', ? FROM customers
       WHERE (id = ? OR id % 3 = 0) AND id <> ?`,
    )
    .run(iso(now), ACTIONS_SHOWCASE_ID, NO_REPORT_ID).changes;
  ensureShowcaseShare(db, now);
  ensureSoftCallCase(db, staff, now);
  return { terms: Number(terms), reports: Number(reports) };
}

/** The showcase must have a disbursed share with terms, whatever the random loans gave them. */
function ensureShowcaseShare(db: Db, now: Date) {
  const has = db
    .prepare(
      `SELECT 1 FROM loan_shares s JOIN loans l ON l.id = s.loan_id
       WHERE s.customer_id = ? AND l.status IN (${FUNDED}) LIMIT 1`,
    )
    .get(ACTIONS_SHOWCASE_ID);
  if (has) return;
  const day = isoDay(new Date(now.getTime() - 90 * 86_400_000));
  const loan = db
    .prepare(
      `INSERT INTO loans (status, amount, loan_type, leader_id, default_lender, disbursal_date,
         loan_channel, created_at, disbursed_at, updated_at)
       VALUES ('loan_disbursed', 30000, 'group', ?, 'Kosh Finance', ?, 'app', ?, ?, ?)`,
    )
    .run(ACTIONS_SHOWCASE_ID, day, `${day}T04:30:00.000Z`, `${day}T04:30:00.000Z`, iso(now));
  const share = db
    .prepare(
      `INSERT INTO loan_shares (loan_id, customer_id, amount, status, created_at)
       VALUES (?, ?, 30000, 'loan_disbursed', ?)`,
    )
    .run(loan.lastInsertRowid, ACTIONS_SHOWCASE_ID, `${day}T04:30:00.000Z`);
  db.prepare(
    'INSERT INTO loan_share_terms (loan_share_id, annual_rate, paid_amount) VALUES (?, 0.24, 5000)',
  ).run(share.lastInsertRowid);
}

/** An open soft-call case for the showcase, so 'Update Call Details' has somewhere to go. */
function ensureSoftCallCase(db: Db, staff: readonly SeededStaff[], now: Date) {
  const open = db
    .prepare(`SELECT 1 FROM soft_calls WHERE customer_id = ? AND status <> 'done' LIMIT 1`)
    .get(ACTIONS_SHOWCASE_ID);
  if (open) return;
  const agent = staff.find((member) => member.flags.includes('is_reminder_agent')) ?? staff[0]!;
  db.prepare(
    `INSERT INTO soft_calls (agent_id, customer_id, kind, status, created_at, last_updated)
     VALUES (?, ?, 'soft', 'pending', ?, ?)`,
  ).run(agent.id, ACTIONS_SHOWCASE_ID, iso(now), iso(now));
}
