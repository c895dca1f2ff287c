// Employers (spec part 1 §2 employers route and 'Employer search dialog', §4-§7): search, an
// employer's addresses, a new employer or address, the comment 'Okay' saves, the sub-employer,
// verify, edit, rename and rate; and offline geocoding. Who may do which is the customer-page
// rule table's (openapi/rules/customer-page.json), as the client reads it.
import type { components, operations } from '../../openapi/generated/main.ts';
import { record } from '../activity.ts';
import type { Ctx } from '../context.ts';
import { requireAccessibleCustomer } from '../customers.ts';
import { type Db, transaction } from '../db/database.ts';
import { all, containsPattern, one, run } from '../db/statements.ts';
import { isGranted, type RoleFlags } from '../domain.ts';
import { badRequest, forbidden, NO_PERMISSION, notFound } from '../errors.ts';
import { geocode } from '../geocoding.ts';
import { once } from '../http/idempotency.ts';
import { staffOf } from '../http/security.ts';
import { nowIso } from '../time.ts';
import type { Handlers } from './types.ts';

type EmployerAddress = components['schemas']['EmployerAddress'];
type CustomerProfile = components['schemas']['CustomerProfile'];
type EmployerOps =
  | 'searchEmployers'
  | 'listEmployerAddresses'
  | 'createEmployerDetails'
  | 'updateEmployerNarration'
  | 'renameEmployer'
  | 'verifyEmployer'
  | 'editEmployer'
  | 'rateEmployer'
  | 'addSubEmployer'
  | 'replaceEmployer'
  | 'autocompleteGeocoding'
  | 'forwardGeocoding';
type Grant =
  | 'searchEmployers'
  | 'addEmployer'
  | 'editEmployer'
  | 'verifyEmployer'
  | 'editEmployerName'
  | 'rateEmployer';

/** A verified address is not edited (part 1 §4). */
export const VERIFIED_NOT_EDITABLE = 'Verified employer details cannot be edited.';
/** Nor replaced (part 1 §4: 'unverified may be edited, replaced or verified'). */
export const VERIFIED_NOT_REPLACED = 'A verified employer cannot be replaced.';
/** A replace names the employer the user saw: another user may have changed it meanwhile. */
export const EMPLOYER_CHANGED = "The customer's employer has changed: reload the profile.";
const SEARCH_LIMIT = 50;

type DetailsRow = {
  id: number;
  employer_id: number;
  employer: string;
  address: string;
  landmark: string;
  city: string;
  state: string;
  pin: string;
  lat: number | null;
  long: number | null;
  new_record_flag: number;
  salary_narration: string | null;
  valid: number;
  rating: EmployerAddress['rating'];
};

const DETAILS_SQL = `SELECT d.*, e.employer FROM employer_details d
  JOIN employers e ON e.id = d.employer_id`;

function toAddress(row: DetailsRow): EmployerAddress {
  return {
    id: row.id,
    employer_details_id: row.id,
    employer_address: row.address,
    employer_address_city: row.city,
    employer_address_pin: row.pin,
    employer_address_state: row.state,
    employer_address_landmark: row.landmark,
    employer_address_location:
      row.lat === null || row.long === null ? null : { lat: row.lat, long: row.long },
    new_record_flag: row.new_record_flag === 1,
    salary_narration: row.salary_narration,
    employer_name: row.employer,
    employer_id: row.employer_id,
    valid: row.valid === 1,
    rating: row.rating,
  };
}

function requireGrant(roles: RoleFlags, grant: Grant) {
  // Read-only users are refused every write before a handler runs (http/security.ts).
  if (!isGranted(roles, grant)) throw forbidden(NO_PERMISSION);
}

function requireDetails(db: Db, id: number): DetailsRow {
  const row = one<DetailsRow>(db, `${DETAILS_SQL} WHERE d.id = ?`, id);
  if (!row) throw notFound('Employer details not found');
  return row;
}

/** Every profile naming this address reads it as it now is. */
function syncProfiles(db: Db, id: number) {
  const row = requireDetails(db, id);
  run(
    db,
    `UPDATE customers SET profile = json_set(profile,
       '$.employer_name', ?, '$.employer_address', ?, '$.employer_address_landmark', ?,
       '$.employer_address_city', ?, '$.employer_address_state', ?, '$.employer_address_pin', ?,
       '$.employer_details_valid', json(?), '$.rating', ?)
     WHERE json_extract(profile, '$.employer_details_id') = ?`,
    row.employer,
    row.address,
    row.landmark,
    row.city,
    row.state,
    row.pin,
    row.valid === 1 ? 'true' : 'false',
    row.rating,
    id,
  );
  return row;
}

