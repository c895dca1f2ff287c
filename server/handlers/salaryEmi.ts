// Salary and EMI entries of a customer (list, add, edit, delete), FOIR per loan and the
// customer's account-aggregator (FIP) data. Reads follow the customer page's access rule; writes
// are for the roles of `editSalaryEmi` in openapi/rules/customer-page.json (part 1 §5-§6).
import type { components, operations } from '../../openapi/generated/main.ts';
import { record } from '../activity.ts';
import type { Ctx } from '../context.ts';
import { requireAccessibleCustomer, requireAccessibleCustomerById } from '../customers.ts';
import { type Db, transaction } from '../db/database.ts';
import { all, one, run } from '../db/statements.ts';
import { isGranted, type RoleFlags } from '../domain.ts';
import { badRequest, forbidden, NO_PERMISSION, notFound } from '../errors.ts';
import { once } from '../http/idempotency.ts';
import { staffOf } from '../http/security.ts';
import { nowIso } from '../time.ts';
import type { Handlers } from './types.ts';

type SalaryEntry = components['schemas']['SalaryEntry'];
type SalaryBody = components['schemas']['SalaryEntryBody'];
type EmiEntry = components['schemas']['EmiEntry'];
type FipRecord = components['schemas']['FipRecord'];
type SalaryOps =
  | 'listSalaryDetails'
  | 'addSalaryEntry'
  | 'updateSalaryEntry'
  | 'deleteSalaryEntry'
  | 'listEmiEntries'
  | 'addEmiEntry'
  | 'updateEmiEntry'
  | 'deleteEmiEntry'
  | 'getFoirScore'
  | 'getFipData';

export const ONE_PAIR =
  'Give either salary_date with salary_amount, or misc_date with misc_amount.';
export const ENTRY_NOT_FOUND = 'Entry not found';
export const LOAN_NOT_OF_CUSTOMER = 'This loan is not one of this customer.';

type SalaryRow = {
  id: number;
  kind: 'salary' | 'misc';
  entry_date: string;
  amount: number;
  salary_mode: SalaryEntry['salary_mode'];
  comment: string;
  updated_by: string;
  date_updated: string;
};

const presentSalary = (row: SalaryRow): SalaryEntry => {
  const salary = row.kind === 'salary';
  return {
    id: row.id,
    salary_amount: salary ? row.amount : null,
    misc_amount: salary ? null : row.amount,
    salary_date: salary ? row.entry_date : null,
    misc_date: salary ? null : row.entry_date,
    salary_mode: row.salary_mode,
    comment: row.comment,
    updated_by: row.updated_by,
    date_updated: row.date_updated,
  };
};

const SALARY_COLUMNS =
  'id, kind, entry_date, amount, salary_mode, comment, updated_by, date_updated';
const EMI_COLUMNS = 'id, emi_date, emi_amount, comment, updated_by, date_updated';

/** The one pair of a salary body, or a 400 naming what is expected. */
function salaryPair(body: SalaryBody): { kind: 'salary' | 'misc'; date: string; amount: number } {
  const salary = body.salary_date !== undefined || body.salary_amount !== undefined;
  const misc = body.misc_date !== undefined || body.misc_amount !== undefined;
  if (salary === misc) throw badRequest(ONE_PAIR);
  const date = salary ? body.salary_date : body.misc_date;
  const amount = salary ? body.salary_amount : body.misc_amount;
  if (date === undefined || amount === undefined) throw badRequest(ONE_PAIR);
  return { kind: salary ? 'salary' : 'misc', date, amount };
}

function requireWriter(roles: RoleFlags): void {
  if (!isGranted(roles, 'editSalaryEmi')) throw forbidden(NO_PERMISSION);
}

/** The entry's customer, whom the caller must be able to open. */
function ownerOf(db: Db, roles: RoleFlags, table: 'salary_entries' | 'emi_entries', id: number) {
  const row = one<{ customer_id: number }>(db, `SELECT customer_id FROM ${table} WHERE id = ?`, id);
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  return requireAccessibleCustomerById(db, roles, row.customer_id);
}

