// The customer photo (two-step lookup), profile field edits and the employee-id validity toggle
// (customer 360, Profile tab). Who may do which is the customer-page rule table's.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { components, operations } from '../../openapi/generated/main.ts';
import { record } from '../activity.ts';
import type { Ctx } from '../context.ts';
import { requireAccessibleCustomer } from '../customers.ts';
import { type Db, transaction } from '../db/database.ts';
import { one, run } from '../db/statements.ts';
import { isGranted, type RoleFlags } from '../domain.ts';
import { badRequest, forbidden, NO_PERMISSION, notFound } from '../errors.ts';
import { staffOf } from '../http/security.ts';
import { portrait } from '../portrait.ts';
import { savedValue } from '../profileEdits.ts';
import type { Handlers } from './types.ts';

type CustomerProfile = components['schemas']['CustomerProfile'];
type ProfileOps =
  | 'getCustomerPhoto'
  | 'getCustomerPhotoFile'
  | 'updateCustomerProfileField'
  | 'setEmployeeIdValidity';

type PhotoRow = { id: number; file_name: string; content_type: string; username: string };

const PHOTO_SQL = `SELECT p.id, p.file_name, p.content_type, c.username
  FROM customer_photos p JOIN customers c ON c.id = p.customer_id`;

/** Columns kept beside the profile JSON for lists and search: they follow their profile field. */
const COLUMNS: Partial<Record<string, string>> = {
  name: 'name',
  current_address_city: 'city',
  current_address_state: 'state',
};

/** The file of a photo row: read from disk, or drawn and written there the first time. */
function photoFile(dir: string, row: PhotoRow, name: string): Buffer {
  const path = join(dir, row.file_name);
  try {
    return readFileSync(path);
  } catch {
    const image = Buffer.from(portrait(name, row.id), 'utf8');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path, image);
    return image;
  }
}

function saveProfile(
  db: Db,
  actorId: number,
  customer: { id: number; username: string; profile: string },
  change: (profile: CustomerProfile) => Record<string, unknown>,
): CustomerProfile {
  return transaction(db, () => {
    const profile = JSON.parse(customer.profile) as CustomerProfile;
    const details = change(profile);
    run(db, 'UPDATE customers SET profile = ? WHERE id = ?', JSON.stringify(profile), customer.id);
    record(db, actorId, 'customer_profile.update', `customer:${customer.username}`, details);
    return profile;
  });
}

function requireGrant(roles: RoleFlags, grant: 'editProfileFields' | 'toggleEmployeeId') {
  // Read-only users are refused every write before a handler runs (http/security.ts).
  if (!isGranted(roles, grant)) throw forbidden(NO_PERMISSION);
}

export function customerProfileHandlers(ctx: Ctx): Handlers<operations, ProfileOps> {
  const { db } = ctx;
  const photoDir = join(ctx.config.DATA_DIR, 'customer-photos');
  return {
    async getCustomerPhoto(request) {
      const { roles } = staffOf(request);
      const customer = requireAccessibleCustomer(db, roles, request.params.username);
      const row = one<{ id: number }>(
        db,
        'SELECT id FROM customer_photos WHERE customer_id = ?',
        customer.id,
      );
      return { uri: row ? `/customer-photos/${row.id}` : null };
    },

    async getCustomerPhotoFile(request, reply) {
      const { roles } = staffOf(request);
      const row = one<PhotoRow>(db, `${PHOTO_SQL} WHERE p.id = ?`, request.params.photo_id);
      if (!row) throw notFound('Photo not found');
      // The same rule as the customer page: a photo is shown to whoever may open its customer.
      const customer = requireAccessibleCustomer(db, roles, row.username);
      const image = photoFile(photoDir, row, customer.name);
      // Private to the caller: the answer depends on their rights.
      reply.header('cache-control', 'private, max-age=300').type(row.content_type);
      return reply.send(image) as never;
    },

    async updateCustomerProfileField(request) {
      const user = staffOf(request);
      requireGrant(user.roles, 'editProfileFields');
      const { username, field } = request.body;
      const saved = savedValue(field, request.body.value);
      if ('error' in saved) throw badRequest(saved.error);
      const customer = requireAccessibleCustomer(db, user.roles, username);
      return saveProfile(db, user.id, customer, (profile) => {
        const from = profile[field];
        Object.assign(profile, { [field]: saved.value });
        const column = COLUMNS[field];
        if (column) {
          run(db, `UPDATE customers SET ${column} = ? WHERE id = ?`, saved.value, customer.id);
        }
        return { field, from, to: saved.value };
      });
    },

    async setEmployeeIdValidity(request) {
      const user = staffOf(request);
      requireGrant(user.roles, 'toggleEmployeeId');
      const { username, valid } = request.body;
      const customer = requireAccessibleCustomer(db, user.roles, username);
      return saveProfile(db, user.id, customer, (profile) => {
        const from = profile.profile_admin.employee_id_valid;
        profile.profile_admin.employee_id_valid = valid;
        return { field: 'employee_id_valid', from, to: valid };
      });
    },
  };
}
