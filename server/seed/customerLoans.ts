// Seeds what the customer page's Loans tab shows beyond loans and shares: tenure, category, total
// advance, video and last action (derived from ids in SQL, so they cost one UPDATE each), the ACH
// debits of three providers, deleted loan shares, and two saved versions of the showcase
// customer whose loan tables differ. Runs after loans and customers, whose rows it reads.
import type { Db } from '../db/database.ts';
import { addDays, before, clampPast, iso, isoDay, type Rand } from './random.ts';
import type { SeededStaff } from './staff.ts';

export type CustomerLoansSeed = { achDebits: number; deletedLoanshares: number; showcase: string };

/** The customer whose Loans tab shows every column, colour and version difference: user id 1. */
const SHOWCASE_ID = 1;
const PROVIDERS = ['razorpay', 'cashfree', 'digio'] as const;
const MANDATE_PREFIX = { razorpay: 'token_', cashfree: 'CFM', digio: 'ENA' } as const;
const FAILURES = [
  'Insufficient funds in account',
  'Mandate not active',
  'Account closed or transferred',
  'Payment stopped by the customer',
  'Amount exceeds the mandate limit',
];
const REASONS = [
  'Customer opted out of the group',
  'Duplicate loan share',
  'Failed KYC',
  'Removed by the group leader',
  'Employer could not be verified',
];
const EARLY_SHARE_STATUSES = ['group_unaccepted', 'group_accepted', 'basic_kyc', 'detailed_kyc'];
/** Only this many customers (plus the showcase) have debits, so the seed stays quick. */
const DEBTORS = 400;
const DELETERS = new Set(['is_operations_manager', 'is_credit_manager', 'is_kosh_superadmin']);

const LOAN_COLUMNS = `
  UPDATE loans SET
    tenure = CASE id % 4 WHEN 0 THEN 6 WHEN 1 THEN 9 WHEN 2 THEN 12 ELSE 18 END,
    loan_category = CASE id % 5 WHEN 0 THEN 'education' WHEN 1 THEN 'medical'
      WHEN 2 THEN 'home_improvement' WHEN 3 THEN 'consumer_durable' ELSE 'business' END`;

/** 1.5% a month of the share as charges; a video once past KYC; a NACH action once disbursed. */
const SHARE_COLUMNS = `
  UPDATE loan_shares SET
    total_advance_amount = amount + CAST(round(amount * 0.015 *
      (SELECT l.tenure FROM loans l WHERE l.id = loan_id)) AS INTEGER),
    video_url = CASE WHEN status NOT IN ('group_unaccepted', 'group_accepted', 'basic_kyc',
      'detailed_kyc', 'rejected') THEN 'https://videos.kosh.example/loans/' || loan_id || '/'
      || customer_id || '.mp4' END,
    (last_action, last_action_at) = (SELECT
      CASE WHEN l.disbursed_at IS NULL THEN NULL WHEN loan_shares.id % 3 = 0 THEN 'nach_registered'
        WHEN loan_shares.id % 3 = 1 THEN 'emi_reminder_sent' ELSE NULL END,
      l.disbursed_at FROM loans l WHERE l.id = loan_id)`;

type Share = {
  loan_id: number;
  customer_id: number;
  total: number;
  tenure: number;
  emi_start_date: string;
  status: string;
};

export function seedCustomerLoans(
  db: Db,
  rand: Rand,
  staff: readonly SeededStaff[],
  now: Date,
): CustomerLoansSeed {
  db.exec(LOAN_COLUMNS);
  db.exec(SHARE_COLUMNS);
  const achDebits = seedAchDebits(db, rand, now);
  const deletedLoanshares = seedDeletedLoanshares(db, rand, staff, now);
  return { achDebits, deletedLoanshares, showcase: seedShowcaseVersions(db, now) };
}

