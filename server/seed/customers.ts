// Seeds customers: identity, full profile (spec 'Customer profile'), snapshots and activity.
import type { Db } from '../db/database.ts';
import { addDays, avatar, before, iso, isoDay, PLACES, type Place, type Rand } from './random.ts';
import type { SeededStaff } from './staff.ts';

export type CustomerSeed = {
  id: number;
  username: string;
  name: string;
  fatherName: string;
  sex: 'Male' | 'Female';
  pan: string;
  account: string;
  ifsc: string;
  place: Place;
  createdAt: Date;
};

const BANKS = ['SBIN', 'HDFC', 'ICIC', 'PUNB', 'UTIB', 'BARB', 'CNRB', 'KKBK'];
/** Sector keys of the client's map (src/domain/sectors.ts; tests/domain/profileMaps checks). */
export const SECTORS = [
  'it_services',
  'manufacturing',
  'retail',
  'healthcare',
  'education',
  'logistics',
];
const COMMENT_KINDS = [
  'recovery_comment',
  'marketing_comment',
  'disbursal_comment',
  'credit_comment',
  'profile_comment',
] as const;
const COMMENTS = [
  'Customer confirmed employment over call',
  'Salary credited on 1st of every month',
  'Address verified by field officer',
  'Requested EMI date change',
  'Promised to pay before due date',
  'Leader vouches for the group',
  'Bank statement shows regular salary',
  'N/A',
];

export function makeCustomers(rand: Rand, count: number, now: Date): CustomerSeed[] {
  const used = new Set<string>();
  const customers: CustomerSeed[] = [];
  const lastNames = rand.pool(400, () => rand.faker.person.lastName());
  const firstNames = {
    male: rand.pool(400, () => rand.faker.person.firstName('male')),
    female: rand.pool(400, () => rand.faker.person.firstName('female')),
  };
  while (customers.length < count) {
    const username = `${rand.pick(['6', '7', '8'])}${rand.digits(9)}`;
    if (used.has(username)) continue;
    used.add(username);
    const sex = rand.chance(0.55) ? 'Male' : 'Female';
    const lastName = lastNames();
    customers.push({
      id: customers.length + 1,
      username,
      name: `${firstNames[sex === 'Male' ? 'male' : 'female']()} ${lastName}`,
      fatherName: `${firstNames.male()} ${lastName}`,
      sex,
      pan: `${rand.letters(3)}P${rand.letters(1)}${rand.digits(4)}${rand.letters(1)}`,
      account: `${rand.int(1, 9)}${rand.digits(11)}`,
      ifsc: `${rand.pick(BANKS)}0${rand.digits(6)}`,
      place: rand.pick(PLACES),
      createdAt: before(now, rand.int(30, 900)),
    });
  }
  return customers;
}

type Comment = { comment: string; loan_id: number | null; added_by: string; created_at: string };

type Pools = { street: () => string; company: () => string };

