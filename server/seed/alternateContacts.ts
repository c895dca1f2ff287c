// Seeds alternate contacts: one showcase customer whose contacts exercise every derived column,
// and a few contacts for a share of the other customers. Runs after loans, calls and blacklist,
// whose rows it reads to pick the showcase contacts.
import type { Db } from '../db/database.ts';
import { CONTACT_RELATIONS, type RoleFlag } from '../domain.ts';
import type { CustomerSeed } from './customers.ts';
import { demoUser } from './demoUsers.ts';
import { before, iso, type Rand } from './random.ts';
import type { SeededStaff } from './staff.ts';

/** Roles refused alternate-contact writes never appear as added_by. */
const NOT_EDITORS: RoleFlag[] = [
  'is_technology',
  'is_lender_read_only',
  'is_read_only',
  'is_investors',
  'is_investor',
];

type ReferenceCheck = 'GOOD' | 'BAD' | null;

export type AlternateContactSeed = { contacts: number; showcase: string | null };

/** A number no customer or staff login has: customers start 6-8, staff 90000000. */
const strangerNumber = (rand: Rand) => `${rand.pick(['94', '95', '97', '98'])}${rand.digits(8)}`;

export function seedAlternateContacts(
  db: Db,
  rand: Rand,
  customers: readonly CustomerSeed[],
  staff: readonly SeededStaff[],
  now: Date,
): AlternateContactSeed {
  const insert = db.prepare(
    `INSERT INTO alternate_contacts (customer_id, contact, name, relation, added_by, added_on,
       reference_check) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const pick = (sql: string) => {
    const found = db.prepare(sql).get() as { id: number | null } | undefined;
    return found?.id ? (customers[found.id - 1] as CustomerSeed) : null;
  };

  // The showcase: the first customer a lender may open, and contacts chosen for what they show
  // (a small seed may lack some of them).
  const showcase = pick('SELECT min(customer_id) AS id FROM funded_customers');
  let count = 0;
  if (showcase) {
    // Behind on payments in every soft-call record, so the latest one has dpd and overdue.
    const late = pick(`SELECT customer_id AS id FROM soft_calls WHERE customer_id <> ${showcase.id}
      GROUP BY customer_id HAVING min(dpd) > 0 AND min(overdue_amount) > 0 ORDER BY 1 LIMIT 1`);
    const blocked = pick(`SELECT customer_id AS id FROM blacklist WHERE refer_loan = 0
      AND customer_id <> ${showcase.id}
      AND customer_id IN (SELECT customer_id FROM funded_customers) ORDER BY 1 LIMIT 1`);
    // Not in a disbursed loan: a lender sees this contact's number and name, not their facts.
    const unfunded = pick(
      'SELECT min(id) AS id FROM customers WHERE id NOT IN (SELECT customer_id FROM funded_customers)',
    );
    // 'stranger': a number that is no customer's.
    const chosen: [CustomerSeed | 'stranger' | null, string, ReferenceCheck][] = [
      [late, 'Family', 'GOOD'],
      [blocked, 'Friend', 'BAD'],
      ['stranger', 'Co_Worker', null],
      [unfunded, 'Relative', null],
    ];
    const manager = demoUser('is_credit_manager').username;
    chosen.forEach(([contact, relation, check], i) => {
      if (contact === null) return;
      const known = contact === 'stranger' ? null : contact;
      insert.run(
        showcase.id,
        known?.username ?? strangerNumber(rand),
        known?.name ?? rand.faker.person.fullName(),
        relation,
        manager,
        iso(before(now, 10 - i)),
        check,
      );
      count++;
    });
  }

  const editors = staff.filter((s) => !s.flags.some((f) => NOT_EDITORS.includes(f)));
  for (const customer of customers) {
    if (customer.id === showcase?.id || !rand.chance(0.15)) continue;
    const taken = new Set([customer.username]);
    for (let n = rand.int(1, 3); n > 0; n--) {
      const other = rand.chance(0.5)
        ? (customers[rand.int(0, customers.length - 1)] ?? null)
        : null;
      const contact = other ? other.username : strangerNumber(rand);
      if (taken.has(contact)) continue;
      taken.add(contact);
      insert.run(
        customer.id,
        contact,
        other ? other.name : rand.faker.person.fullName(),
        rand.pick(CONTACT_RELATIONS),
        rand.pick(editors).username,
        iso(before(now, rand.int(1, 400))),
        rand.weighted([
          [null, 6],
          ['GOOD', 3],
          ['BAD', 1],
        ] as const),
      );
      count++;
    }
  }
  return { contacts: count, showcase: showcase?.username ?? null };
}
