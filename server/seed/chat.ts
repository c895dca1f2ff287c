// The chat's demo data: ~300 public, private, team and one-to-one channels, a loan channel per
// loan, every demo login in many of them with some unread messages, mentions and favourites, one
// busy public channel ("Operations floor", 20,000 messages over four weeks), replies, pins, a few
// files, and phone contacts. Deterministic (its own random stream) and quick: prepared statements
// inside the seed's one transaction.

import { FIRST_CHANNEL_ID } from '../chat/channels.ts';
import { THEMES } from '../chat/people.ts';
import type { Db } from '../db/database.ts';
import { CHAT_SEED_FILES, type ChatSeedFile } from './chatFiles.ts';
import { DEMO_USERS, demoUser } from './demoUsers.ts';
import { createRand, iso, type Rand, SEED } from './random.ts';

type Person = { id: number; username: string; name: string };
type Kind = 'public' | 'private' | 'team' | 'p2p' | 'loan';

export type ChatSeed = { channels: number; messages: number; busiest: string };

export const OPERATIONS_FLOOR = 'Operations floor';
export const OPERATIONS_FLOOR_MESSAGES = 20_000;
const DAY_MS = 86_400_000;

const TOPICS = [
  'Collections',
  'Disbursals',
  'Credit review',
  'Field visits',
  'KYC desk',
  'Recovery',
  'Referrals',
  'Branch updates',
  'Payments',
  'Support escalations',
];
const PLACES = ['Pune', 'Nashik', 'Indore', 'Bhopal', 'Jaipur', 'Nagpur', 'Surat', 'Lucknow'];
const TEAMS = ['Credit team', 'Disbursal team', 'Recovery team', 'Field sales', 'Tech', 'HR'];

const LINES = [
  "Morning all, today's collection sheet is updated.",
  'Group meeting at the Pune branch moved to 3 pm.',
  'KYC documents for the new group are uploaded, please review.',
  'Disbursal for the Indore group is done.',
  'Customer asked for a callback after 6 pm.',
  'Two EMIs bounced in the Nashik cluster, following up.',
  'Please check the bank statement, the salary credit looks irregular.',
  'Field visit done, the house address is verified.',
  'Reminder: attendance sign-in before 10 am.',
  'Approved, moving to ready for disbursal.',
  'The CRIF report is pulled for the leader.',
  'Payment link sent to the customer on WhatsApp.',
  'Can someone cover the support desk for an hour?',
  'Loan agreement signed by all members.',
  'Updated the **priority list** for this week.',
  'Call me on 9876543210 if the customer is not reachable.',
  'The policy note is at https://kosh.example/policy please read.',
  'Mail the summary to ops@kosh.example by evening.',
  'Thanks, noted.',
  'On it.',
];
const REPLIES = [
  'Done.',
  'Noted, thanks.',
  'Will check and revert.',
  'Yes, confirmed.',
  'Not yet.',
];

const mention = (p: Person) => `@[${p.name}](${p.username})`;

function textFor(rand: Rand, members: Person[]): string {
  const line = rand.pick(LINES);
  if (rand.chance(0.01)) return `@[all] ${line}`;
  if (rand.chance(0.1)) return `${mention(rand.pick(members))} ${line}`;
  return line;
}

/** `count` strictly increasing times between `from` and `to` (unique in their channel). */
function timesBetween(rand: Rand, count: number, from: number, to: number): number[] {
  const times = Array.from(
    { length: count },
    () => from + Math.floor(((to - from) * rand.int(0, 1_000_000)) / 1_000_000),
  );
  times.sort((a, b) => a - b);
  for (let i = 1; i < times.length; i++) {
    if ((times[i] as number) <= (times[i - 1] as number)) times[i] = (times[i - 1] as number) + 1;
  }
  return times;
}

