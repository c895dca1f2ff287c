// Completes the complaints the blacklist seed wrote (category, who registered and moved them) and
// adds a few recent ones in every status, without drawing from the shared random stream.
import type { Db } from '../db/database.ts';
import { before, iso } from './random.ts';
import type { SeededStaff } from './staff.ts';

/** The category a seeded complaint's text belongs to. */
const CATEGORY_OF: Record<string, string> = {
  'Leader collected money and did not deposit it': 'collection',
  'Customer threatened the collection agent': 'behaviour',
  'Customer shared wrong bank details': 'documents',
  'Customer is not reachable after disbursal': 'contact',
};

/** Recent complaints at the top of the list, one or more in each status. */
const RECENT: [status: string, category: string, text: string, daysAgo: number][] = [
  ['OPEN', 'collection', 'EMI collected in cash by the field officer is not shown in the app', 0.2],
  ['OPEN', 'service', 'Customer says the disbursal reached a different bank account', 0.6],
  ['IN_PROGRESS', 'behaviour', 'Recovery agent called the customer after 9 pm several times', 1],
  ['IN_PROGRESS', 'documents', 'Aadhaar uploaded belongs to another group member', 2],
  ['RESOLVED', 'contact', 'Group leader changed her number and did not inform the branch', 3],
  ['CLOSED', 'other', 'Duplicate complaint raised from the customer app', 5],
];

export function seedComplaints(db: Db, staff: readonly SeededStaff[], now: Date): void {
  const managers = staff.filter((s) =>
    s.flags.some((f) =>
      ['is_credit_manager', 'is_recovery_manager', 'is_disbursal_manager'].includes(f),
    ),
  );
  if (managers.length === 0) return;
  const setCategory = db.prepare('UPDATE complaints SET category = ? WHERE complaint = ?');
  for (const [text, category] of Object.entries(CATEGORY_OF)) setCategory.run(category, text);
  // Every fourth open complaint is being worked on; moved complaints say who moved them and when.
  db.prepare(
    `UPDATE complaints SET status = 'IN_PROGRESS' WHERE status = 'OPEN' AND id % 4 = 0`,
  ).run();
  const rows = db.prepare('SELECT id, status, date_created FROM complaints').all() as {
    id: number;
    status: string;
    date_created: string;
  }[];
  const move = db.prepare(
    'UPDATE complaints SET registered_by = ?, updated_at = ?, updated_by = ? WHERE id = ?',
  );
  for (const row of rows) {
    const manager = managers[row.id % managers.length]!;
    const registered = row.id % 3 === 0 ? manager.id : null;
    const moved =
      row.status === 'OPEN'
        ? null
        : iso(new Date(Math.min(now.getTime(), Date.parse(row.date_created) + 2 * 86_400_000)));
    move.run(registered, moved, moved ? manager.id : null, row.id);
  }
  const customers = db
    .prepare('SELECT id FROM customers ORDER BY id LIMIT ?')
    .all(RECENT.length) as {
    id: number;
  }[];
  const insert = db.prepare(
    `INSERT INTO complaints (customer_id, complaint, status, date_created, category, registered_by,
       updated_at, updated_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  RECENT.forEach(([status, category, text, daysAgo], i) => {
    const customer = customers[i % customers.length];
    if (!customer) return;
    const manager = managers[i % managers.length]!;
    const created = before(now, daysAgo);
    const moved = status === 'OPEN' ? null : iso(new Date(created.getTime() + 3_600_000));
    insert.run(
      customer.id,
      text,
      status,
      iso(created),
      category,
      manager.id,
      moved,
      moved ? manager.id : null,
    );
  });
}