/** Deletes an entry the caller may write, recording who did it (Salary Details and EMI Details alike). */
function deleteEntry(
  db: Db,
  user: { id: number; roles: RoleFlags },
  table: 'salary_entries' | 'emi_entries',
  id: number,
): void {
  requireWriter(user.roles);
  const customer = ownerOf(db, user.roles, table, id);
  const action = table === 'salary_entries' ? 'salary_entry.delete' : 'emi_entry.delete';
  transaction(db, () => {
    run(db, `DELETE FROM ${table} WHERE id = ?`, id);
    record(db, user.id, action, `customer:${customer.username}`, { id });
  });
}

const salaryById = (db: Db, id: number) =>
  presentSalary(
    one<SalaryRow>(db, `SELECT ${SALARY_COLUMNS} FROM salary_entries WHERE id = ?`, id)!,
  );
const emiById = (db: Db, id: number) =>
  one<EmiEntry>(db, `SELECT ${EMI_COLUMNS} FROM emi_entries WHERE id = ?`, id)!;

/** Averages per calendar month, over the months that have entries. */
function monthlyAverage(db: Db, sql: string, customerId: number): number {
  const row = one<{ total: number | null; months: number }>(db, sql, customerId);
  if (!row?.months) return 0;
  return Math.round(((row.total ?? 0) / row.months) * 100) / 100;
}

function fipRecords(db: Db, customerId: number): FipRecord[] {
  const records = all<{
    id: number;
    matched: number;
    mismatched_reason: string | null;
    acc_number: string;
    ifsc_code: string;
    from_date: string;
    to_date: string;
    address: string;
    date_of_birth: string | null;
    phone_number: string;
    fip_id: string;
    transactions_link: string | null;
  }>(db, 'SELECT * FROM fip_records WHERE customer_id = ? ORDER BY id', customerId);
  return records.map(({ id, matched, transactions_link, ...rest }) => ({
    ...rest,
    matched: matched === 1,
    transactions: transactions_link,
    transactions_list: all<FipRecord['transactions_list'][number]>(
      db,
      `SELECT type, amount, narration, txn_timestamp AS transactionTimestamp, txn_id AS txnId
       FROM fip_transactions WHERE fip_record_id = ? ORDER BY txn_timestamp DESC, id DESC`,
      id,
    ),
  }));
}

