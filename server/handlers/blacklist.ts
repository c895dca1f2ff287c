// Feature blocks, penalties and rewards, and the blacklist level of a customer.
import type { components, operations } from '../../openapi/generated/main.ts';
import { record } from '../activity.ts';
import type { Ctx } from '../context.ts';
import { findCustomer, requireAccessibleCustomer } from '../customers.ts';

/** No customer has id 0: a record read for it is the defaults. */
const NO_CUSTOMER = 0;

import { type Db, transaction } from '../db/database.ts';
import { all, one, run } from '../db/statements.ts';
import { BLACKLIST_FEATURES, type BlacklistFeature, canEditBlacklist } from '../domain.ts';
import { badRequest, forbidden, NO_PERMISSION } from '../errors.ts';
import { staffOf } from '../http/security.ts';
import { nowIso } from '../time.ts';
import type { Handlers } from './types.ts';

type BlacklistRecord = components['schemas']['BlacklistRecord'];
type BlacklistUpdate = components['schemas']['BlacklistUpdate'];
type BlacklistOps =
  | 'getBlacklist'
  | 'updateBlacklist'
  | 'applyPenalty'
  | 'setBlacklistLevel'
  | 'listBlacklistChanges';
type BlacklistChange = components['schemas']['BlacklistChange'];
type Row = Record<string, string | number | null>;

/** The record of a customer; without a row every feature is enabled and last_penalty is 0. */
export function blacklistRecord(db: Db, customerId: number, username: string): BlacklistRecord {
  const row = one<Row>(db, 'SELECT * FROM blacklist WHERE customer_id = ?', customerId);
  const record = {
    username,
    last_penalty: Number(row?.last_penalty ?? 0),
    blacklist_level: Number(row?.blacklist_level ?? 0),
    blacklist_reason: (row?.blacklist_reason as string | null) ?? null,
  } as BlacklistRecord;
  const out = record as unknown as Record<string, unknown>;
  for (const f of BLACKLIST_FEATURES) {
    const setBy = row?.[`${f}_set_by`];
    out[f] = (row?.[f] ?? 1) === 1;
    out[`resume_${f}`] = row?.[`resume_${f}`] ?? null;
    out[`${f}_reason`] = row?.[`${f}_reason`] ?? null;
    out[`${f}_set_by`] = setBy ? { user: String(setBy), time: String(row?.[`${f}_set_on`]) } : null;
  }
  record.complaints = all<{ status: string; complaint: string; date_created: string }>(
    db,
    'SELECT status, complaint, date_created FROM complaints WHERE customer_id = ? ORDER BY date_created DESC',
    customerId,
  ).map((c) => ({ status: c.status, complaint: c.complaint, date_created: c.date_created }));
  return record;
}

function ensureRow(db: Db, customerId: number): void {
  run(
    db,
    'INSERT OR IGNORE INTO blacklist (customer_id, updated_at) VALUES (?, ?)',
    customerId,
    nowIso(),
  );
}

/** Column changes for one feature of an update, or an error sentence. */
function featureChanges(body: BlacklistUpdate, f: BlacklistFeature): Row | string {
  const given = body as unknown as Record<string, unknown>;
  const flag = given[f] as boolean | undefined;
  const resumeKey = `resume_${f}`;
  const reasonKey = `${f}_reason`;
  if (flag === true) return { [f]: 1, [resumeKey]: null, [reasonKey]: null };
  if (flag === false) {
    const resume = given[resumeKey];
    const reason = typeof given[reasonKey] === 'string' ? (given[reasonKey] as string).trim() : '';
    if (!resume || !reason) return `Blocking ${f} needs ${resumeKey} and ${reasonKey}`;
    return { [f]: 0, [resumeKey]: String(resume), [reasonKey]: reason };
  }
  const changes: Row = {};
  if (resumeKey in given) changes[resumeKey] = (given[resumeKey] as string | null) ?? null;
  if (reasonKey in given) changes[reasonKey] = (given[reasonKey] as string | null) ?? null;
  return changes;
}

