// Seeds feature blocks, complaints and penalties for a share of the customers.
import type { Db } from '../db/database.ts';
import { BLACKLIST_FEATURES } from '../domain.ts';
import { addDays, before, iso, type Rand } from './random.ts';
import type { SeededStaff } from './staff.ts';

const REASONS = [
  'Repeated EMI defaults',
  'Abusive behaviour with field staff',
  'Fake documents submitted',
  'Multiple loan applications with different numbers',
  'Referred a fraudulent group',
];
const COMPLAINTS = [
  'Leader collected money and did not deposit it',
  'Customer threatened the collection agent',
  'Customer shared wrong bank details',
  'Customer is not reachable after disbursal',
];
/** Block lengths of the blocking dialog, in days (36500 = permanently). */
const DURATIONS = [7, 30, 90, 180, 36500];

export function seedBlacklist(
  db: Db,
  rand: Rand,
  customerCount: number,
  staff: readonly SeededStaff[],
  now: Date,
): { blacklisted: number; complaints: number } {
  const editors = staff.filter((s) =>
    s.flags.some((f) =>
      [
        'is_kosh_superadmin',
        'is_credit_manager',
        'is_disbursal_manager',
        'is_recovery_manager',
      ].includes(f),
    ),
  );
  const columns = BLACKLIST_FEATURES.flatMap((f) => [
    f,
    `resume_${f}`,
    `${f}_reason`,
    `${f}_set_by`,
    `${f}_set_on`,
  ]);
  const insertBlacklist = db.prepare(
    `INSERT INTO blacklist (customer_id, blacklist_level, blacklist_reason, last_penalty, updated_at,
       ${columns.join(', ')}) VALUES (${Array(5 + columns.length)
         .fill('?')
         .join(', ')})`,
  );
  const insertComplaint = db.prepare(
    `INSERT INTO complaints (customer_id, raised_by_id, complaint, status, date_created)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const insertPenalty = db.prepare(
    `INSERT INTO penalties (customer_id, amount, comment, decision, datetime, created_by, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  // The audit trail of each seeded block (the history under the table).
  const insertChange = db.prepare(
    `INSERT INTO blacklist_changes (customer_id, changed_by, changed_at, field, old_value, new_value, reason)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const ids = Array.from({ length: customerCount }, (_, i) => i + 1);
  const blocked = rand.sample(ids, Math.round(customerCount * 0.05));
  for (const customerId of blocked) {
    const setOn = before(now, rand.int(1, 200));
    const editor = rand.pick(editors);
    const values: (string | number | null)[] = [];
    let anyOff = false;
    for (const [i, feature] of BLACKLIST_FEATURES.entries()) {
      const off = i === 0 || rand.chance(0.4);
      anyOff ||= off;
      const resume = off ? iso(addDays(setOn, rand.pick(DURATIONS))) : null;
      const reason = off ? rand.pick(REASONS) : null;
      values.push(
        off ? 0 : 1,
        resume,
        reason,
        off ? editor.username : null,
        off ? iso(setOn) : null,
      );
      if (off)
        insertChange.run(
          customerId,
          editor.username,
          iso(setOn),
          feature,
          'enabled',
          resume,
          reason,
        );
    }
    const penalty = rand.chance(0.5) ? rand.int(1, 20) * 100 : 0;
    insertBlacklist.run(
      customerId,
      anyOff ? rand.int(1, 3) : 0,
      anyOff ? rand.pick(REASONS).slice(0, 60) : null,
      penalty,
      iso(setOn),
      ...values,
    );
    if (penalty > 0) {
      const at = before(now, rand.int(1, 200));
      insertPenalty.run(
        customerId,
        penalty,
        'Late payment penalty',
        'penalty',
        iso(at).slice(0, 19).replace('T', ' '),
        editor.id,
        iso(at),
      );
    }
  }
  let complaints = 0;
  for (const customerId of rand.sample(ids, Math.round(customerCount * 0.06))) {
    for (let i = rand.int(1, 3); i > 0; i--) {
      insertComplaint.run(
        customerId,
        rand.chance(0.5) ? rand.int(1, customerCount) : null,
        rand.pick(COMPLAINTS),
        rand.pick(['OPEN', 'RESOLVED', 'CLOSED']),
        iso(before(now, rand.int(1, 300))),
      );
      complaints++;
    }
  }
  return { blacklisted: blocked.length, complaints };
}