export function seedChat(db: Db, now: Date): ChatSeed {
  // Its own stream: the chat's draws never shift the other seeds' values.
  const rand = createRand(SEED + 17);
  const nowMs = now.getTime();
  const staff = db
    .prepare(
      `SELECT u.id, u.username, u.name FROM users u JOIN staff_profiles s ON s.user_id = u.id
       ORDER BY u.id`,
    )
    .all() as Person[];
  const byUsername = new Map(staff.map((p) => [p.username, p]));
  const demo = DEMO_USERS.map((d) => byUsername.get(d.username)).filter((p): p is Person => !!p);
  const others = staff.filter((p) => !demo.includes(p));
  const admin = byUsername.get(demoUser('is_kosh_superadmin').username) as Person;

  const insertChannel = db.prepare(
    `INSERT INTO chat_channels (id, type, name, display_name, description, theme, creator_id,
       loan_id, pinned_message_id, pinned_at, pinned_by_id, last_message_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertMember = db.prepare(
    `INSERT INTO chat_members (channel_id, user_id, is_admin, fav, notification, last_read_at, joined_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertMessage = db.prepare(
    `INSERT INTO chat_messages (id, channel_id, user_id, text, replied_to_id, replied_text,
       replied_user_id, latitude, longitude, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertFile = db.prepare(
    `INSERT INTO chat_files (message_id, kind, name, mime_type, size, file_name, seed_file)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );

  let messageId = 0;
  let messages = 0;
  let nextId = FIRST_CHANNEL_ID;
  let channels = 0;

  /** One channel with its members and `count` messages spread over the last `days` days. */
  const channel = (spec: {
    type: Kind;
    displayName: string;
    members: Person[];
    admins: Person[];
    count: number;
    days: number;
    id?: number;
    loanId?: number;
    description?: string;
  }) => {
    const id = spec.id ?? nextId++;
    const name = `kosh/${spec.type}/${id}`;
    const created = nowMs - (spec.days + 1) * DAY_MS;
    const creator = spec.admins[0] ?? (spec.members[0] as Person);
    const times = timesBetween(rand, spec.count, created + 60_000, nowMs - 60_000);
    const posted: { id: number; text: string; userId: number }[] = [];
    let pinned: number | null = null;
    for (const t of times) {
      const author = spec.members.length ? rand.pick(spec.members) : creator;
      messageId++;
      let text = textFor(rand, spec.members);
      let reply: { id: number; text: string; userId: number } | null = null;
      if (posted.length && rand.chance(0.06)) {
        reply = posted[rand.int(Math.max(0, posted.length - 10), posted.length - 1)] ?? null;
        text = rand.pick(REPLIES);
      }
      const located = rand.chance(0.005);
      insertMessage.run(
        messageId,
        id,
        author.id,
        located ? 'Shared my location.' : text,
        reply?.id ?? null,
        reply?.text ?? null,
        reply?.userId ?? null,
        located ? 18.5 + rand.int(0, 1000) / 1000 : null,
        located ? 73.8 + rand.int(0, 1000) / 1000 : null,
        iso(new Date(t)),
      );
      if (rand.chance(0.004)) {
        const key = rand.pick(Object.keys(CHAT_SEED_FILES)) as ChatSeedFile;
        const file = CHAT_SEED_FILES[key];
        insertFile.run(
          messageId,
          file.kind,
          file.name,
          file.mime,
          0,
          `seed-${messageId}-${file.name}`,
          key,
        );
      }
      posted.push({ id: messageId, text, userId: author.id });
      if (posted.length > 40) posted.shift();
      if (author === creator && pinned === null && rand.chance(0.3)) pinned = messageId;
      messages++;
    }
    const last = times.length ? (times[times.length - 1] as number) : created;
    insertChannel.run(
      id,
      spec.type,
      name,
      spec.displayName,
      spec.description ?? '',
      THEMES[id % THEMES.length] as string,
      creator.id,
      spec.loanId ?? null,
      pinned,
      pinned === null ? null : iso(new Date(last)),
      pinned === null ? null : creator.id,
      iso(new Date(last)),
      iso(new Date(created)),
    );
    const isDemo = new Set(demo.map((p) => p.id));
    for (const member of spec.members) {
      // Demo logins have read up to a few messages back (some unread); everyone else is current.
      const behind =
        isDemo.has(member.id) && times.length
          ? rand.weighted([
              [0, 5],
              [rand.int(1, 6), 4],
              [rand.int(7, 40), 1],
            ] as const)
          : 0;
      const readIndex = times.length - 1 - behind;
      const readTo = readIndex >= 0 ? (times[readIndex] as number) : created;
      insertMember.run(
        id,
        member.id,
        spec.admins.includes(member) ? 1 : 0,
        isDemo.has(member.id) && rand.chance(spec.type === 'loan' ? 0.002 : 0.15) ? 1 : 0,
        rand.chance(0.1) ? 0 : 1,
        iso(new Date(readTo)),
        iso(new Date(created)),
      );
    }
    channels++;
    return name;
  };

  /** Members: the creator, a share of the demo logins, and other staff. */
  const crowd = (creator: Person, demoShare: number, extra: number): Person[] => {
    const chosen = new Set<Person>([creator]);
    for (const p of demo) if (rand.chance(demoShare)) chosen.add(p);
    for (const p of rand.sample(others, extra)) chosen.add(p);
    return [...chosen];
  };

  // The busy public channel: every demo login and a hundred others, 20,000 messages in 4 weeks.
  const floorMembers = [...new Set([admin, ...demo, ...rand.sample(others, 100)])];
  const busiest = channel({
    type: 'public',
    displayName: OPERATIONS_FLOOR,
    description: 'Day-to-day coordination for every team.',
    members: floorMembers,
    admins: [admin],
    count: OPERATIONS_FLOOR_MESSAGES,
    days: 28,
  });

  for (let i = 0; i < 80; i++) {
    const creator = rand.pick([...demo, ...others]);
    channel({
      type: 'public',
      displayName: `${TOPICS[i % TOPICS.length]} - ${PLACES[Math.floor(i / TOPICS.length) % PLACES.length]}`,
      members: crowd(creator, 0.3, rand.int(3, 20)),
      admins: [creator],
      count: rand.int(0, 60),
      days: rand.int(2, 60),
    });
  }
  for (let i = 0; i < 60; i++) {
    const creator = rand.pick(demo);
    channel({
      type: 'private',
      displayName: `${TOPICS[(i + 3) % TOPICS.length]} huddle ${i + 1}`,
      members: crowd(creator, 0.25, rand.int(1, 8)),
      admins: [creator],
      count: rand.int(0, 40),
      days: rand.int(1, 30),
    });
  }
  for (let i = 0; i < 30; i++) {
    const creator = rand.pick(demo);
    channel({
      type: 'team',
      displayName: `${TEAMS[i % TEAMS.length]} ${PLACES[i % PLACES.length]}`,
      members: crowd(creator, 0.3, rand.int(4, 15)),
      admins: [creator, admin],
      count: rand.int(5, 50),
      days: rand.int(5, 45),
    });
  }
  // One-to-ones between demo logins: every login has several.
  const pairs = new Set<string>();
  for (let i = 0; i < demo.length; i++) {
    for (let step = 1; step <= 4; step++) {
      const a = demo[i] as Person;
      const b = demo[(i + step * 3) % demo.length] as Person;
      const key = [a.id, b.id].sort((x, y) => x - y).join('-');
      if (a === b || pairs.has(key)) continue;
      pairs.add(key);
      channel({
        type: 'p2p',
        displayName: `${a.name} & ${b.name}`.slice(0, 100),
        members: [a, b],
        admins: [],
        count: rand.int(0, 25),
        days: rand.int(1, 20),
      });
    }
  }
  // A loan channel per loan; the newest loans have a conversation going.
  const team = ['is_kosh_superadmin', 'is_credit_underwriter', 'is_disbursal_team'] as const;
  const loanTeam = team.map((flag) => byUsername.get(demoUser(flag).username) as Person);
  const loans = db.prepare('SELECT id FROM loans ORDER BY id DESC').all() as { id: number }[];
  loans.forEach(({ id }, i) => {
    channel({
      type: 'loan',
      id,
      loanId: id,
      displayName: `Loan ${id}`,
      description: `Internal notes on loan ${id}.`,
      members: loanTeam,
      admins: [admin],
      count: i < 300 ? rand.int(1, 6) : 0,
      days: i < 300 ? rand.int(1, 30) : 60,
    });
  });

  seedContacts(db, rand, demo);
  return { channels, messages, busiest };
}

/** Each demo login's phone contacts: colleagues among the demo logins, and other people. */
function seedContacts(db: Db, rand: Rand, demo: Person[]) {
  const insert = db.prepare(
    'INSERT OR IGNORE INTO chat_contacts (user_id, contact_name, contact_number) VALUES (?, ?, ?)',
  );
  for (const person of demo) {
    for (const colleague of rand.sample(demo, 8)) {
      if (colleague !== person) insert.run(person.id, colleague.name, colleague.username);
    }
    for (let i = 0; i < 7; i++) {
      insert.run(
        person.id,
        `${rand.faker.person.firstName()} ${rand.faker.person.lastName()}`,
        `${rand.int(6, 9)}${rand.digits(9)}`,
      );
    }
  }
}
