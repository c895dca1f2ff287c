// Seeds the call desks: recovery queues for every recovery role, audits of worked recovery calls
// and of an uploaded file, lead calls, enough open support calls to page through, and customers
// that show every dial rule (do-not-call, another time zone, the day's attempt cap). Runs after
// every other seed and draws from the same rand last, so no earlier seeded value changes.
import type { Db } from '../db/database.ts';
import type { RoleFlag } from '../domain.ts';
import { indiaDay } from '../time.ts';
import { ACTIONS_SHOWCASE_ID } from './customerActions.ts';
import { DEMO_USERS, demoUser } from './demoUsers.ts';
import { addDays, before, iso, isoDay, type Rand } from './random.ts';
import type { SeededStaff } from './staff.ts';

export type DeskSeed = {
  recoveryCalls: number;
  auditCalls: number;
  leadCalls: number;
  supportCalls: number;
};

const RECOVERY_QUEUE = 30;
const AUDITS = 25;
const UPLOADED_AUDITS = 4;
const LEADS = 25;
/** Open support calls waiting per agent: the first demo agent pages past two pages of 10. */
const SUPPORT_OPEN = { first: 30, other: 18 };
const SUPPORT_WORKED = 6;
/** Demo logins of the desks that get telephony credentials (the others already have them). */
const NEW_CALLERS: RoleFlag[] = [
  'is_reminder_audit',
  'is_referral_sales',
  'is_referral_manager',
  'is_recovery_agency',
  'is_recovery_team_lead',
  'is_recovery_manager',
];
const DNC_REASONS = [
  'Customer asked not to be called again',
  'Legal notice: all contact through the lawyer',
  'Complaint under review by the grievance officer',
];
const LEAD_SOURCES = ['referral', 'missed call', 'website', 'field visit'];

const idOf = (staff: readonly SeededStaff[], flag: RoleFlag) =>
  staff.find((s) => s.username === demoUser(flag).username)!.id;

export function seedDesks(
  db: Db,
  rand: Rand,
  staff: readonly SeededStaff[],
  activeBorrowers: readonly number[],
  now: Date,
): DeskSeed {
  const at = (days: number) => iso(before(now, days + rand.int(0, 1439) / 1440));
  const callers = NEW_CALLERS.map((flag) => idOf(staff, flag));
  const telephony = db.prepare(
    `UPDATE staff_profiles SET telecmi_username = (SELECT username FROM users WHERE id = ?) || '_kosh',
     telecmi_pwd = ? WHERE user_id = ?`,
  );
  for (const id of callers) telephony.run(id, rand.faker.internet.password({ length: 12 }), id);

  const admin = idOf(staff, 'is_kosh_superadmin');
  const recoveryCalls = seedRecovery(db, rand, activeBorrowers, now, at, [
    idOf(staff, 'is_recovery_agency'),
    idOf(staff, 'is_recovery_team_lead'),
    idOf(staff, 'is_recovery_manager'),
    admin,
  ]);
  const auditCalls = seedAudits(db, rand, activeBorrowers, at, [
    idOf(staff, 'is_reminder_audit'),
    admin,
  ]);
  const leadCalls = seedLeads(db, rand, staff, activeBorrowers, at, [
    idOf(staff, 'is_referral_sales'),
    idOf(staff, 'is_referral_manager'),
    admin,
  ]);
  const supportAgents = DEMO_USERS.filter((u) => u.flag === 'is_reminder_agent').map(
    (u) => staff.find((s) => s.username === u.username)!.id,
  );
  const supportCalls = seedSupport(db, rand, activeBorrowers, at, [...supportAgents, admin]);
  seedDialRules(db, staff, now);
  return { recoveryCalls, auditCalls, leadCalls, supportCalls };
}

