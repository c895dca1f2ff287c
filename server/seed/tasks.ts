// The issue tracker's demo projects and issues, and channel tasks (issue 20): a few hundred issues
// across projects linked to seeded channels (some unassigned, for Assign Me), and tasks in the
// channels that manage them (the requests channel every demo login is in, and the team channels).
import { MANAGE_TASKS_ACTION } from '../chat/actions.ts';
import type { Db } from '../db/database.ts';
import { PRIORITIES } from '../tasks/tracker.ts';
import { REQUESTS_CHANNEL } from './chatActions.ts';
import { createRand } from './random.ts';

const PROJECTS = [
  'Back Office',
  'Collections',
  'Customer App',
  'Field Sales Tools',
  'Loan Origination',
  'Data Platform',
  'Support Desk',
];
const STATUSES = ['New', 'In Progress', 'Feedback', 'Resolved', 'Closed'];
const VERBS = ['Fix', 'Add', 'Review', 'Speed up', 'Document', 'Test', 'Redesign'];
const THINGS = [
  'the loan list filters',
  'the EMI reminder message',
  'the customer search',
  'the bureau pull retry',
  'the disbursal report export',
  'the attendance sign-in',
  'the KYC document upload',
  'the call feedback form',
  'the penalty rules',
  'the branch dashboard',
];
const TASK_TITLES = [
  'Collect the signed agreements',
  'Call back the branch manager',
  'Update the field visit plan',
  'Send the weekly collection summary',
  'Verify the new employer list',
  'Prepare the audit sample',
  'Share the training slides',
  'Reconcile the wallet payouts',
];
const DAY = 86_400_000;

type Id = { id: number };

export function seedTasks(db: Db, now: Date): { issues: number; channelTasks: number } {
  // Its own stream: the other seeds' data stays as it was.
  const rand = createRand(2020);
  const pick = <T>(list: readonly T[]): T => list[rand.int(0, list.length - 1)] as T;
  const requests = db
    .prepare('SELECT id FROM chat_channels WHERE display_name = ?')
    .get(REQUESTS_CHANNEL) as Id | undefined;
  const teams = db
    .prepare("SELECT id FROM chat_channels WHERE type = 'team' AND id <> ? ORDER BY id")
    .all(requests?.id ?? 0) as Id[];
  const taskChannels = [...(requests ? [requests] : []), ...teams];
  const membersOf = db.prepare(
    'SELECT user_id AS id FROM chat_members WHERE channel_id = ? ORDER BY user_id',
  );

  const insertProject = db.prepare('INSERT INTO tracker_projects (name, channel_id) VALUES (?, ?)');
  const insertIssue = db.prepare(
    `INSERT INTO tracker_issues (project_id, subject, description, priority, priority_rank, status,
       author_id, assigned_to_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let issues = 0;
  PROJECTS.forEach((name, index) => {
    const channel = taskChannels[index % Math.max(1, taskChannels.length)];
    const projectId = Number(insertProject.run(name, channel?.id ?? null).lastInsertRowid);
    const people = channel ? (membersOf.all(channel.id) as Id[]) : [];
    if (people.length === 0) return;
    for (let n = 0; n < 45; n++) {
      const priority = pick(PRIORITIES);
      const author = pick(people).id;
      // About a quarter wait for someone to take them.
      const assignee = rand.int(0, 3) === 0 ? null : pick(people).id;
      const subject = `${pick(VERBS)} ${pick(THINGS)}`;
      const created = new Date(now.getTime() - rand.int(0, 200) * DAY).toISOString();
      insertIssue.run(
        projectId,
        subject,
        `${subject} in ${name}: see the notes in the project's channel.`,
        priority,
        PRIORITIES.indexOf(priority),
        pick(STATUSES),
        author,
        assignee,
        created,
      );
      issues++;
    }
  });

  // The permission that offers Tasks in a channel: a chat action of its own, not a guided form.
  const actionId = Number(
    db
      .prepare("INSERT INTO chat_actions (name, kind, attendance) VALUES (?, 'functions', NULL)")
      .run(MANAGE_TASKS_ACTION).lastInsertRowid,
  );
  const offer = db.prepare(
    'INSERT OR IGNORE INTO chat_channel_actions (channel_id, action_id, position) VALUES (?, ?, ?)',
  );
  const insertTask = db.prepare(
    `INSERT INTO channel_tasks (channel_id, title, description, state, assignee_id, opened_by_id,
       opened_at, closed_by_id, closed_at, closing_comment, created_on)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let channelTasks = 0;
  for (const channel of taskChannels) {
    offer.run(channel.id, actionId, 99);
    const people = membersOf.all(channel.id) as Id[];
    if (people.length === 0) continue;
    for (let n = 0; n < 10; n++) {
      // Some fall outside the default 90 days.
      const opened = new Date(now.getTime() - rand.int(0, 120) * DAY - rand.int(1, 600) * 60_000);
      const closed = rand.int(0, 2) === 0;
      const closedAt = closed ? new Date(opened.getTime() + rand.int(1, 48) * 3_600_000) : null;
      const title = pick(TASK_TITLES);
      insertTask.run(
        channel.id,
        title,
        `${title} before the end of the week.`,
        closed ? 'Closed' : 'Open',
        rand.int(0, 4) === 0 ? null : pick(people).id,
        pick(people).id,
        opened.toISOString(),
        closed ? pick(people).id : null,
        closedAt ? closedAt.toISOString() : null,
        closed ? 'Done and shared in the channel.' : null,
        opened.toISOString(),
      );
      channelTasks++;
    }
  }
  return { issues, channelTasks };
}
