// Seeds the Salary & EMI tab: the showcase customer (user id 1) gets months of salary (account
// and cash), a misc income, EMIs, an external EMI per loan for FOIR, and two FIP records — one
// matched with CREDIT and DEBIT transactions to move, one mismatched. Deterministic: everything
// derives from the day and the showcase's fixed id.
import type { Db } from '../db/database.ts';
import { addDays, iso, isoDay } from './random.ts';
import type { SeededStaff } from './staff.ts';

export const SALARY_SHOWCASE_ID = 1;

export type SalaryEmiSeed = { salaryEntries: number; emiEntries: number; fipTransactions: number };

/** The 5th of the month `back` months before `now` (salary day), as YYYY-MM-DD. */
function monthDay(now: Date, back: number, day: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, day));
  return isoDay(d);
}

export function seedSalaryEmi(db: Db, staff: readonly SeededStaff[], now: Date): SalaryEmiSeed {
  const customer = db
    .prepare(
      'SELECT id, username, name, mobile, bank_account, ifsc_code, city, state FROM customers WHERE id = ?',
    )
    .get(SALARY_SHOWCASE_ID) as
    | {
        id: number;
        username: string;
        name: string;
        mobile: string;
        bank_account: string;
        ifsc_code: string;
        city: string;
        state: string;
      }
    | undefined;
  if (!customer) return { salaryEntries: 0, emiEntries: 0, fipTransactions: 0 };
  const underwriter =
    staff.find((s) => s.username === '9000000006')?.username ?? staff[0]?.username ?? 'system';
  const stamp = iso(now);
  const salary = db.prepare(
    `INSERT INTO salary_entries (customer_id, kind, entry_date, amount, salary_mode, comment,
       updated_by, date_updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let salaryEntries = 0;
  for (let back = 1; back <= 4; back++) {
    const cash = back === 3;
    salary.run(
      customer.id,
      'salary',
      monthDay(now, back, 5),
      cash ? 21_000 : 24_500 + back * 250,
      cash ? 'cash' : 'account',
      cash ? 'Paid in cash by the employer' : 'Salary credit seen in bank statement',
      underwriter,
      stamp,
    );
    salaryEntries++;
  }
  salary.run(
    customer.id,
    'misc',
    monthDay(now, 2, 18),
    4_000,
    'account',
    'Rent from a shop',
    underwriter,
    stamp,
  );
  salaryEntries++;

  const emi = db.prepare(
    `INSERT INTO emi_entries (customer_id, emi_date, emi_amount, comment, updated_by, date_updated)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  let emiEntries = 0;
  for (let back = 1; back <= 3; back++) {
    emi.run(
      customer.id,
      monthDay(now, back, 10),
      3_200,
      'Two-wheeler loan EMI',
      underwriter,
      stamp,
    );
    emiEntries++;
  }

  // An external EMI for each loan the showcase is in: FOIR per loan.
  db.prepare(
    `INSERT INTO foir_external_emis (customer_id, loan_id, external_emi_amount)
     SELECT customer_id, loan_id, 1500 + (loan_id % 4) * 500 FROM loan_shares WHERE customer_id = ?`,
  ).run(customer.id);

  const record = db.prepare(
    `INSERT INTO fip_records (customer_id, matched, mismatched_reason, acc_number, ifsc_code,
       from_date, to_date, address, date_of_birth, phone_number, fip_id, transactions_link)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)`,
  );
  const from = monthDay(now, 6, 1);
  const to = isoDay(now);
  const address = `${customer.city}, ${customer.state}`;
  const matched = Number(
    record.run(
      customer.id,
      1,
      null,
      customer.bank_account,
      customer.ifsc_code,
      from,
      to,
      address,
      '1991-04-12',
      customer.mobile,
      'HDFC-FIP',
    ).lastInsertRowid,
  );
  const mismatched = Number(
    record.run(
      customer.id,
      0,
      'Name on the account differs from the profile',
      'XXXXXXXX4821',
      'SBIN0001234',
      from,
      to,
      address,
      null,
      customer.mobile,
      'SBI-FIP',
    ).lastInsertRowid,
  );
  const txn = db.prepare(
    `INSERT INTO fip_transactions (fip_record_id, type, amount, narration, txn_timestamp, txn_id)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  // Times are 10:30 in India (05:00Z) so the day is the same in India and UTC.
  const at = (day: string) => `${day}T05:00:00.000Z`;
  const rows: [number, string, string, string, string][] = [
    [matched, 'CREDIT', '25750.00', 'NEFT SALARY ACME TEXTILES', at(monthDay(now, 0, 1))],
    [matched, 'CREDIT', '1250.50', 'UPI REFUND FLIPKART', at(isoDay(addDays(now, -9)))],
    [matched, 'DEBIT', '3200.00', 'NACH EMI BAJAJ FINANCE', at(isoDay(addDays(now, -12)))],
    [matched, 'DEBIT', '8000.00', 'UPI RENT TRANSFER', at(isoDay(addDays(now, -20)))],
    [mismatched, 'CREDIT', '6400.00', 'IMPS FROM RAVI KUMAR', at(isoDay(addDays(now, -15)))],
    [mismatched, 'DEBIT', '999.00', 'ATM WITHDRAWAL', at(isoDay(addDays(now, -4)))],
  ];
  rows.forEach(([recordId, type, amount, narration, timestamp], i) => {
    txn.run(recordId, type, amount, narration, timestamp, `TXN${String(700100 + i)}`);
  });
  return { salaryEntries, emiEntries, fipTransactions: rows.length };
}