function seedAchDebits(db: Db, rand: Rand, now: Date): number {
  const shares = db
    .prepare(
      `SELECT s.loan_id, s.customer_id, s.total_advance_amount AS total, l.tenure,
         l.emi_start_date, l.status
       FROM loan_shares s JOIN loans l ON l.id = s.loan_id
       WHERE s.customer_id <= ? AND l.disbursed_at IS NOT NULL AND l.emi_start_date IS NOT NULL
       ORDER BY s.customer_id, l.id`,
    )
    .all(DEBTORS) as Share[];
  const insert = db.prepare(
    `INSERT INTO ach_debits (customer_id, provider, ach_debit_id, status, payment_amount, reference,
       response_sequence_number, transaction_id, failure_message, payment_id, payment_status,
       mandate, date_charge) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let count = 0;
  shares.forEach((share, i) => {
    const showcase = share.customer_id === SHOWCASE_ID;
    // The showcase's shares go round the providers, so each of its three tables has rows.
    const provider = showcase ? PROVIDERS[i % 3]! : rand.pick(PROVIDERS);
    const mandate = `${MANDATE_PREFIX[provider]}${rand.letters(4)}${rand.digits(8)}`;
    const emi = Math.round(share.total / share.tenure);
    const start = new Date(`${share.emi_start_date}T00:00:00.000Z`);
    const due = Math.min(share.tenure, 4);
    for (let n = 1; n <= due; n++) {
      const charged = addDays(start, (n - 1) * 30);
      if (charged > now) break;
      const latest = n === due || addDays(charged, 30) > now;
      // The showcase's second debit of each share fails, so a failure message is always there.
      const status =
        showcase && n === 2
          ? 'failed'
          : share.status === 'written_off' && n > 1
            ? 'failed'
            : latest && rand.chance(0.2)
              ? 'initiated'
              : rand.weighted([
                  ['success', 8],
                  ['failed', 2],
                ] as const);
      const settled = status !== 'initiated';
      count++;
      insert.run(
        share.customer_id,
        provider,
        `${provider.slice(0, 3).toUpperCase()}${String(count).padStart(8, '0')}`,
        status,
        emi,
        `loan ${share.loan_id} EMI ${n}`,
        settled ? rand.digits(6) : null,
        status === 'success' ? `TXN${rand.digits(12)}` : null,
        status === 'failed' ? rand.pick(FAILURES) : null,
        settled ? `pay_${rand.letters(4)}${rand.digits(10)}` : null,
        status === 'success' ? 'captured' : status === 'failed' ? 'failed' : null,
        mandate,
        isoDay(charged),
      );
    }
  });
  return count;
}

function seedDeletedLoanshares(
  db: Db,
  rand: Rand,
  staff: readonly SeededStaff[],
  now: Date,
): number {
  const deleters = staff.filter((s) => s.flags.some((f) => DELETERS.has(f)));
  const loans = db.prepare('SELECT id, created_at FROM loans ORDER BY id').all() as {
    id: number;
    created_at: string;
  }[];
  const customers = db.prepare('SELECT id FROM customers ORDER BY id').all() as { id: number }[];
  const sharesOf = db.prepare('SELECT loan_id FROM loan_shares WHERE customer_id = ?');
  const insert = db.prepare(
    `INSERT INTO deleted_loanshares (customer_id, loan_id, amount, loanshare_status, deleted_on,
       deleted_by, reason) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  let count = 0;
  for (const { id } of customers) {
    const many = id === SHOWCASE_ID ? 2 : rand.chance(0.05) ? 1 : 0;
    if (many === 0 || loans.length === 0 || deleters.length === 0) continue;
    // A deleted share's loan is one the customer no longer has a share in.
    const own = new Set((sharesOf.all(id) as { loan_id: number }[]).map((r) => r.loan_id));
    for (let n = 0; n < many; n++) {
      const loan = rand.pick(loans);
      if (own.has(loan.id)) continue;
      own.add(loan.id);
      const deleted = clampPast(addDays(new Date(loan.created_at), rand.int(1, 6)), now);
      insert.run(
        id,
        loan.id,
        rand.int(10, 50) * 1000,
        rand.pick(EARLY_SHARE_STATUSES),
        iso(deleted),
        rand.pick(deleters).username,
        rand.pick(REASONS),
      );
      count++;
    }
  }
  return count;
}

/**
 * Two saved versions of the showcase customer: a recent one, and one from before their newest
 * loan, so its loan table lacks that loan (the e2e of old versions depends on this).
 */
function seedShowcaseVersions(db: Db, now: Date): string {
  const customer = db
    .prepare('SELECT username, profile FROM customers WHERE id = ?')
    .get(SHOWCASE_ID) as { username: string; profile: string };
  const newest = db
    .prepare(
      `SELECT max(l.created_at) AS at FROM loan_shares s JOIN loans l ON l.id = s.loan_id
       WHERE s.customer_id = ? AND l.status <> 'rejected'`,
    )
    .get(SHOWCASE_ID) as { at: string | null };
  const recent = before(now, 1);
  const older = newest.at ? addDays(new Date(newest.at), -2) : before(now, 60);
  const profile = JSON.parse(customer.profile) as { annual_salary: number };
  db.prepare('DELETE FROM profile_versions WHERE customer_id = ?').run(SHOWCASE_ID);
  const insert = db.prepare(
    'INSERT INTO profile_versions (customer_id, history_date, profile) VALUES (?, ?, ?)',
  );
  insert.run(SHOWCASE_ID, iso(older), JSON.stringify({ ...profile, annual_salary: 18000 }));
  insert.run(SHOWCASE_ID, iso(recent), JSON.stringify(profile));
  return customer.username;
}
