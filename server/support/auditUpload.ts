// What becomes of each row of an audit file: a new audit call for a known customer without an
// open one, the open call listed for one who has it, the reason for any other row.
import type { components } from '../../openapi/generated/main.ts';
import type { Db } from '../db/database.ts';
import { all, one, run } from '../db/statements.ts';
import { ROLE_FLAGS } from '../domain.ts';
import { nowIso } from '../time.ts';
import { AUDITOR_FLAGS } from './access.ts';
import type { AuditRow } from './auditFile.ts';

type AuditUploadResult = components['schemas']['AuditUploadResult'];
type Payment = components['schemas']['AuditPayment'];

/** The failed_entries reasons. */
export const ROW_ERRORS = {
  number: 'Invalid number',
  customer: 'Unknown customer',
  payment: 'Payment status must be DONE or DUE',
  duplicate: 'Duplicate row',
} as const;

const CHUNK = 500;

/** A lookup keyed by `keys`, asked in chunks (SQLite caps the parameters of a statement). */
function lookup<T>(keys: readonly (string | number)[], fetch: (chunk: (string | number)[]) => T[]) {
  const found: T[] = [];
  for (let i = 0; i < keys.length; i += CHUNK) found.push(...fetch(keys.slice(i, i + CHUNK)));
  return found;
}
const marks = (n: number) => Array(n).fill('?').join(', ');

/** Active auditors, by id, for the round-robin. */
function auditors(db: Db): number[] {
  const flags = AUDITOR_FLAGS.filter((flag) => ROLE_FLAGS.includes(flag));
  if (flags.length === 0) return [];
  return all<{ user_id: number }>(
    db,
    `SELECT user_id FROM staff_profiles WHERE current_status = 1
       AND (${flags.map((flag) => `${flag} = 1`).join(' OR ')}) ORDER BY user_id`,
  ).map((row) => row.user_id);
}

/** The next auditors in turn, after the one who got the last uploaded call. */
function roundRobin(db: Db): () => number | null {
  const ids = auditors(db);
  const last = one<{ auditor_id: number | null }>(
    db,
    "SELECT auditor_id FROM audit_calls WHERE source = 'upload' ORDER BY id DESC LIMIT 1",
  );
  let at = last?.auditor_id ? ids.indexOf(last.auditor_id) : -1;
  return () => {
    if (ids.length === 0) return null;
    at = (at + 1) % ids.length;
    return ids[at] ?? null;
  };
}

/**
 * Files the rows: checks each, inserts the new audit calls (the uploader's own when they are an
 * auditor, else auditors in turn) and answers what became of each row.
 */
export function fileAuditRows(
  db: Db,
  rows: readonly AuditRow[],
  uploaderId: number,
  uploaderIsAuditor: boolean,
): AuditUploadResult {
  const result: AuditUploadResult = { new_calls: [], existing_calls: [], failed_entries: [] };
  const numbers = [...new Set(rows.map((row) => row.number).filter((n) => /^\d{10}$/.test(n)))];
  const customers = new Map(
    lookup(numbers, (chunk) =>
      all<{ id: number; username: string }>(
        db,
        `SELECT id, username FROM customers WHERE username IN (${marks(chunk.length)})`,
        ...chunk,
      ),
    ).map((c) => [c.username, c.id]),
  );
  const open = new Set(
    lookup([...customers.values()], (chunk) =>
      all<{ customer_id: number }>(
        db,
        `SELECT customer_id FROM audit_calls WHERE status <> 'done'
           AND customer_id IN (${marks(chunk.length)})`,
        ...chunk,
      ),
    ).map((row) => row.customer_id),
  );
  const next = uploaderIsAuditor ? () => uploaderId : roundRobin(db);
  const seen = new Set<string>();
  const now = nowIso();
  for (const { number, payment } of rows) {
    const fail = (error: string) => result.failed_entries.push({ number, error });
    if (!/^\d{10}$/.test(number)) {
      fail(ROW_ERRORS.number);
      continue;
    }
    if (payment !== 'DONE' && payment !== 'DUE') {
      fail(ROW_ERRORS.payment);
      continue;
    }
    if (seen.has(number)) {
      fail(ROW_ERRORS.duplicate);
      continue;
    }
    seen.add(number);
    const customerId = customers.get(number);
    if (customerId === undefined) {
      fail(ROW_ERRORS.customer);
      continue;
    }
    const entry = { number, payment_status: payment as Payment };
    if (open.has(customerId)) {
      result.existing_calls.push(entry);
      continue;
    }
    run(
      db,
      `INSERT INTO audit_calls (customer_id, auditor_id, source, payment_status, created_at,
         last_updated) VALUES (?, ?, 'upload', ?, ?, ?)`,
      customerId,
      next(),
      payment,
      now,
      now,
    );
    open.add(customerId);
    result.new_calls.push(entry);
  }
  return result;
}
