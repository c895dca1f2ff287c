// Seeds the bureau and the credit profile: the showcase customer (user id 1) has two CRIF pulls
// and two scored profiles (the older before their saved versions), rich enough to show every
// score colour; customer 2 has no bureau record and no credit profile (the empty case); every
// third customer has a simulated pull and profile. Deterministic: derived from ids and the day.
import { insertPull, type SimulatedReport, simulatedReport } from '../bureau.ts';
import type { CreditValues } from '../creditScore.ts';
import type { Db } from '../db/database.ts';
import { addDays, before, iso, isoDay } from './random.ts';

export const BUREAU_SHOWCASE_ID = 1;
/** No bureau record, no credit profile: both panels are empty. */
export const NO_BUREAU_ID = 2;

/** The showcase's profile now: green, plain and pink scores all appear. */
export const SHOWCASE_CREDIT_VALUES: CreditValues = {
  credit_score: 742,
  monthly_installment_amount: 12_500,
  total_outstanding_amount: 185_000,
  total_overdue_amount: 6_500,
  max_dpd_in_last_3_months: 0,
  max_dpd_in_last_6_months: 15,
  max_dpd: 45,
  no_of_secured_loans: 1,
  no_of_unsecured_loans: 3,
  percentage_loan_completed: 62,
  no_of_repayments: 9,
  overdue_perc: 12,
  borrower_dpd: 4,
  timely_payments_perc: 88,
  nach_payment_perc: 25,
  avg_coborrowers_dpd: 22,
  foir_score: 46,
  blacklisted_contacts: 1,
  eligible_loan_amount: 45_000,
  dpd_contacts_perc: 8,
  aadhaar_digilocker: true,
  pan_digilocker: true,
  account_aggregator: false,
  contacts: 412,
  no_of_banking_sms: 156,
  sms_device_verification: true,
  contacts_device_verification: false,
  users_on_device: 2,
  address_match_with_location: true,
  contacts_with_loans: 7,
  dpd_contacts: 3,
  max_distance_bw_all_pins: 38,
};

/** Years ago, before any loan with us: no repayment record yet, a thinner file. */
const SHOWCASE_OLD_VALUES: Partial<CreditValues> = {
  ...SHOWCASE_CREDIT_VALUES,
  credit_score: 655,
  total_overdue_amount: 22_000,
  max_dpd_in_last_3_months: 35,
  percentage_loan_completed: null,
  no_of_repayments: null,
  overdue_perc: null,
  borrower_dpd: null,
  timely_payments_perc: null,
  nach_payment_perc: null,
  avg_coborrowers_dpd: null,
  sms_device_verification: false,
};

function showcaseReport(day: string): SimulatedReport {
  const ago = (days: number) => isoDay(addDays(new Date(`${day}T00:00:00Z`), -days));
  return {
    score: 742,
    income_range: '3-5 Lakhs',
    bureau_info: 'Hit: report found',
    accounts: [
      account('Personal Loan', 'HDFC Bank', 'Active', ago(400), 150_000, 92_000, 0, 0, null),
      account('Credit Card', 'ICICI Bank', 'Active', ago(900), 50_000, 18_500, 6_500, 45, null),
      account('Two-Wheeler Loan', 'Bajaj Finance', 'Closed', ago(1300), 65_000, 0, 0, 0, ago(200)),
      account('Gold Loan', 'Muthoot Finance', 'Settled', ago(700), 40_000, 0, 0, 0, ago(90)),
    ],
    enquiries: [
      { lender_name: 'Kosh Finance', enquiry_date: ago(12), purpose: 'Group Loan', amount: 30_000 },
      {
        lender_name: 'Axis Bank',
        enquiry_date: ago(120),
        purpose: 'Personal Loan',
        amount: 100_000,
      },
      { lender_name: 'SBI', enquiry_date: ago(500), purpose: 'Credit Card', amount: null },
    ],
  };
}

function account(
  acct_type: string,
  credit_guarantor: string,
  account_status: 'Active' | 'Closed' | 'Written Off' | 'Settled',
  disbursed_dt: string,
  disbursed_amt: number,
  current_bal: number,
  overdue_amt: number,
  max_dpd: number,
  closed_date: string | null,
) {
  return {
    acct_type,
    credit_guarantor,
    account_status,
    disbursed_dt,
    disbursed_amt,
    current_bal,
    overdue_amt,
    max_dpd,
    closed_date,
  };
}

/** A simulated customer's values: their report's score and counts, the rest from their id. */
function simulatedValues(id: number, report: SimulatedReport): Partial<CreditValues> {
  const n = (mod: number, k = 1) => (id * k) % mod;
  const dpd = Math.max(0, ...report.accounts.map((a) => a.max_dpd));
  return {
    credit_score: report.score,
    total_overdue_amount: report.accounts.reduce((sum, a) => sum + a.overdue_amt, 0),
    total_outstanding_amount: report.accounts.reduce((sum, a) => sum + a.current_bal, 0),
    max_dpd_in_last_3_months: dpd,
    max_dpd_in_last_6_months: dpd,
    max_dpd: dpd,
    no_of_unsecured_loans: report.accounts.length,
    no_of_secured_loans: n(3),
    monthly_installment_amount: n(40, 7) * 1000,
    percentage_loan_completed: n(101, 13),
    timely_payments_perc: n(101, 29),
    borrower_dpd: n(31, 3),
    foir_score: 20 + n(60, 11),
    blacklisted_contacts: n(6, 5),
    dpd_contacts_perc: n(40, 3),
    aadhaar_digilocker: id % 2 === 0,
    pan_digilocker: id % 5 !== 0,
    sms_device_verification: id % 4 !== 1,
    users_on_device: 1 + n(4),
    contacts: n(600, 37),
    eligible_loan_amount: n(120, 17) * 1000,
  };
}

export function seedBureau(db: Db, now: Date): { pulls: number; profiles: number } {
  const profile = db.prepare(
    'INSERT INTO credit_profiles (customer_id, computed_at, values_json) VALUES (?, ?, ?)',
  );
  const recent = new Date(before(now, 3).getTime() + 10 * 3_600_000);
  const old = before(now, 1800);
  insertPull(db, BUREAU_SHOWCASE_ID, iso(old), simulatedReport(BUREAU_SHOWCASE_ID, isoDay(old)));
  insertPull(db, BUREAU_SHOWCASE_ID, iso(recent), showcaseReport(isoDay(recent)));
  profile.run(BUREAU_SHOWCASE_ID, iso(old), JSON.stringify(SHOWCASE_OLD_VALUES));
  profile.run(BUREAU_SHOWCASE_ID, iso(recent), JSON.stringify(SHOWCASE_CREDIT_VALUES));
  let pulls = 2;
  let profiles = 2;
  const ids = db
    .prepare('SELECT id FROM customers WHERE id % 3 = 0 AND id > ? ORDER BY id')
    .all(NO_BUREAU_ID) as { id: number }[];
  for (const { id } of ids) {
    const at = before(now, 5 + (id % 200));
    const report = simulatedReport(id, isoDay(at));
    insertPull(db, id, iso(at), report);
    profile.run(id, iso(at), JSON.stringify(simulatedValues(id, report)));
    pulls++;
    profiles++;
  }
  return { pulls, profiles };
}