function buildProfile(
  rand: Rand,
  pools: Pools,
  c: CustomerSeed,
  loanIds: readonly number[],
  staff: readonly SeededStaff[],
  now: Date,
) {
  const [city, stateCode, stateName, pinPrefix] = c.place;
  const employer = pools.company();
  const verified = rand.chance(0.7);
  const comments = (kind: (typeof COMMENT_KINDS)[number]): Comment[] =>
    Array.from(
      {
        length: rand.weighted([
          [0, 5],
          [1, 3],
          [2, 2],
        ] as const),
      },
      () => ({
        comment: `${rand.pick(COMMENTS)}${kind === 'recovery_comment' ? ' (recovery)' : ''}`,
        loan_id: loanIds.length > 0 && rand.chance(0.7) ? rand.pick(loanIds) : null,
        added_by: rand.pick(staff).username,
        created_at: iso(before(now, rand.int(1, 400))),
      }),
    );
  const age = rand.int(21, 58);
  return {
    username: c.username,
    name: c.name,
    father_name: c.fatherName,
    sex: c.sex,
    mobile: c.username,
    date_of_birth: isoDay(addDays(now, -age * 365 - rand.int(0, 364))),
    marital_status: rand.pick(['Married', 'Single', 'Married', 'Widowed']),
    email: rand.chance(0.8) ? `${c.username}@mail.example` : null,
    current_address: `${rand.int(1, 400)}, ${pools.street()}`,
    current_address_landmark: `Near ${rand.pick(['Bus Stand', 'Post Office', 'Temple', 'Metro Station', 'Market'])}`,
    current_address_city: city,
    current_address_state: stateCode,
    current_address_pin: `${pinPrefix}${rand.digits(3)}`,
    current_address_owned: rand.chance(0.4),
    employer_name: employer,
    employer_address: `${rand.int(1, 90)}, ${pools.street()}`,
    employer_address_landmark: `Opposite ${rand.pick(['City Mall', 'Bank Branch', 'Hospital', 'Park'])}`,
    employer_address_city: city,
    employer_address_state: stateCode,
    employer_address_pin: `${pinPrefix}${rand.digits(3)}`,
    employer_details_valid: verified,
    employer_details_id: rand.int(1, 900),
    employment_type: rand.pick(['salaried', 'salaried', 'contract', 'self_employed']),
    employer_category: rand.pick(['private', 'government', 'psu', 'mnc']),
    sector: rand.pick(SECTORS),
    rating: rand.pick(['grade_A', 'grade_B', 'grade_C', null] as const),
    employer_subemployer_relationship: rand.pick(['NOT_VERIFIED', 'VERIFIED', null] as const),
    sub_employer_details: rand.chance(0.2) ? pools.company() : null,
    annual_salary: rand.int(12, 80) * 1000,
    employment_duration: isoDay(before(now, rand.int(120, 3000))),
    employee_id: `EMP${rand.digits(5)}`,
    primary_valid: rand.chance(0.85),
    secondary_valid: rand.chance(0.6),
    bank_account: c.account,
    ifsc_code: c.ifsc,
    alternate_bank_account: rand.chance(0.3) ? `${rand.int(1, 9)}${rand.digits(11)}` : null,
    aadhar_number: `XXXX XXXX ${rand.digits(4)}`,
    aadhar_age: age,
    aadhar_gender: c.sex === 'Male' ? 'M' : 'F',
    aadhar_mobile_match: rand.chance(0.8),
    aadhar_state: stateName,
    aadhar_last_updated: iso(before(now, rand.int(30, 700))),
    aadhar_valid: rand.chance(0.9),
    pan_number: c.pan,
    pan_details_match: rand.chance(0.85),
    pan_last_updated: iso(before(now, rand.int(30, 700))),
    pan_valid: rand.chance(0.9),
    photo: avatar(c.name, (c.id * 37) % 360),
    device: `${rand.digits(4)}${rand.letters(4).toLowerCase()}${rand.digits(8)}`,
    profile_admin: {
      employee_id_valid: rand.chance(0.6),
      recovery_comment: comments('recovery_comment'),
      marketing_comment: comments('marketing_comment'),
      disbursal_comment: comments('disbursal_comment'),
      credit_comment: comments('credit_comment'),
      profile_comment: comments('profile_comment'),
    },
  };
}

export function insertCustomers(
  db: Db,
  rand: Rand,
  customers: readonly CustomerSeed[],
  loanIdsByCustomer: ReadonlyMap<number, number[]>,
  staff: readonly SeededStaff[],
  now: Date,
): void {
  const insertCustomer = db.prepare(
    `INSERT INTO customers (id, username, name, mobile, pan_number, bank_account, ifsc_code, city,
       state, profile, first_login, last_login, last_latitude, last_longitude, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertVersion = db.prepare(
    'INSERT INTO profile_versions (customer_id, history_date, profile) VALUES (?, ?, ?)',
  );
  const insertMessages = db.prepare(
    'INSERT INTO messages_sent (customer_id, type, medium, count) VALUES (?, ?, ?, ?)',
  );
  const pools: Pools = {
    street: rand.pool(300, () => rand.faker.location.street()),
    company: rand.pool(200, () => rand.faker.company.name()),
  };
  for (const c of customers) {
    const profile = buildProfile(rand, pools, c, loanIdsByCustomer.get(c.id) ?? [], staff, now);
    const loggedIn = rand.chance(0.9);
    const firstLogin = addDays(c.createdAt, rand.int(0, 5));
    insertCustomer.run(
      c.id,
      c.username,
      c.name,
      c.username,
      c.pan,
      c.account,
      c.ifsc,
      c.place[0],
      c.place[1],
      JSON.stringify(profile),
      loggedIn ? iso(firstLogin) : null,
      loggedIn ? iso(before(now, rand.int(0, 30) + rand.int(0, 23) / 24)) : null,
      loggedIn ? 28.4 + rand.int(0, 2000) / 1000 : null,
      loggedIn ? 77.0 + rand.int(0, 2000) / 1000 : null,
      iso(c.createdAt),
    );
    // Older snapshots differ from today's profile in salary and address.
    if (rand.chance(0.3)) {
      const versions = rand.int(1, 3);
      let offset = 0;
      for (let v = 0; v < versions; v++) {
        offset += rand.int(20, 90);
        const snapshot = {
          ...profile,
          annual_salary: Math.max(8000, profile.annual_salary - (v + 1) * 2000),
          current_address: `${rand.int(1, 400)}, ${pools.street()}`,
        };
        const at = addDays(c.createdAt, offset);
        if (at >= now) break;
        insertVersion.run(c.id, iso(at), JSON.stringify(snapshot));
      }
    }
    for (const type of rand.sample(
      ['emi_reminder', 'payment_received', 'loan_update', 'offer'],
      rand.int(0, 3),
    )) {
      insertMessages.run(c.id, type, rand.pick(['SMS', 'WhatsApp', 'Push']), rand.int(1, 25));
    }
  }
}
