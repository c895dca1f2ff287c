// Demo chat (business) profiles: the admin's is complete, so its tour is the complete one; the
// other demo users have none yet (their tour starts at the business profile).
import { saveBusinessProfile } from '../business/profiles.ts';
import type { Db } from '../db/database.ts';
import { one } from '../db/statements.ts';
import { iso } from './random.ts';

export const COMPLETE_PROFILE_USER = '9000000001';

export function seedBusinessProfiles(db: Db, now: Date): void {
  const admin = one<{ id: number; name: string }>(
    db,
    'SELECT id, name FROM users WHERE username = ?',
    COMPLETE_PROFILE_USER,
  );
  if (!admin) return;
  saveBusinessProfile(
    db,
    admin.id,
    {
      name: admin.name,
      business_email: 'admin@kosh.example',
      business_type: 'Non-Banking Financial Company',
      doc_group_id: 104,
      business_doc_type: 'Certificate of Incorporation',
      address: '12 MG Road, Shanthala Nagar',
      city: 'Bengaluru',
      state: 'KA',
      pin: '560001',
    },
    iso(now),
  );
}