/** The success text of a reward or a penalty: the client catalogue's words (spec part 2 §8). */
export const decisionSubmitted = (decision: 'reward' | 'penalty') =>
  decision === 'penalty' ? 'Penalty submitted successfully' : `${decision} submitted successfully`;

type Change = Omit<BlacklistChange, 'id' | 'changed_by' | 'changed_at'>;

/** A feature's state in the audit trail: 'enabled', or the moment it is blocked till. */
const featureState = (enabled: unknown, resume: unknown) =>
  enabled === true || enabled === 1 ? 'enabled' : String(resume ?? '');

/**
 * What an update changes, field by field, against the record before it. A penalty entered with
 * its date is a new penalty even at the same amount: it is recorded, dated, in the reason.
 */
function changesOf(before: BlacklistRecord, columns: Row, penaltyAt?: string): Change[] {
  const was = before as unknown as Record<string, unknown>;
  const out: Change[] = [];
  for (const f of BLACKLIST_FEATURES) {
    if (!(f in columns) && !(`resume_${f}` in columns) && !(`${f}_reason` in columns)) continue;
    const enabled = f in columns ? columns[f] === 1 : was[f];
    const resume = `resume_${f}` in columns ? columns[`resume_${f}`] : was[`resume_${f}`];
    const reason = `${f}_reason` in columns ? columns[`${f}_reason`] : was[`${f}_reason`];
    const oldValue = featureState(was[f], was[`resume_${f}`]);
    const newValue = featureState(enabled, resume);
    if (oldValue === newValue && reason === was[`${f}_reason`]) continue;
    out.push({
      field: f,
      old_value: oldValue,
      new_value: newValue,
      reason: (reason as string | null) ?? null,
    });
  }
  const penaltyChanged =
    'last_penalty' in columns && Number(columns.last_penalty) !== before.last_penalty;
  if (penaltyChanged || ('last_penalty' in columns && penaltyAt)) {
    out.push({
      field: 'last_penalty',
      old_value: String(before.last_penalty),
      new_value: String(columns.last_penalty),
      reason: penaltyAt ? `Penalty of ${penaltyAt}` : null,
    });
  }
  return out;
}