export function salaryEmiHandlers(ctx: Ctx): Handlers<operations, SalaryOps> {
  const { db } = ctx;
  return {
    async listSalaryDetails(request) {
      const { roles } = staffOf(request);
      const customer = requireAccessibleCustomer(db, roles, request.params.username);
      const rows = all<SalaryRow>(
        db,
        `SELECT ${SALARY_COLUMNS} FROM salary_entries WHERE customer_id = ?
         ORDER BY entry_date DESC, id DESC`,
        customer.id,
      );
      return { results: rows.map(presentSalary) };
    },

    async addSalaryEntry(request) {
      const user = staffOf(request);
      requireWriter(user.roles);
      const { username, salary_mode, comment = '' } = request.body;
      const pair = salaryPair(request.body);
      const customer = requireAccessibleCustomer(db, user.roles, username);
      return once(db, request, user.id, 'addSalaryEntry', () =>
        transaction(db, () => {
          const { id } = run(
            db,
            `INSERT INTO salary_entries (customer_id, kind, entry_date, amount, salary_mode, comment,
               updated_by, date_updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
            customer.id,
            pair.kind,
            pair.date,
            pair.amount,
            salary_mode,
            comment.trim(),
            user.username,
            nowIso(),
          );
          record(db, user.id, 'salary_entry.add', `customer:${customer.username}`, { id, ...pair });
          return salaryById(db, id);
        }),
      );
    },

    async updateSalaryEntry(request) {
      const user = staffOf(request);
      requireWriter(user.roles);
      const { id, salary_mode, comment = '' } = request.body;
      const pair = salaryPair(request.body);
      const customer = ownerOf(db, user.roles, 'salary_entries', id);
      return transaction(db, () => {
        run(
          db,
          `UPDATE salary_entries SET kind = ?, entry_date = ?, amount = ?, salary_mode = ?,
             comment = ?, updated_by = ?, date_updated = ? WHERE id = ?`,
          pair.kind,
          pair.date,
          pair.amount,
          salary_mode,
          comment.trim(),
          user.username,
          nowIso(),
          id,
        );
        record(db, user.id, 'salary_entry.update', `customer:${customer.username}`, {
          id,
          ...pair,
        });
        return salaryById(db, id);
      });
    },

    async deleteSalaryEntry(request) {
      deleteEntry(db, staffOf(request), 'salary_entries', request.params.id);
      return { msg: 'Salary entry deleted' };
    },

    async listEmiEntries(request) {
      const { roles } = staffOf(request);
      const customer = requireAccessibleCustomer(db, roles, request.params.username);
      return {
        results: all<EmiEntry>(
          db,
          `SELECT ${EMI_COLUMNS} FROM emi_entries WHERE customer_id = ?
           ORDER BY emi_date DESC, id DESC`,
          customer.id,
        ),
      };
    },

    async addEmiEntry(request) {
      const user = staffOf(request);
      requireWriter(user.roles);
      const { username, emi_date, emi_amount, comment = '' } = request.body;
      const customer = requireAccessibleCustomer(db, user.roles, username);
      return once(db, request, user.id, 'addEmiEntry', () =>
        transaction(db, () => {
          const { id } = run(
            db,
            `INSERT INTO emi_entries (customer_id, emi_date, emi_amount, comment, updated_by,
               date_updated) VALUES (?, ?, ?, ?, ?, ?)`,
            customer.id,
            emi_date,
            emi_amount,
            comment.trim(),
            user.username,
            nowIso(),
          );
          record(db, user.id, 'emi_entry.add', `customer:${customer.username}`, {
            id,
            emi_date,
            emi_amount,
          });
          return emiById(db, id);
        }),
      );
    },

    async updateEmiEntry(request) {
      const user = staffOf(request);
      requireWriter(user.roles);
      const { id, emi_date, emi_amount, comment = '' } = request.body;
      const customer = ownerOf(db, user.roles, 'emi_entries', id);
      return transaction(db, () => {
        run(
          db,
          `UPDATE emi_entries SET emi_date = ?, emi_amount = ?, comment = ?, updated_by = ?,
             date_updated = ? WHERE id = ?`,
          emi_date,
          emi_amount,
          comment.trim(),
          user.username,
          nowIso(),
          id,
        );
        record(db, user.id, 'emi_entry.update', `customer:${customer.username}`, {
          id,
          emi_date,
          emi_amount,
        });
        return emiById(db, id);
      });
    },

    async deleteEmiEntry(request) {
      deleteEntry(db, staffOf(request), 'emi_entries', request.params.id);
      return { msg: 'EMI entry deleted' };
    },

    async getFoirScore(request) {
      const { roles } = staffOf(request);
      const customer = requireAccessibleCustomer(db, roles, request.params.username);
      const loanId = request.query.loan_id;
      const share = one(
        db,
        'SELECT 1 FROM loan_shares WHERE customer_id = ? AND loan_id = ?',
        customer.id,
        loanId,
      );
      if (!share) throw badRequest(LOAN_NOT_OF_CUSTOMER);
      const external =
        one<{ amount: number }>(
          db,
          `SELECT external_emi_amount AS amount FROM foir_external_emis
           WHERE customer_id = ? AND loan_id = ?`,
          customer.id,
          loanId,
        )?.amount ?? 0;
      const income = monthlyAverage(
        db,
        `SELECT sum(amount) AS total, count(DISTINCT substr(entry_date, 1, 7)) AS months
         FROM salary_entries WHERE customer_id = ?`,
        customer.id,
      );
      const emi = monthlyAverage(
        db,
        `SELECT sum(emi_amount) AS total, count(DISTINCT substr(emi_date, 1, 7)) AS months
         FROM emi_entries WHERE customer_id = ?`,
        customer.id,
      );
      return {
        external_emi_amount: external,
        avg_monthly_emi: emi,
        avg_monthly_income: income,
        foir_score: income > 0 ? Math.round(((emi + external) / income) * 10_000) / 100 : null,
      };
    },

    async getFipData(request) {
      const { roles } = staffOf(request);
      const customer = requireAccessibleCustomer(db, roles, request.params.username);
      return { results: fipRecords(db, customer.id) };
    },
  };
}
