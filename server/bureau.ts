// The bureau records of the reference server: reading a customer's newest CRIF pull as of a
// moment, and making a pull (the bureau is simulated: a customer's first report is derived from
// their id, so it is the same on every machine; a later pull carries the last report forward
// with this pull added as an enquiry).
import type { components } from '../openapi/generated/main.ts';
import type { Db } from './db/database.ts';
import { all, one, run } from './db/statements.ts';

type CibilData = components['schemas']['CibilData'];
type BureauAccount = components['schemas']['BureauAccount'];
type BureauEnquiry = components['schemas']['BureauEnquiry'];

export const OWN_LENDER = 'Kosh Finance';
const DAY_MS = 86_400_000;

type PullRow = {
  id: number;
  pulled_at: string;
  bureau_type: string;
  score: number | null;
  income_range: string | null;
  bureau_info: string | null;
};

/** The newest pull at or before `at` (an ISO instant). */
export const pullAsOf = (db: Db, customerId: number, at: string) =>
  one<PullRow>(
    db,
    `SELECT id, pulled_at, bureau_type, score, income_range, bureau_info FROM bureau_pulls
     WHERE customer_id = ? AND pulled_at <= ? ORDER BY pulled_at DESC LIMIT 1`,
    customerId,
    at,
  );

export const accountsOf = (db: Db, pullId: number) =>
  all<BureauAccount>(
    db,
    `SELECT acct_type, credit_guarantor, account_status, disbursed_dt, disbursed_amt, current_bal,
       overdue_amt, max_dpd, closed_date FROM bureau_accounts WHERE pull_id = ?
     ORDER BY disbursed_dt DESC, id`,
    pullId,
  );

export const enquiriesOf = (db: Db, pullId: number) =>
  all<BureauEnquiry>(
    db,
    `SELECT lender_name, enquiry_date, purpose, amount FROM bureau_enquiries WHERE pull_id = ?
     ORDER BY enquiry_date DESC, id DESC`,
    pullId,
  );

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** The summary of a pull: its counts derived from its accounts and enquiries. */
export function cibilDataOf(
  pull: PullRow,
  username: string,
  accounts: readonly BureauAccount[],
  enquiries: readonly BureauEnquiry[],
  reportUrl: string | null,
): CibilData {
  const day = pull.pulled_at.slice(0, 10);
  const since = (days: number) =>
    enquiries.filter((e) => e.enquiry_date > daysBefore(day, days)).length;
  return {
    user: username,
    bureau_type: pull.bureau_type,
    score: pull.score,
    income_range: pull.income_range,
    account_number: accounts.length,
    enquiry_number: enquiries.length,
    enquiry_30_days: since(30),
    enquiry_12_months: since(365),
    enquiry_24_months: since(730),
    recent_enquiry_date: enquiries[0]?.enquiry_date ?? null,
    crif_pull_date: pull.pulled_at,
    bureau_info: pull.bureau_info,
    cibil_report_url: reportUrl,
  };
}

/** A small deterministic generator (mulberry32) for the simulated bureau. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)] as T;
  return { int, pick };
}

const LENDERS = ['HDFC Bank', 'Bajaj Finance', 'ICICI Bank', 'Muthoot Finance', 'SBI', 'Axis Bank'];
const ACCOUNT_TYPES = [
  'Personal Loan',
  'Consumer Loan',
  'Credit Card',
  'Two-Wheeler Loan',
  'Gold Loan',
];
const INCOME_RANGES = ['Below 1 Lakh', '1-3 Lakhs', '3-5 Lakhs', '5-10 Lakhs'];

export type SimulatedReport = {
  score: number;
  income_range: string;
  bureau_info: string;
  accounts: BureauAccount[];
  enquiries: BureauEnquiry[];
};

/** A customer's first report as of `day` (yyyy-mm-dd): the same for the same customer and day. */
export function simulatedReport(customerId: number, day: string): SimulatedReport {
  const g = generator(customerId * 7919 + 17);
  const accounts: BureauAccount[] = Array.from({ length: g.int(1, 5) }, () => {
    const disbursed = daysBefore(day, g.int(60, 1500));
    const amount = g.int(10, 300) * 1000;
    const status = g.pick(['Active', 'Active', 'Closed', 'Settled'] as const);
    const open = status === 'Active';
    const dpd = open ? g.pick([0, 0, 0, 15, 45]) : 0;
    return {
      acct_type: g.pick(ACCOUNT_TYPES),
      credit_guarantor: g.pick(LENDERS),
      account_status: status,
      disbursed_dt: disbursed,
      disbursed_amt: amount,
      current_bal: open ? Math.round(amount * g.int(10, 90)) / 100 : 0,
      overdue_amt: dpd > 0 ? g.int(1, 20) * 500 : 0,
      max_dpd: dpd,
      closed_date: open ? null : daysBefore(day, g.int(1, 50)),
    };
  });
  const enquiries: BureauEnquiry[] = Array.from({ length: g.int(0, 6) }, () => ({
    lender_name: g.pick(LENDERS),
    enquiry_date: daysBefore(day, g.int(1, 700)),
    purpose: g.pick(ACCOUNT_TYPES),
    amount: g.int(5, 200) * 1000,
  }));
  const worst = Math.max(0, ...accounts.map((a) => a.max_dpd));
  return {
    score: Math.min(900, Math.max(300, g.int(620, 860) - worst * 3)),
    income_range: g.pick(INCOME_RANGES),
    bureau_info: worst > 30 ? 'Delinquent account on file' : 'Hit: report found',
    accounts,
    enquiries,
  };
}

