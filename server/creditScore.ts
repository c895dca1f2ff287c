// How the reference server scores a credit profile: each item's value on a scale from a value
// worth nothing to one worth its whole weight (openapi/rules/credit-score-weights.json, spec
// part 1 §9), to one decimal; a yes/no check earns all or nothing; an unknown value nothing.
import table from '../openapi/rules/credit-score-weights.json' with { type: 'json' };

type Groups = typeof table.groups;
export type CreditGroup = keyof Groups;
export type CreditItem = { [G in CreditGroup]: keyof Groups[G] }[CreditGroup];
export type CreditValue = number | boolean | null;
export type CreditValues = Record<CreditItem, CreditValue>;

export const CREDIT_GROUPS = Object.keys(table.groups) as CreditGroup[];
export const itemsOf = (group: CreditGroup) => Object.keys(table.groups[group]) as CreditItem[];
export const WEIGHTS = Object.assign({}, ...Object.values(table.groups)) as Record<
  CreditItem,
  number
>;

/** [worth nothing, worth the whole weight]; 'yes' for a check. Lower is better when first > second. */
export const SCALES: Record<CreditItem, readonly [number, number] | 'yes'> = {
  credit_score: [300, 900],
  monthly_installment_amount: [50_000, 0],
  total_outstanding_amount: [500_000, 0],
  total_overdue_amount: [50_000, 0],
  max_dpd_in_last_3_months: [30, 0],
  max_dpd_in_last_6_months: [60, 0],
  max_dpd: [90, 0],
  no_of_secured_loans: [0, 3],
  no_of_unsecured_loans: [6, 0],
  percentage_loan_completed: [0, 100],
  no_of_repayments: [0, 24],
  overdue_perc: [50, 0],
  borrower_dpd: [30, 0],
  timely_payments_perc: [0, 100],
  nach_payment_perc: [0, 100],
  avg_coborrowers_dpd: [30, 0],
  foir_score: [80, 20],
  blacklisted_contacts: [5, 0],
  eligible_loan_amount: [0, 100_000],
  dpd_contacts_perc: [30, 0],
  aadhaar_digilocker: 'yes',
  pan_digilocker: 'yes',
  account_aggregator: 'yes',
  contacts: [0, 500],
  no_of_banking_sms: [0, 200],
  sms_device_verification: 'yes',
  contacts_device_verification: 'yes',
  users_on_device: [4, 1],
  address_match_with_location: 'yes',
  contacts_with_loans: [0, 20],
  dpd_contacts: [10, 0],
  max_distance_bw_all_pins: [200, 0],
};

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** The item's score out of its weight. */
export function scoreItem(item: CreditItem, value: CreditValue): number {
  const weight = WEIGHTS[item];
  const scale = SCALES[item];
  if (value === null || weight === 0) return 0;
  if (scale === 'yes') return value === true ? weight : 0;
  if (typeof value !== 'number') return 0;
  const [none, full] = scale;
  return Math.round(weight * clamp01((value - none) / (full - none)) * 10) / 10;
}

export type ScoredProfile = {
  [G in CreditGroup]: { [I in keyof Groups[G]]: { value: CreditValue; score: number } };
} & { total_score: number };

/** Every item valued and scored, by group, with the total (the sum of the scores). */
export function scoreProfile(values: Partial<CreditValues>): ScoredProfile {
  let total = 0;
  const scored = {} as ScoredProfile;
  for (const group of CREDIT_GROUPS) {
    const out: Record<string, { value: CreditValue; score: number }> = {};
    for (const item of itemsOf(group)) {
      const value = values[item] ?? null;
      const score = scoreItem(item, value);
      total += score;
      out[item] = { value, score };
    }
    scored[group] = out as never;
  }
  scored.total_score = Math.round(total * 10) / 10;
  return scored;
}