/** A change to an address, recorded, with the profiles naming it kept in step. */
function change(db: Db, actorId: number, id: number, action: string, apply: () => void) {
  return transaction(db, () => {
    requireDetails(db, id);
    apply();
    record(db, actorId, action, `employer_details:${id}`);
    return toAddress(syncProfiles(db, id));
  });
}

const mustHaveText = (value: string, what: string) => {
  if (value.trim() === '') throw badRequest(`${what} is required.`);
  return value.trim();
};

export function employerHandlers(ctx: Ctx): Handlers<operations, EmployerOps> {
  const { db } = ctx;
  return {
    async searchEmployers(request) {
      requireGrant(staffOf(request).roles, 'searchEmployers');
      const name = request.query.employer_name.trim();
      if (name === '') throw badRequest('employer_name is required.');
      const pattern = containsPattern(name);
      const rows = all<{ id: number; employer: string; is_verified: number }>(
        db,
        `SELECT e.id, e.employer,
           EXISTS (SELECT 1 FROM employer_details d WHERE d.employer_id = e.id AND d.valid = 1)
             AS is_verified
         FROM employers e WHERE e.employer LIKE ? ESCAPE '\\'
         ORDER BY e.employer COLLATE NOCASE LIMIT ${SEARCH_LIMIT}`,
        pattern,
      );
      return rows.map((r) => ({
        id: r.id,
        employer: r.employer,
        is_verified: r.is_verified === 1,
      }));
    },

    async listEmployerAddresses(request) {
      requireGrant(staffOf(request).roles, 'searchEmployers');
      const { employer_id } = request.params;
      if (!one(db, 'SELECT id FROM employers WHERE id = ?', employer_id)) {
        throw notFound('Employer not found');
      }
      const onlyVerified = request.query.verified === true;
      return all<DetailsRow>(
        db,
        `${DETAILS_SQL} WHERE d.employer_id = ? ${onlyVerified ? 'AND d.valid = 1' : ''}
         ORDER BY d.created_at DESC, d.id DESC`,
        employer_id,
      ).map(toAddress);
    },

    async createEmployerDetails(request) {
      const user = staffOf(request);
      requireGrant(user.roles, 'addEmployer');
      const body = request.body;
      const address = mustHaveText(body.employer_address, 'employer_address');
      if (address.length < 8) throw badRequest('employer_address needs at least 8 characters.');
      const landmark = mustHaveText(body.employer_address_landmark, 'employer_address_landmark');
      const city = mustHaveText(body.employer_address_city, 'employer_address_city');
      const state = mustHaveText(body.employer_address_state, 'employer_address_state');
      const name = mustHaveText(body.employer_name, 'employer_name');
      return once(db, request, user.id, 'createEmployerDetails', () =>
        transaction(db, () => {
          const now = nowIso();
          let employerId = body.employer_id;
          let created = false;
          if (employerId === null) {
            const same = one<{ id: number }>(
              db,
              'SELECT id FROM employers WHERE lower(employer) = lower(?)',
              name,
            );
            if (same) throw badRequest(`An employer named "${name}" already exists.`);
            employerId = run(
              db,
              'INSERT INTO employers (employer, created_at) VALUES (?, ?)',
              name,
              now,
            ).id;
            created = true;
          } else if (!one(db, 'SELECT id FROM employers WHERE id = ?', employerId)) {
            throw notFound('Employer not found');
          }
          const { lat, long } = body.employer_address_location;
          const id = run(
            db,
            `INSERT INTO employer_details (employer_id, address, landmark, city, state, pin, lat,
               long, new_record_flag, salary_narration, valid, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, 0, ?)`,
            employerId,
            address,
            landmark,
            city,
            state,
            body.employer_address_pin,
            lat,
            long,
            body.salary_narration?.trim() || null,
            now,
          ).id;
          record(db, user.id, 'employer_details.create', `employer_details:${id}`, { created });
          return { employer_details_id: id, employer_id: employerId, created_employer: created };
        }),
      );
    },

    async updateEmployerNarration(request) {
      const user = staffOf(request);
      requireGrant(user.roles, 'addEmployer');
      const id = request.params.employer_details_id;
      return change(db, user.id, id, 'employer_details.narration', () => {
        run(
          db,
          'UPDATE employer_details SET salary_narration = ? WHERE id = ?',
          request.body.salary_narration.trim() || null,
          id,
        );
      });
    },

    async renameEmployer(request) {
      const user = staffOf(request);
      requireGrant(user.roles, 'editEmployerName');
      const id = request.query.employer_details_id;
      const name = mustHaveText(request.body.employer_name, 'employer_name');
      return change(db, user.id, id, 'employer.rename', () => {
        const { employer_id } = requireDetails(db, id);
        const other = one<{ id: number }>(
          db,
          'SELECT id FROM employers WHERE lower(employer) = lower(?) AND id <> ?',
          name,
          employer_id,
        );
        if (other) throw badRequest(`An employer named "${name}" already exists.`);
        run(db, 'UPDATE employers SET employer = ? WHERE id = ?', name, employer_id);
        // Every address of the employer carries the name: keep each one's profiles in step.
        for (const d of all<{ id: number }>(
          db,
          'SELECT id FROM employer_details WHERE employer_id = ? AND id <> ?',
          employer_id,
          id,
        )) {
          syncProfiles(db, d.id);
        }
      });
    },

    async verifyEmployer(request) {
      const user = staffOf(request);
      requireGrant(user.roles, 'verifyEmployer');
      const { employer_details_id: id, valid } = request.body;
      return change(
        db,
        user.id,
        id,
        valid ? 'employer_details.verify' : 'employer_details.unverify',
        () => {
          run(db, 'UPDATE employer_details SET valid = ? WHERE id = ?', valid ? 1 : 0, id);
        },
      );
    },

    async editEmployer(request) {
      const user = staffOf(request);
      requireGrant(user.roles, 'editEmployer');
      const { employer_details_id: id, fields, valid } = request.body;
      if (requireDetails(db, id).valid === 1) throw badRequest(VERIFIED_NOT_EDITABLE);
      const address = mustHaveText(fields.employer_address, 'employer_address');
      return change(db, user.id, id, 'employer_details.edit', () => {
        run(
          db,
          `UPDATE employer_details SET address = ?, landmark = ?, city = ?, state = ?, pin = ?,
             valid = ? WHERE id = ?`,
          address,
          mustHaveText(fields.employer_address_landmark, 'employer_address_landmark'),
          mustHaveText(fields.employer_address_city, 'employer_address_city'),
          mustHaveText(fields.employer_address_state, 'employer_address_state'),
          fields.employer_address_pin,
          valid ? 1 : 0,
          id,
        );
      });
    },

    async rateEmployer(request) {
      const user = staffOf(request);
      requireGrant(user.roles, 'rateEmployer');
      const { employer_details_id: id, rating } = request.body;
      return change(db, user.id, id, 'employer_details.rate', () => {
        run(db, 'UPDATE employer_details SET rating = ? WHERE id = ?', rating, id);
      });
    },

    async addSubEmployer(request) {
      const user = staffOf(request);
      requireGrant(user.roles, 'addEmployer');
      const { username, sub_employer_detail } = request.body;
      const customer = requireAccessibleCustomer(db, user.roles, username);
      const details = requireDetails(db, sub_employer_detail);
      return once(db, request, user.id, 'addSubEmployer', () =>
        transaction(db, () => {
          const profile = JSON.parse(customer.profile) as CustomerProfile;
          const from = profile.sub_employer_details;
          profile.sub_employer_details = `${details.employer}, ${details.address}, ${details.city}`;
          profile.employer_subemployer_relationship = 'NOT_VERIFIED';
          run(
            db,
            'UPDATE customers SET profile = ? WHERE id = ?',
            JSON.stringify(profile),
            customer.id,
          );
          record(db, user.id, 'customer_profile.sub_employer', `customer:${customer.username}`, {
            from,
            to: sub_employer_detail,
          });
          return profile;
        }),
      );
    },

    async replaceEmployer(request) {
      const user = staffOf(request);
      requireGrant(user.roles, 'editEmployer');
      const {
        username,
        current_employer_details_id: from,
        new_employer_details_id: to,
      } = request.body;
      const customer = requireAccessibleCustomer(db, user.roles, username);
      return once(db, request, user.id, 'replaceEmployer', () =>
        transaction(db, () => {
          const profile = JSON.parse(customer.profile) as CustomerProfile;
          if (profile.employer_details_id !== from) throw badRequest(EMPLOYER_CHANGED);
          if (from === to) throw badRequest('The new employer details are the current ones.');
          if (requireDetails(db, from).valid === 1) throw badRequest(VERIFIED_NOT_REPLACED);
          requireDetails(db, to);
          run(
            db,
            `UPDATE customers SET profile = json_set(profile, '$.employer_details_id', ?)
             WHERE id = ?`,
            to,
            customer.id,
          );
          // The profile takes the new address's name, address, verification and rating.
          syncProfiles(db, to);
          record(db, user.id, 'customer_profile.employer_replace', `customer:${username}`, {
            from,
            to,
          });
          const saved = one<{ profile: string }>(
            db,
            'SELECT profile FROM customers WHERE id = ?',
            customer.id,
          )!;
          return JSON.parse(saved.profile) as CustomerProfile;
        }),
      );
    },

    async autocompleteGeocoding(request) {
      staffOf(request);
      return geocode(request.query.location);
    },

    async forwardGeocoding(request) {
      staffOf(request);
      return geocode(request.query.location);
    },
  };
}
