// Seeds wallets: the showcase customer (user id 1) has 420 days of transactions with every status
// the wallet labels, loan and other withdrawal-limit items and monthly repayments; customers 3–40
// have a few weeks; customer 2 has no wallet at all (every empty case). Deterministic: amounts
// and statuses derive from the day's index and the customer's id.
import type { Db } from '../db/database.ts';
import { addDaysToDay, indiaDay } from '../time.ts';

export const WALLET_SHOWCASE_ID = 1;
/** Customer 2 never has a wallet: the panel says 'Data Not Available' everywhere. */
export const NO_WALLET_ID = 2;
export const SHOWCASE_WALLET_DAYS = 420;

export type WalletSeed = { transactions: number; repayments: number };

type Txn = [type: 'credit' | 'debit', status: string, amount: number, comment: string];

/** Day `i`'s transactions: a quiet day every 23rd, else an earning and the odd withdrawal. */
export function dayTransactions(i: number): Txn[] {
  if (i % 23 === 22) return [];
  const txns: Txn[] = [];
  if (i % 3 !== 2) txns.push(['credit', 'CREDIT', 20 + ((i * 37) % 180), 'Repayment reward']);
  if (i % 4 === 1) txns.push(['debit', 'PAID_OUT', 60, 'Withdrawal to bank account']);
  if (i % 11 === 5) txns.push(['debit', 'REQUESTED', 100, 'Withdrawal requested']);
  if (i % 13 === 6) txns.push(['debit', 'FLAGGED', 80, 'Withdrawal flagged for review']);
  if (i % 17 === 8) txns.push(['debit', 'REJECTED', 120, 'Withdrawal rejected: bank details']);
  if (i % 19 === 9) txns.push(['debit', 'LATE_FEE', 50, 'Late repayment of a co-borrower']);
  if (i % 3 === 2 && txns.length === 0) txns.push(['credit', 'CREDIT', 35, 'Referral bonus']);
  return txns;
}

const LIMIT_TYPES = ['Main', 'Weekly', 'TAT', 'NS'] as const;
const SOURCES = ['UPI', 'NACH', 'Payment link', 'Cash deposit'];
const STATUSES = ['success', 'success', 'failed', 'pending'];
const TYPES = ['EMI', 'EMI', 'Penalty', 'Early pay'];

export function seedWallet(db: Db, now: Date): WalletSeed {
  const today = indiaDay(now);
  const txn = db.prepare(
    `INSERT INTO wallet_transactions (customer_id, day, loan_id, type, status, amount, comment)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const item = db.prepare(
    `INSERT INTO withdrawal_limit_items (customer_id, day, loan_id, type, comment, amount)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const repayment = db.prepare(
    `INSERT INTO repayments (customer_id, payment_id, amount, receiver, sender, source, status,
       type, time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let transactions = 0;
  let repayments = 0;
  const customers = db
    .prepare('SELECT id, name FROM customers WHERE id = ? OR id BETWEEN 3 AND 40 ORDER BY id')
    .all(WALLET_SHOWCASE_ID) as { id: number; name: string }[];
  for (const customer of customers) {
    const days =
      customer.id === WALLET_SHOWCASE_ID ? SHOWCASE_WALLET_DAYS : 14 + (customer.id % 20);
    const loans = loansOf(db, customer.id);
    const first = addDaysToDay(today, -(days - 1));
    for (let i = 0; i < days; i++) {
      const day = addDaysToDay(first, i);
      for (const [type, status, amount, comment] of dayTransactions(i + customer.id)) {
        const loanId = type === 'credit' && loans.length ? loans[i % loans.length]! : null;
        txn.run(customer.id, day, loanId, type, status, amount, comment);
        transactions++;
      }
    }
    // Each loan's limit items, earned over the wallet's life; then two other transactions.
    loans.slice(0, 3).forEach((loanId, n) => {
      LIMIT_TYPES.forEach((type, k) => {
        const day = addDaysToDay(first, Math.floor(((n * 4 + k + 1) * days) / 14));
        item.run(customer.id, day, loanId, type, null, 100 * (k + 1) + 50 * n);
      });
    });
    item.run(
      customer.id,
      addDaysToDay(first, Math.floor(days / 3)),
      null,
      'credit',
      'Referral bonus',
      250,
    );
    item.run(
      customer.id,
      addDaysToDay(first, Math.floor(days / 2)),
      null,
      'debit',
      'Penalty for late repayment',
      -75,
    );
    // Monthly repayments over the wallet's life.
    for (let k = 0; k * 30 < days; k++) {
      const day = addDaysToDay(first, k * 30 + 2);
      repayment.run(
        customer.id,
        `pay_${customer.id}_${String(k + 1).padStart(3, '0')}`,
        1500 + ((customer.id * 7 + k * 13) % 10) * 100,
        'Kosh Finance',
        customer.name,
        SOURCES[k % SOURCES.length]!,
        STATUSES[(k + customer.id) % STATUSES.length]!,
        TYPES[k % TYPES.length]!,
        `${day}T05:${String(10 + (k % 40)).padStart(2, '0')}:00.000Z`,
      );
      repayments++;
    }
  }
  return { transactions, repayments };
}

function loansOf(db: Db, customerId: number): number[] {
  return (
    db
      .prepare('SELECT DISTINCT loan_id FROM loan_shares WHERE customer_id = ? ORDER BY loan_id')
      .all(customerId) as { loan_id: number }[]
  ).map((row) => row.loan_id);
}