function recordChanges(
  db: Db,
  customerId: number,
  by: string,
  at: string,
  changes: readonly Change[],
): void {
  for (const c of changes) {
    run(
      db,
      `INSERT INTO blacklist_changes (customer_id, changed_by, changed_at, field, old_value, new_value, reason)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      customerId,
      by,
      at,
      c.field,
      c.old_value,
      c.new_value,
      c.reason,
    );
  }
}

export function blacklistHandlers(ctx: Ctx): Handlers<operations, BlacklistOps> {
  const { db } = ctx;
  return {
    async getBlacklist(request) {
      const { roles, username } = staffOf(request);
      // The chat side's self check (spec part 1 §7) reads the staff member's own record: one who
      // is not also a customer has none kept, so the defaults (every feature on, no penalty).
      if (request.query.username === username && !findCustomer(db, username)) {
        return blacklistRecord(db, NO_CUSTOMER, username);
      }
      const customer = requireAccessibleCustomer(db, roles, request.query.username);
      return blacklistRecord(db, customer.id, customer.username);
    },

    async updateBlacklist(request) {
      const user = staffOf(request);
      if (!canEditBlacklist(user.roles)) throw forbidden(NO_PERMISSION);
      const body = request.body;
      const customer = requireAccessibleCustomer(db, user.roles, body.username);
      const now = nowIso();
      const columns: Row = {};
      for (const f of BLACKLIST_FEATURES) {
        const changes = featureChanges(body, f);
        if (typeof changes === 'string') throw badRequest(changes);
        if (Object.keys(changes).length > 0) {
          Object.assign(columns, changes, { [`${f}_set_by`]: user.username, [`${f}_set_on`]: now });
        }
      }
      if (body.last_penalty_datetime !== undefined && body.last_penalty === undefined) {
        throw badRequest('last_penalty_datetime is the date of a last_penalty: send both');
      }
      if (body.last_penalty !== undefined) columns.last_penalty = body.last_penalty;
      columns.updated_at = now;
      const before = blacklistRecord(db, customer.id, customer.username);
      transaction(db, () => {
        ensureRow(db, customer.id);
        recordChanges(
          db,
          customer.id,
          user.username,
          now,
          changesOf(before, columns, body.last_penalty_datetime),
        );
        const names = Object.keys(columns);
        run(
          db,
          `UPDATE blacklist SET ${names.map((name) => `${name} = ?`).join(', ')} WHERE customer_id = ?`,
          ...names.map((name) => columns[name] ?? null),
          customer.id,
        );
        record(db, user.id, 'blacklist.update', `customer:${customer.username}`, {
          changes: columns,
        });
      });
      return {
        msg: 'Blacklist updated successfully',
        data: blacklistRecord(db, customer.id, customer.username),
      };
    },

    async applyPenalty(request) {
      const user = staffOf(request);
      if (!canEditBlacklist(user.roles)) throw forbidden(NO_PERMISSION);
      const { amount, comment, decision, datetime, username } = request.body;
      const customer = requireAccessibleCustomer(db, user.roles, username);
      if (Number.isNaN(new Date(datetime.replace(' ', 'T')).getTime())) {
        throw badRequest('datetime must be a valid YYYY-MM-DD HH:mm:ss');
      }
      if (comment.trim().length === 0) throw badRequest('Please fill all the fields correctly!');
      const before = blacklistRecord(db, customer.id, customer.username);
      transaction(db, () => {
        recordChanges(db, customer.id, user.username, nowIso(), [
          {
            field: decision,
            old_value: decision === 'penalty' ? String(before.last_penalty) : null,
            new_value: String(amount),
            reason: comment.trim(),
          },
        ]);
        run(
          db,
          `INSERT INTO penalties (customer_id, amount, comment, decision, datetime, created_by, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
          customer.id,
          amount,
          comment.trim(),
          decision,
          datetime,
          user.id,
          nowIso(),
        );
        if (decision === 'penalty') {
          ensureRow(db, customer.id);
          run(
            db,
            'UPDATE blacklist SET last_penalty = ?, updated_at = ? WHERE customer_id = ?',
            amount,
            nowIso(),
            customer.id,
          );
        }
        record(db, user.id, `customer.${decision}`, `customer:${customer.username}`, { amount });
      });
      return { msg: decisionSubmitted(decision) };
    },

    async listBlacklistChanges(request) {
      const { roles } = staffOf(request);
      const customer = requireAccessibleCustomer(db, roles, request.query.username);
      const changes = all<BlacklistChange>(
        db,
        `SELECT id, changed_by, changed_at, field, old_value, new_value, reason
           FROM blacklist_changes WHERE customer_id = ? ORDER BY changed_at DESC, id DESC`,
        customer.id,
      );
      return { changes: changes.map((c) => ({ ...c })) };
    },

    async setBlacklistLevel(request) {
      const user = staffOf(request);
      // Part 2 §6: the same four roles as every other blacklist edit.
      if (!canEditBlacklist(user.roles)) throw forbidden(NO_PERMISSION);
      const { username, blacklist_level, blacklist_reason } = request.body;
      const reason = blacklist_reason.trim();
      if (!reason) throw badRequest('Please Specify the reason for blacklisting.');
      const customer = requireAccessibleCustomer(db, user.roles, username);
      const was = one<{ blacklist_level: number }>(
        db,
        'SELECT blacklist_level FROM blacklist WHERE customer_id = ?',
        customer.id,
      );
      transaction(db, () => {
        ensureRow(db, customer.id);
        recordChanges(db, customer.id, user.username, nowIso(), [
          {
            field: 'blacklist_level',
            old_value: String(was?.blacklist_level ?? 0),
            new_value: String(blacklist_level),
            reason,
          },
        ]);
        run(
          db,
          'UPDATE blacklist SET blacklist_level = ?, blacklist_reason = ?, updated_at = ? WHERE customer_id = ?',
          blacklist_level,
          reason,
          nowIso(),
          customer.id,
        );
        record(db, user.id, 'blacklist.level', `customer:${username}`, { blacklist_level, reason });
      });
      return { msg: 'Blacklist level updated successfully' };
    },
  };
}
