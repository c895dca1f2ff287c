// Call history for the supervisor view over the last 30 days: each soft-call and recovery agent's
// linked calls at working hours on the cases they worked (pending cases stay untouched), the
// support desk's calls on the worked support cases assigned to it,
// promises to pay on connected cases and, for about half of them, the payment that kept the
// promise. Runs after every other seed and draws from `rand` last, so no earlier value changes.
import type { Db } from '../db/database.ts';
import { addDays, iso, type Rand } from './random.ts';

const DAYS = 30;
/** India working hours and how busy each is (lunch is quiet). */
const HOURS = [
  [9, 3],
  [10, 6],
  [11, 7],
  [12, 5],
  [13, 2],
  [14, 5],
  [15, 6],
  [16, 6],
  [17, 4],
  [18, 2],
] as const;
const IST_MINUTES = 330;

type Case = { id: number; customer_id: number; traceability: string | null };

/** An India time on the day `daysAgo` before `now`'s India day, as a UTC instant. */
function indiaTime(now: Date, daysAgo: number, hour: number, minute: number): Date {
  const midnightUtc = addDays(now, -daysAgo);
  return new Date(midnightUtc.getTime() + (hour * 60 + minute - IST_MINUTES) * 60_000);
}

export function seedSupervision(
  db: Db,
  rand: Rand,
  now: Date,
): { calls: number; promises: number } {
  const outcome = db.prepare(
    'INSERT INTO call_outcomes (soft_call_id, call_id, agent_id, created_at) VALUES (?, ?, ?, ?)',
  );
  const deskOutcome = db.prepare(
    `INSERT INTO desk_call_outcomes (desk, case_id, call_id, agent_id, created_at)
     VALUES ('support', ?, ?, ?, ?)`,
  );
  const promise = db.prepare(
    `INSERT INTO call_feedback (soft_call_id, agent_id, feedback, traceability, cooperation_level,
       payment, payment_promise_date, comment, created_at)
     VALUES (?, ?, 'contactable', 'CON', 'cooperative', 'promise_to_pay', ?, 'Promised to pay', ?)`,
  );
  const repayment = db.prepare(
    `INSERT INTO repayments (customer_id, payment_id, amount, receiver, sender, source, status,
       type, time) VALUES (?, ?, ?, 'Kosh Finance', ?, ?, 'success', 'EMI', ?)`,
  );
  const nameOf = db.prepare('SELECT name FROM customers WHERE id = ?');
  const softCases = db.prepare(
    `SELECT id, customer_id, traceability FROM soft_calls WHERE agent_id = ? AND status = 'done'
     ORDER BY id`,
  );
  const supportCases = db.prepare(
    `SELECT id, customer_id, traceability FROM support_calls
     WHERE assigned_to = ? AND traceability IS NOT NULL ORDER BY id`,
  );
  const agents = db
    .prepare('SELECT DISTINCT agent_id FROM soft_calls ORDER BY agent_id')
    .all()
    .map((row) => Number(row.agent_id));
  const supportAgents = db
    .prepare(
      'SELECT DISTINCT assigned_to FROM support_calls WHERE assigned_to IS NOT NULL ORDER BY 1',
    )
    .all()
    .map((row) => Number(row.assigned_to));

  let calls = 0;
  let promises = 0;
  const callAt = (daysAgo: number) => {
    const hour = rand.weighted(HOURS.map(([h, w]) => [h, w] as const));
    return indiaTime(now, daysAgo, hour, rand.int(0, 59));
  };
  for (const agentId of agents) {
    const cases = softCases.all(agentId) as Case[];
    if (cases.length === 0) continue;
    for (let daysAgo = DAYS; daysAgo >= 1; daysAgo--) {
      // Sundays are mostly off; busy days vary.
      const count = rand.chance(0.12) ? 0 : rand.int(6, 22);
      for (let i = 0; i < count; i++) {
        const at = callAt(daysAgo);
        const call = rand.pick(cases);
        outcome.run(call.id, `seed-${agentId}-${daysAgo}-${i}`, agentId, iso(at));
        calls++;
        if (call.traceability !== 'CON' || !rand.chance(0.25)) continue;
        // A promise a few days ahead; about half are kept by a payment on or before that day.
        const promised = addDays(at, rand.int(0, 5));
        const promisedDay = iso(new Date(promised.getTime() + IST_MINUTES * 60_000)).slice(0, 10);
        promise.run(call.id, agentId, promisedDay, iso(addDays(at, 0.01)));
        promises++;
        const paidAt = addDays(at, rand.int(1, 8) / 2);
        if (rand.chance(0.55) && paidAt < now) {
          const name = (nameOf.get(call.customer_id) as { name: string } | undefined)?.name ?? '';
          repayment.run(
            call.customer_id,
            `promise_${agentId}_${daysAgo}_${i}`,
            rand.int(10, 40) * 100,
            name,
            rand.pick(['UPI', 'NACH', 'Payment link']),
            iso(paidAt),
          );
        }
      }
    }
  }
  for (const agentId of supportAgents) {
    const cases = supportCases.all(agentId) as Case[];
    if (cases.length === 0) continue;
    for (let daysAgo = DAYS; daysAgo >= 1; daysAgo--) {
      const count = rand.chance(0.15) ? 0 : rand.int(2, 8);
      for (let i = 0; i < count; i++) {
        const call = rand.pick(cases);
        deskOutcome.run(
          call.id,
          `seed-support-${agentId}-${daysAgo}-${i}`,
          agentId,
          iso(callAt(daysAgo)),
        );
        calls++;
      }
    }
  }
  return { calls, promises };
}
