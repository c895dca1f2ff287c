// Seeds the loan history panel: instalments of the disbursed shares around one showcase customer
// (user id 1, 8157415868) and that customer's phone-book contacts, chosen so the panel shows every
// column, colour and rule (a written-off loan, a blacklisted contact, a successful one, a rejected
// loan left out, two saved versions that differ). Derived from row ids only, with no draw from the
// shared random stream, so adding it changes no other seeded table.
import type { Db } from '../db/database.ts';

const DAY_MS = 86_400_000;
const SHOWCASE_ID = 1;
const PAID_OUT = ['completed', 'settled'];
const DISBURSED = ['loan_disbursed', 'completed', 'settled', 'written_off'];

export type LoanHistorySeed = { instalments: number; phoneContacts: number };

type Share = {
  id: number;
  amount: number;
  status: string;
  emi_start_date: string | null;
  disbursal_date: string | null;
};

const day = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS);

export function seedLoanHistory(db: Db, now: Date): LoanHistorySeed {
  const showcase = db.prepare('SELECT id FROM customers WHERE id = ?').get(SHOWCASE_ID);
  if (!showcase) return { instalments: 0, phoneContacts: 0 };
  const phoneContacts = seedPhoneContacts(db, now);
  const instalments = seedInstalments(db, now);
  seedVersions(db, now);
  return { instalments, phoneContacts };
}

/** The showcase's phone book: co-borrowers, a blacklisted and a successful customer, a stranger. */
function seedPhoneContacts(db: Db, now: Date): number {
  const pick = (sql: string) =>
    db.prepare(sql).get() as { username: string; name: string } | undefined;
  const notMine = `id <> ${SHOWCASE_ID}`;
  const coborrowers = db
    .prepare(
      `SELECT DISTINCT c.username, c.name FROM loan_shares mine
        JOIN loans l ON l.id = mine.loan_id AND l.status <> 'rejected'
        JOIN loan_shares s ON s.loan_id = l.id AND s.customer_id <> mine.customer_id
        JOIN customers c ON c.id = s.customer_id
      WHERE mine.customer_id = ? ORDER BY c.id LIMIT 2`,
    )
    .all(SHOWCASE_ID) as { username: string; name: string }[];
  const hasLoan = (statuses: string) =>
    `EXISTS (SELECT 1 FROM loan_shares s JOIN loans l ON l.id = s.loan_id
      WHERE s.customer_id = c.id AND l.status IN (${statuses}))`;
  const blocked = pick(`SELECT c.username, c.name FROM customers c JOIN blacklist b
    ON b.customer_id = c.id WHERE ${notMine.replace('id', 'c.id')} AND b.blacklist_level > 0
    AND (b.refer_loan = 0 OR b.apply_loan = 0) AND ${hasLoan("'written_off', 'rejected'")}
    ORDER BY b.blacklist_level DESC, c.id LIMIT 1`);
  const successful = pick(`SELECT c.username, c.name FROM customers c WHERE
    ${notMine.replace('id', 'c.id')} AND ${hasLoan("'loan_disbursed', 'completed'")}
    AND NOT EXISTS (SELECT 1 FROM blacklist b WHERE b.customer_id = c.id)
    AND c.id NOT IN (SELECT s.customer_id FROM loan_shares s WHERE s.loan_id IN
      (SELECT loan_id FROM loan_shares WHERE customer_id = ${SHOWCASE_ID}))
    ORDER BY c.id LIMIT 1`);
  const settled = pick(`SELECT c.username, c.name FROM customers c WHERE
    ${notMine.replace('id', 'c.id')} AND ${hasLoan("'settled'")}
    AND NOT ${hasLoan("'loan_disbursed', 'completed'")}
    AND NOT EXISTS (SELECT 1 FROM blacklist b WHERE b.customer_id = c.id) ORDER BY c.id LIMIT 1`);
  const old = addDays(now.toISOString(), -400).toISOString();
  const recent = addDays(now.toISOString(), -10).toISOString();
  // [saved name, number, synced]: the recent ones are missing from the older saved version.
  const book: [string, string, string][] = [
    ...coborrowers.map((c, i): [string, string, string] => [
      i === 0 ? `${c.name.split(' ')[0]} Group` : c.name,
      c.username,
      old,
    ]),
    ...(blocked ? [[blocked.name, blocked.username, old] as [string, string, string]] : []),
    ...(successful
      ? [[successful.name, successful.username, old] as [string, string, string]]
      : []),
    ...(settled ? [[settled.name, settled.username, recent] as [string, string, string]] : []),
    ['Kirana Store', '9400000001', old],
    ['Plumber Raju', '9400000002', recent],
  ];
  const insert = db.prepare(
    'INSERT INTO phone_contacts (customer_id, name, number, synced_at) VALUES (?, ?, ?, ?)',
  );
  for (const [name, number, synced] of book) insert.run(SHOWCASE_ID, name, number, synced);
  return book.length;
}

