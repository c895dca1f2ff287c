// Seeds staff logins: every demo user, plus field staff and managers of every escalation group.
import type { Db } from '../db/database.ts';
import { ROLE_FLAGS, type RoleFlag, type TeamLead } from '../domain.ts';
import { DEMO_PASSWORD_HASH, DEMO_USERS } from './demoUsers.ts';
import { addDays, avatar, iso, isoDay, PLACES, type Rand } from './random.ts';

export type SeededStaff = {
  id: number;
  username: string;
  name: string;
  flags: RoleFlag[];
};

/** Extra staff beyond the demo logins, so lists and manager pickers look lived in. */
const EXTRA_STAFF: [RoleFlag[], number][] = [
  [['is_field_sales_officer'], 12],
  [['is_reminder_agent'], 3],
  [['is_recovery_agent'], 3],
  [['is_credit_underwriter'], 3],
  [['is_disbursal_team'], 2],
  [['is_credit_manager'], 2],
  [['is_referral_manager'], 2],
  [['is_recovery_manager'], 2],
  [['is_finance_manager'], 2],
  [['is_kosh_superadmin'], 1],
  [['is_disbursal_manager'], 2],
  [['is_area_sales_manager', 'is_field_manager'], 2],
  [['is_referral_sales'], 2],
];

const TEAM_LEAD_OF: Partial<Record<RoleFlag, TeamLead>> = {
  is_credit_manager: 'credit',
  is_disbursal_manager: 'disbursal',
  is_referral_manager: 'engagement',
  is_area_sales_manager: 'field_sales',
};

/** `today` is the India day whose sign-ins are seeded. */
export function seedStaff(db: Db, rand: Rand, now: Date, today: string): SeededStaff[] {
  // Every seeded login shares the demo password.
  const passwordHash = DEMO_PASSWORD_HASH;
  const insertUser = db.prepare(
    'INSERT INTO users (username, name, email, password_hash, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const flagColumns = ROLE_FLAGS.join(', ');
  const insertStaff = db.prepare(
    `INSERT INTO staff_profiles (user_id, user_referral_code, profile_pic, telecmi_username,
       telecmi_pwd, team_lead, employee_code, cluster, date_of_joining, current_status, ${flagColumns})
     VALUES (${Array(10 + ROLE_FLAGS.length)
       .fill('?')
       .join(', ')})`,
  );
  const insertAttendance = db.prepare(
    'INSERT INTO attendance (user_id, day, signed_in_at) VALUES (?, ?, ?)',
  );

  const people: { username: string; name: string; flags: RoleFlag[]; telephony: boolean }[] = [];
  for (const demo of DEMO_USERS) {
    people.push({
      username: demo.username,
      name: `${rand.faker.person.firstName()} ${rand.faker.person.lastName()}`,
      flags: demo.flag ? [demo.flag] : [],
      telephony: demo.telephony === true,
    });
  }
  let serial = 1;
  for (const [flags, count] of EXTRA_STAFF) {
    for (let i = 0; i < count; i++) {
      people.push({
        username: `91000${String(serial++).padStart(5, '0')}`,
        name: `${rand.faker.person.firstName()} ${rand.faker.person.lastName()}`,
        flags,
        telephony: flags.includes('is_reminder_agent') || flags.includes('is_recovery_agent'),
      });
    }
  }

  const seeded: SeededStaff[] = [];
  for (const [index, person] of people.entries()) {
    const email = `${person.name.toLowerCase().replace(/[^a-z]+/g, '.')}.${index + 1}@kosh.example`;
    const { lastInsertRowid } = insertUser.run(
      person.username,
      person.name,
      email,
      passwordHash,
      iso(addDays(now, -rand.int(60, 1400))),
    );
    const id = Number(lastInsertRowid);
    seeded.push({ id, username: person.username, name: person.name, flags: person.flags });
    const isDemoWithoutProfile = DEMO_USERS.some(
      (demo) => demo.username === person.username && demo.flag === null,
    );
    if (isDemoWithoutProfile) continue;

    const demo = DEMO_USERS.find((d) => d.username === person.username);
    const teamLead =
      demo?.team_lead ?? person.flags.map((flag) => TEAM_LEAD_OF[flag]).find(Boolean) ?? null;
    insertStaff.run(
      id,
      `KOSH${String(id).padStart(4, '0')}`,
      avatar(person.name, (id * 47) % 360),
      person.telephony ? `${person.username}_kosh` : null,
      person.telephony ? rand.faker.internet.password({ length: 12 }) : null,
      teamLead,
      `KE${String(1000 + id)}`,
      rand.pick(PLACES)[0],
      isoDay(addDays(now, -rand.int(30, 1400))),
      // A few seeded field staff have left, so cards show Inactive too.
      demo || rand.chance(0.9) ? 1 : 0,
      ...ROLE_FLAGS.map((flag) => (person.flags.includes(flag) ? 1 : 0)),
    );
    if (demo || rand.chance(0.5)) {
      insertAttendance.run(id, today, new Date().toISOString());
    }
  }
  return seeded;
}