/** Writes one pull with its accounts and enquiries; answers its id. */
export function insertPull(
  db: Db,
  customerId: number,
  pulledAt: string,
  report: Omit<SimulatedReport, 'score'> & { score: number | null },
): number {
  const { id } = run(
    db,
    `INSERT INTO bureau_pulls (customer_id, pulled_at, score, income_range, bureau_info)
     VALUES (?, ?, ?, ?, ?)`,
    customerId,
    pulledAt,
    report.score,
    report.income_range,
    report.bureau_info,
  );
  for (const a of report.accounts) {
    run(
      db,
      `INSERT INTO bureau_accounts (pull_id, acct_type, credit_guarantor, account_status,
         disbursed_dt, disbursed_amt, current_bal, overdue_amt, max_dpd, closed_date)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      id,
      a.acct_type,
      a.credit_guarantor,
      a.account_status,
      a.disbursed_dt,
      a.disbursed_amt,
      a.current_bal,
      a.overdue_amt,
      a.max_dpd,
      a.closed_date,
    );
  }
  for (const e of report.enquiries) {
    run(
      db,
      `INSERT INTO bureau_enquiries (pull_id, lender_name, enquiry_date, purpose, amount)
       VALUES (?, ?, ?, ?, ?)`,
      id,
      e.lender_name,
      e.enquiry_date,
      e.purpose,
      e.amount,
    );
  }
  return id;
}

/**
 * A CRIF pull now: the last report carried forward (or the customer's first one) with this pull
 * as the newest enquiry, and the report on file renamed so its PDF is made afresh.
 */
export function pullCrif(db: Db, customer: { id: number; username: string }, now: string): string {
  // Each pull has its own instant: a second pull within the same millisecond comes just after.
  const newest = one<{ at: string | null }>(
    db,
    'SELECT max(pulled_at) AS at FROM bureau_pulls WHERE customer_id = ?',
    customer.id,
  )?.at;
  const at = newest && newest >= now ? new Date(Date.parse(newest) + 1).toISOString() : now;
  const day = at.slice(0, 10);
  const last = pullAsOf(db, customer.id, at);
  const report = last
    ? {
        score: last.score,
        income_range: last.income_range,
        bureau_info: last.bureau_info,
        accounts: accountsOf(db, last.id),
        enquiries: enquiriesOf(db, last.id),
      }
    : simulatedReport(customer.id, day);
  report.enquiries = [
    ...report.enquiries,
    { lender_name: OWN_LENDER, enquiry_date: day, purpose: 'Group Loan', amount: null },
  ];
  insertPull(db, customer.id, at, report as never);
  const file = `crif_${customer.username}_${at.replace(/\D/g, '')}.pdf`;
  run(
    db,
    `INSERT INTO crif_reports (customer_id, file_name, pulled_at) VALUES (?, ?, ?)
     ON CONFLICT (customer_id) DO UPDATE SET file_name = excluded.file_name,
       pulled_at = excluded.pulled_at`,
    customer.id,
    file,
    at,
  );
  return at;
}
