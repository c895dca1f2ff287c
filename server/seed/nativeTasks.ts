// A few hundred native tasks across states, priorities, creators and assignees, some with
// subtasks, without drawing from the shared random stream (the data above stays as it was).
import type { Db } from '../db/database.ts';
import { addDays, iso, isoDay } from './random.ts';
import type { SeededStaff } from './staff.ts';

const TASKS = 320;
const STATES = ['BACKLOG', 'TODO', 'IN_PROGRESS', 'DONE', 'CANCELLED'] as const;
const PRIORITIES = ['LOW', 'MEDIUM', 'HIGH'] as const;
const WORK = [
  'Call back the group leader about the missed EMI',
  'Verify the Aadhaar of the new co-borrower',
  'Collect the signed NACH mandate',
  'Review the bank statement before approval',
  'Visit the branch to check the cash register',
  'Update the employer address after the move',
  'Prepare the weekly PAR 30 report',
  'Reconcile the disbursal with the bank credit',
  'Train the new field officers on the app',
  'Follow up on the promise to pay',
  'Check the CRIF report of the applicant',
  'Close the duplicate complaint',
];
const PLACES = ['Patna', 'Gaya', 'Muzaffarpur', 'Bhagalpur', 'Darbhanga', 'Ranchi', 'Lucknow'];

export function seedNativeTasks(db: Db, staff: readonly SeededStaff[], now: Date): number {
  const people = staff.filter(
    (s) => !s.flags.some((f) => ['is_investor', 'is_investors', 'is_read_only'].includes(f)),
  );
  if (people.length === 0) return 0;
  const insert = db.prepare(
    `INSERT INTO native_tasks (id, title, description, priority, state, estimated_date,
       parent_task, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const assign = db.prepare(
    'INSERT OR IGNORE INTO native_task_assignees (task_id, user_id) VALUES (?, ?)',
  );
  for (let id = 1; id <= TASKS; id++) {
    const creator = people[(id * 7) % people.length]!;
    const created = addDays(now, -((id * 13) % 120) - 1);
    // Every sixth task is a subtask of an earlier one; most have a due date around today.
    const parent = id > 10 && id % 6 === 0 ? id - 5 : null;
    const due = id % 4 === 0 ? null : isoDay(addDays(now, ((id * 11) % 60) - 20));
    insert.run(
      id,
      `${WORK[id % WORK.length]} (${PLACES[id % PLACES.length]})`,
      id % 3 === 0 ? null : `Noted on ${isoDay(created)} by ${creator.name}.`,
      PRIORITIES[id % PRIORITIES.length]!,
      STATES[(id * 3) % STATES.length]!,
      due,
      parent,
      creator.id,
      iso(created),
    );
    assign.run(id, people[(id * 5) % people.length]!.id);
    if (id % 5 === 0) assign.run(id, people[(id * 3 + 1) % people.length]!.id);
  }
  return TASKS;
}
