// The chat (business) profile beside the staff profile, its lists and the business admins
// (spec part 2 §3 'Chat profile', §7 'Login and profile').
import type { Db } from '../db/database.ts';
import { all, one, run } from '../db/statements.ts';

export type BusinessProfileRow = {
  business_email: string;
  business_type: string;
  doc_group_id: number;
  business_doc_type: string;
  address: string;
  city: string;
  state: string;
  pin: string;
};

export type BusinessProfileInput = BusinessProfileRow & { name: string };

const EMPTY = {
  business_email: null,
  business_type: null,
  doc_group_id: null,
  business_doc_type: null,
  address: null,
  city: null,
  state: null,
  pin: null,
};

/** The chat-profile fields of a user, null until they are saved. */
export function businessFields(db: Db, userId: number) {
  const row = one<BusinessProfileRow>(
    db,
    `SELECT business_email, business_type, doc_group_id, business_doc_type, address, city, state,
       pin FROM business_profiles WHERE user_id = ?`,
    userId,
  );
  const admin = one(db, 'SELECT 1 AS x FROM business_admins WHERE user_id = ?', userId);
  return { user_id: userId, ...(row ?? EMPTY), business_admin: admin !== undefined };
}

export const businessTypes = (db: Db) =>
  all<{ id: number; name: string }>(db, 'SELECT id, name FROM business_types ORDER BY id');

export const businessDocTypes = (db: Db) =>
  all<{ doc_group_id: number; business_doc_type: string }>(
    db,
    'SELECT doc_group_id, business_doc_type FROM business_doc_types ORDER BY doc_group_id',
  );

/** Why the input cannot be saved, in words a user reads; null when it can. */
export function businessProfileProblem(db: Db, input: BusinessProfileInput): string | null {
  if (input.name.trim() === '') return 'Please enter a name';
  if (input.address.trim().length < 8) return 'Address must be at least 8 characters';
  if (input.city.trim() === '') return 'Please enter a city';
  if (!one(db, 'SELECT 1 AS x FROM business_types WHERE name = ?', input.business_type)) {
    return `Unknown business type: ${input.business_type}`;
  }
  const doc = one<{ business_doc_type: string }>(
    db,
    'SELECT business_doc_type FROM business_doc_types WHERE doc_group_id = ?',
    input.doc_group_id,
  );
  if (doc?.business_doc_type !== input.business_doc_type) {
    return `Unknown business document type: ${input.business_doc_type}`;
  }
  return null;
}

export function saveBusinessProfile(
  db: Db,
  userId: number,
  input: BusinessProfileInput,
  at: string,
): void {
  run(db, 'UPDATE users SET name = ? WHERE id = ?', input.name.trim(), userId);
  run(
    db,
    `INSERT INTO business_profiles (user_id, business_email, business_type, doc_group_id,
       business_doc_type, address, city, state, pin, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET business_email = excluded.business_email,
       business_type = excluded.business_type, doc_group_id = excluded.doc_group_id,
       business_doc_type = excluded.business_doc_type, address = excluded.address,
       city = excluded.city, state = excluded.state, pin = excluded.pin,
       updated_at = excluded.updated_at`,
    userId,
    input.business_email.trim(),
    input.business_type,
    input.doc_group_id,
    input.business_doc_type,
    input.address.trim(),
    input.city.trim(),
    input.state,
    input.pin,
    at,
  );
}

/** Staff members by phone number; the numbers with no staff member come back apart. */
export function staffByUsernames(db: Db, usernames: readonly string[]) {
  const found = usernames.map((username) => ({
    username,
    row: one<{ id: number; name: string }>(
      db,
      `SELECT u.id, u.name FROM users u JOIN staff_profiles s ON s.user_id = u.id
       WHERE u.username = ?`,
      username,
    ),
  }));
  return {
    ids: found.flatMap((f) => (f.row ? [f.row.id] : [])),
    unknown: found.filter((f) => !f.row).map((f) => f.username),
  };
}

export function addBusinessAdmins(db: Db, ids: readonly number[], addedBy: number, at: string) {
  for (const id of ids) {
    run(
      db,
      'INSERT OR IGNORE INTO business_admins (user_id, added_by, created_at) VALUES (?, ?, ?)',
      id,
      addedBy,
      at,
    );
  }
}

export const businessAdmins = (db: Db) =>
  all<{ username: string; name: string }>(
    db,
    `SELECT u.username, u.name FROM business_admins b JOIN users u ON u.id = b.user_id
     ORDER BY u.username`,
  );

export const LOGIN_ACTIONS = ['login.otp', 'login.password', 'chat.login'] as const;

export const loginActivity = (db: Db, userId: number, entries: number) =>
  all<{ id: number; action: (typeof LOGIN_ACTIONS)[number]; created_at: string }>(
    db,
    `SELECT id, action, created_at FROM activity_log
     WHERE actor_id = ? AND action IN ('login.otp', 'login.password', 'chat.login')
     ORDER BY created_at DESC, id DESC LIMIT ?`,
    userId,
    entries,
  );