function seedRecovery(
  db: Db,
  rand: Rand,
  borrowers: readonly number[],
  now: Date,
  at: (days: number) => string,
  agents: number[],
): number {
  const insert = db.prepare(
    `INSERT INTO soft_calls (agent_id, customer_id, kind, status, dpd, overdue_amount, emi_amount,
       nearest_due_date, last_call, traceability, cooperation_level, payment, early_pay_amount,
       total_advance_amount, created_at, last_updated)
     VALUES (?, ?, 'dpd', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const feedback = db.prepare(
    `INSERT INTO call_feedback (soft_call_id, agent_id, feedback, traceability, cooperation_level,
       payment, comment, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let count = 0;
  for (const agent of agents) {
    for (const customer of rand.sample(borrowers, RECOVERY_QUEUE)) {
      const done = rand.chance(0.33);
      const created = at(rand.int(0, 20));
      const worked = iso(addDays(new Date(created), 0.05));
      const dpd = rand.int(1, 90);
      const emi = rand.int(15, 60) * 100;
      const traceability = done ? rand.pick(['CON', 'RNR', 'NC'] as const) : 'None';
      const cooperation =
        traceability === 'CON' ? rand.pick(['cooperative', 'non_cooperative']) : null;
      const payment = cooperation === 'cooperative' ? rand.pick(['paid', 'promise_to_pay']) : null;
      const { lastInsertRowid } = insert.run(
        agent,
        customer,
        done ? 'done' : 'pending',
        dpd,
        emi * Math.ceil(dpd / 30),
        emi,
        isoDay(addDays(now, -dpd)),
        done ? worked : null,
        traceability,
        cooperation,
        payment,
        rand.int(20, 200) * 100,
        rand.int(0, 30) * 100,
        created,
        done ? worked : created,
      );
      if (done) {
        const contact = traceability === 'CON' ? 'contactable' : 'non_contactable';
        feedback.run(
          Number(lastInsertRowid),
          agent,
          contact,
          traceability,
          cooperation,
          payment,
          'Seeded recovery call',
          worked,
        );
      }
      count++;
    }
  }
  return count;
}

function seedAudits(
  db: Db,
  rand: Rand,
  borrowers: readonly number[],
  at: (days: number) => string,
  auditors: number[],
): number {
  // Worked recovery calls, one open audit per customer, oldest work first.
  const worked = db
    .prepare(
      `SELECT sc.id, sc.customer_id, sc.payment, sc.last_updated FROM soft_calls sc
       WHERE sc.kind = 'dpd' AND sc.status = 'done' AND sc.customer_id <> ?
       ORDER BY sc.last_updated, sc.id`,
    )
    .all(ACTIONS_SHOWCASE_ID) as {
    id: number;
    customer_id: number;
    payment: string | null;
    last_updated: string;
  }[];
  const insert = db.prepare(
    `INSERT INTO audit_calls (customer_id, auditor_id, soft_call_id, source, payment_status, status,
       traceability, audit_payment, comment, created_at, last_updated)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const used = new Set<number>();
  const pool = worked.filter((w) => {
    if (used.has(w.customer_id)) return false;
    used.add(w.customer_id);
    return true;
  });
  let count = 0;
  let next = 0;
  for (const auditor of auditors) {
    for (let i = 0; i < AUDITS && next < pool.length; i++) {
      const call = pool[next++]!;
      // A few were already audited: the history beside the queue.
      const done = i % 6 === 5;
      const created = iso(addDays(new Date(call.last_updated), 0.1));
      insert.run(
        call.customer_id,
        auditor,
        call.id,
        'recovery',
        call.payment === 'paid' ? 'DONE' : 'DUE',
        done ? 'done' : 'pending',
        done ? rand.pick(['CON', 'NC', 'RNR'] as const) : null,
        done ? rand.pick(['DONE', 'DUE'] as const) : null,
        done ? 'Seeded audit' : null,
        created,
        done ? iso(addDays(new Date(created), 0.2)) : created,
      );
      count++;
    }
    for (let i = 0; i < UPLOADED_AUDITS; i++) {
      const customer = rand.pick(borrowers);
      if (used.has(customer) || customer === ACTIONS_SHOWCASE_ID) continue;
      used.add(customer);
      const created = at(rand.int(0, 3));
      insert.run(
        customer,
        auditor,
        null,
        'upload',
        rand.pick(['DONE', 'DUE'] as const),
        'pending',
        null,
        null,
        null,
        created,
        created,
      );
      count++;
    }
  }
  return count;
}

function seedLeads(
  db: Db,
  rand: Rand,
  staff: readonly SeededStaff[],
  borrowers: readonly number[],
  at: (days: number) => string,
  agents: number[],
): number {
  // Leads are customers without a running loan.
  const running = new Set(borrowers);
  const idle = (db.prepare('SELECT id FROM customers ORDER BY id').all() as { id: number }[])
    .map((row) => row.id)
    .filter((id) => !running.has(id) && id !== ACTIONS_SHOWCASE_ID);
  const insert = db.prepare(
    `INSERT INTO lead_calls (agent_id, customer_id, source, referred_by, status, feedback, comment,
       last_call, created_at, last_updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const referrers = staff.filter((s) => s.flags.includes('is_field_sales_officer'));
  let count = 0;
  for (const agent of agents) {
    for (const [i, customer] of rand.sample(idle, LEADS).entries()) {
      const source = rand.pick(LEAD_SOURCES);
      const done = i % 5 === 4;
      const created = at(rand.int(0, 15));
      insert.run(
        agent,
        customer,
        source,
        source === 'referral' && referrers.length ? rand.pick(referrers).id : null,
        done ? 'done' : 'pending',
        done
          ? rand.pick(['will_create_new_group', 'no_loan_required', 'customer_not_reachable'])
          : null,
        done ? 'Seeded lead call' : null,
        done ? created : null,
        created,
        created,
      );
      count++;
    }
  }
  return count;
}

function seedSupport(
  db: Db,
  rand: Rand,
  borrowers: readonly number[],
  at: (days: number) => string,
  agents: number[],
): number {
  const insert = db.prepare(
    `INSERT INTO support_calls (customer_id, assigned_to, loan_related, status, traceability,
       raised_count, feedback_count, created_at, last_updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const feedback = db.prepare(
    `INSERT INTO support_feedback (support_call_id, agent_id, traceability, comment, type_of_task,
       created_at) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const waiting = db.prepare(
    `SELECT count(*) AS n FROM support_calls WHERE assigned_to = ? AND status = 'OPEN'
     AND work_status = 'pending'`,
  );
  const candidates = borrowers.filter((id) => id !== ACTIONS_SHOWCASE_ID);
  let count = 0;
  for (const [index, agent] of agents.entries()) {
    const target = index === 0 ? SUPPORT_OPEN.first : SUPPORT_OPEN.other;
    const missing = Math.max(0, target - (waiting.get(agent) as { n: number }).n);
    for (let i = 0; i < missing; i++) {
      const created = at(rand.int(0, 30));
      insert.run(
        rand.pick(candidates),
        agent,
        rand.chance(0.6) ? 1 : 0,
        'OPEN',
        null,
        1,
        0,
        created,
        created,
      );
      count++;
    }
    // Worked calls, closed or resolved, with the feedback that closed them.
    for (let i = 0; i < SUPPORT_WORKED; i++) {
      const created = at(rand.int(5, 60));
      const resolved = rand.chance(0.5);
      const trace = resolved ? 'CON' : rand.pick(['NC', 'RNR'] as const);
      const worked = iso(addDays(new Date(created), 0.5));
      const { lastInsertRowid } = insert.run(
        rand.pick(candidates),
        agent,
        rand.chance(0.6) ? 1 : 0,
        resolved ? 'RESOLVED' : 'CLOSED',
        trace,
        rand.int(1, 3),
        1,
        created,
        worked,
      );
      feedback.run(
        Number(lastInsertRowid),
        agent,
        trace,
        resolved ? 'Explained the charges; customer satisfied' : 'Not reachable; closed',
        resolved ? rand.pick(['DISBURSAL', 'LOAN_CHARGES', 'UNABLE_TO_PAY'] as const) : null,
        worked,
      );
      count++;
    }
  }
  db.prepare("UPDATE support_calls SET work_status = 'done' WHERE status <> 'OPEN'").run();
  return count;
}

/**
 * Customers that show each dial rule, on the 3rd to 5th waiting case of the demo queues (the
 * first cases stay callable): do-not-call, another time zone (recovery), the attempt cap today.
 */
function seedDialRules(db: Db, staff: readonly SeededStaff[], now: Date) {
  const waiting = (sql: string, flag: RoleFlag) =>
    db
      .prepare(`${sql} ORDER BY x.created_at, x.id LIMIT 3 OFFSET 2`)
      .all(idOf(staff, flag), ACTIONS_SHOWCASE_ID) as { id: number; customer_id: number }[];
  const recovery = (flag: RoleFlag) =>
    waiting(
      `SELECT x.id, x.customer_id FROM soft_calls x WHERE x.kind = 'dpd' AND x.status = 'pending'
       AND x.agent_id = ? AND x.customer_id <> ?`,
      flag,
    );
  const dnc = db.prepare(
    'INSERT OR IGNORE INTO do_not_call (customer_id, reason, added_at) VALUES (?, ?, ?)',
  );
  const zone = db.prepare('UPDATE customers SET time_zone = ? WHERE id = ?');
  const attempt = db.prepare(
    `INSERT INTO dial_attempts (desk, case_id, customer_id, agent_id, allowed, reason, day, created_at)
     VALUES (?, ?, ?, ?, 1, NULL, ?, ?)`,
  );
  // The cap counts today's India day, whenever the seed ran.
  const today = indiaDay();
  const capped = (desk: string, flag: RoleFlag, row: { id: number; customer_id: number }) => {
    for (let i = 0; i < 3; i++) {
      attempt.run(desk, row.id, row.customer_id, idOf(staff, flag), today, iso(now));
    }
  };
  for (const [i, flag] of (
    ['is_recovery_agent', 'is_recovery_manager', 'is_kosh_superadmin'] as const
  ).entries()) {
    const [first, second, third] = recovery(flag);
    if (first) dnc.run(first.customer_id, DNC_REASONS[i % DNC_REASONS.length]!, iso(now));
    if (second) zone.run(i === 0 ? 'America/New_York' : 'Europe/London', second.customer_id);
    if (third) capped('recovery', flag, third);
  }
  const [audited] = waiting(
    `SELECT x.id, x.customer_id FROM audit_calls x WHERE x.status = 'pending' AND x.auditor_id = ?
     AND x.customer_id <> ?`,
    'is_reminder_audit',
  );
  if (audited) capped('audit', 'is_reminder_audit', audited);
  const [lead, leadDnc] = waiting(
    `SELECT x.id, x.customer_id FROM lead_calls x WHERE x.status = 'pending' AND x.agent_id = ?
     AND x.customer_id <> ?`,
    'is_referral_sales',
  );
  if (lead) capped('lead', 'is_referral_sales', lead);
  if (leadDnc) dnc.run(leadDnc.customer_id, DNC_REASONS[0]!, iso(now));
  const [support, supportDnc] = waiting(
    `SELECT x.id, x.customer_id FROM support_calls x WHERE x.status = 'OPEN'
     AND x.work_status = 'pending' AND x.assigned_to = ? AND x.customer_id <> ?`,
    'is_reminder_agent',
  );
  if (support) capped('support', 'is_reminder_agent', support);
  if (supportDnc) dnc.run(supportDnc.customer_id, DNC_REASONS[1]!, iso(now));
}
