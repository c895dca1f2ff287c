// Seeds soft-call queues for agents, support cases, escalations and leads.
import type { Db } from '../db/database.ts';
import { addDays, before, iso, isoDay, type Rand } from './random.ts';
import type { SeededStaff } from './staff.ts';

const QUEUE_SIZE = 40;

export function seedCalls(
  db: Db,
  rand: Rand,
  staff: readonly SeededStaff[],
  activeBorrowers: readonly number[],
  customerCount: number,
  now: Date,
): { softCalls: number; supportCalls: number } {
  const insertSoftCall = db.prepare(
    `INSERT INTO soft_calls (agent_id, customer_id, kind, status, dpd, overdue_amount, emi_amount,
       nearest_due_date, last_call, traceability, cooperation_level, payment, early_pay_amount,
       total_advance_amount, created_at, last_updated)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertFeedback = db.prepare(
    `INSERT INTO call_feedback (soft_call_id, agent_id, feedback, traceability, cooperation_level,
       payment, comment, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertSupport = db.prepare(
    `INSERT INTO support_calls (customer_id, assigned_to, loan_related, status, traceability,
       raised_count, feedback_count, created_at, last_updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const agents = staff.filter((s) =>
    s.flags.some(
      (f) => f === 'is_reminder_agent' || f === 'is_recovery_agent' || f === 'is_kosh_superadmin',
    ),
  );
  let softCalls = 0;
  for (const agent of agents) {
    const kind = agent.flags.includes('is_recovery_agent') ? 'dpd' : 'soft';
    for (const customerId of rand.sample(activeBorrowers, QUEUE_SIZE)) {
      // A third of the queue was already worked; the rest waits, oldest first.
      const done = rand.chance(0.33);
      const created = before(now, rand.int(0, 20) + rand.int(0, 1439) / 1440);
      const emi = rand.int(15, 60) * 100;
      const dpd = kind === 'dpd' ? rand.int(1, 90) : rand.int(0, 3);
      const traceability = done ? rand.pick(['CON', 'RNR', 'NC'] as const) : 'None';
      const cooperation =
        done && traceability === 'CON' ? rand.pick(['cooperative', 'non_cooperative']) : null;
      const payment =
        cooperation === 'cooperative' ? rand.pick(['paid', 'promise_to_pay', 'paid_to_fs']) : null;
      const { lastInsertRowid } = insertSoftCall.run(
        agent.id,
        customerId,
        kind,
        done ? 'done' : 'pending',
        dpd,
        dpd > 0 ? emi * Math.ceil(dpd / 30) : 0,
        emi,
        isoDay(addDays(now, kind === 'dpd' ? -dpd : rand.int(0, 5))),
        done ? iso(addDays(created, 0.05)) : null,
        traceability,
        cooperation,
        payment,
        rand.int(20, 200) * 100,
        rand.int(0, 30) * 100,
        iso(created),
        iso(done ? addDays(created, 0.05) : created),
      );
      if (done) {
        const feedback = traceability === 'CON' ? 'contactable' : 'non_contactable';
        insertFeedback.run(
          Number(lastInsertRowid),
          agent.id,
          feedback,
          traceability,
          cooperation,
          payment,
          'Seeded call',
          iso(addDays(created, 0.05)),
        );
      }
      softCalls++;
    }
  }

  const supportStaff = staff.filter((s) =>
    s.flags.some((f) => f === 'is_reminder_agent' || f === 'is_kosh_superadmin'),
  );
  let supportCalls = 0;
  for (let i = 0; i < 400; i++) {
    const status = rand.weighted([
      ['OPEN', 5],
      ['CLOSED', 3],
      ['RESOLVED', 2],
    ] as const);
    const feedbackCount = status === 'OPEN' && rand.chance(0.6) ? 0 : rand.int(1, 3);
    const created = before(now, rand.int(0, 120));
    insertSupport.run(
      rand.int(1, customerCount),
      rand.chance(0.85) ? rand.pick(supportStaff).id : null,
      rand.chance(0.6) ? 1 : 0,
      status,
      feedbackCount === 0 ? null : rand.pick(['RNR', 'NC', 'CON'] as const),
      rand.int(1, 4),
      feedbackCount,
      iso(created),
      iso(addDays(created, feedbackCount * 0.5)),
    );
    supportCalls++;
  }

  const managers = staff.filter((s) =>
    s.flags.some((f) => f.endsWith('_manager') || f === 'is_kosh_superadmin'),
  );
  const insertEscalation = db.prepare(
    'INSERT INTO escalations (customer_id, manager_id, escalated_by, created_at) VALUES (?, ?, ?, ?)',
  );
  const insertLead = db.prepare(
    'INSERT INTO leads (customer_id, assigned_by, status, created_at) VALUES (?, ?, ?, ?)',
  );
  const leadCustomers = rand.sample(activeBorrowers, 60);
  leadCustomers.forEach((customerId, i) => {
    const by = rand.pick(agents).id;
    if (i < 30)
      insertEscalation.run(
        customerId,
        rand.pick(managers).id,
        by,
        iso(before(now, rand.int(0, 60))),
      );
    else
      insertLead.run(
        customerId,
        by,
        rand.chance(0.5) ? 'OPEN' : 'CLOSED',
        iso(before(now, rand.int(0, 60))),
      );
  });
  return { softCalls, supportCalls };
}