/**
 * Instalments of every disbursed share of the loans of the showcase, its co-borrowers and its
 * contacts: paid in full for completed and settled loans, two paid then stopped for written-off
 * ones, and for running loans paid when due except one share in three that misses its last due.
 * Every fourth instalment is paid late (with a penalty), every third by UPI, the rest by NACH.
 */
function seedInstalments(db: Db, now: Date): number {
  const shares = db
    .prepare(
      `SELECT s.id, s.amount, l.status, l.emi_start_date, l.disbursal_date
      FROM loan_shares s JOIN loans l ON l.id = s.loan_id
      WHERE l.status IN (${DISBURSED.map((d) => `'${d}'`).join(', ')})
        AND l.id IN (SELECT s2.loan_id FROM loan_shares s2 WHERE s2.customer_id = ?
          OR s2.customer_id IN (SELECT c.id FROM customers c JOIN phone_contacts p
            ON p.number = c.username WHERE p.customer_id = ?))
      ORDER BY s.id`,
    )
    .all(SHOWCASE_ID, SHOWCASE_ID) as Share[];
  const insert = db.prepare(
    `INSERT INTO share_instalments (loan_share_id, due_date, amount, paid_at, paid_amount, mode,
      penalty_paid) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  let count = 0;
  for (const share of shares) {
    const start = share.emi_start_date ?? share.disbursal_date;
    if (!start) continue;
    const tenure = 3 + (share.id % 4) * 3;
    const emi = Math.round(share.amount / tenure);
    for (let k = 0; k < tenure; k++) {
      const due = addDays(start, 30 * k);
      const late = (share.id + k) % 4 === 0;
      const paidOn = addDays(day(due), late ? 6 : -1);
      const skipped =
        (share.status === 'written_off' && k >= 2) ||
        (share.status === 'loan_disbursed' && share.id % 3 === 0 && paidOn <= now && k >= 1);
      const paid = !skipped && (PAID_OUT.includes(share.status) || paidOn <= now);
      insert.run(
        share.id,
        day(due),
        emi,
        paid ? paidOn.toISOString() : null,
        paid ? emi : 0,
        paid ? ((share.id + k) % 3 === 0 ? 'upi' : 'nach') : null,
        paid && late ? 50 : 0,
      );
      count++;
    }
  }
  return count;
}

/** Two saved versions of the showcase, 200 and 30 days back, if the seed made none. */
function seedVersions(db: Db, now: Date): void {
  const profile = db.prepare('SELECT profile FROM customers WHERE id = ?').get(SHOWCASE_ID) as {
    profile: string;
  };
  const insert = db.prepare(
    'INSERT OR IGNORE INTO profile_versions (customer_id, history_date, profile) VALUES (?, ?, ?)',
  );
  const any = db.prepare('SELECT 1 FROM profile_versions WHERE customer_id = ?').get(SHOWCASE_ID);
  if (any) return;
  const current = JSON.parse(profile.profile) as { annual_salary: number };
  // Older snapshots had a lower salary, as the customer seed's own versions do.
  for (const [back, less] of [
    [200, 4000],
    [30, 2000],
  ] as const) {
    const snapshot = { ...current, annual_salary: Math.max(8000, current.annual_salary - less) };
    insert.run(
      SHOWCASE_ID,
      addDays(now.toISOString(), -back).toISOString(),
      JSON.stringify(snapshot),
    );
  }
}
