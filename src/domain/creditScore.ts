// The credit profile's items, their weights and the colour of a score (spec part 1 §3, §5, §9).
// The weights are data shared with the reference server: openapi/rules/credit-score-weights.json.
import table from '../../openapi/rules/credit-score-weights.json' with { type: 'json' };
import { EMPTY, formatRupees } from './format.ts';

export type CreditGroup = keyof typeof table.groups;
type ItemsOf<G extends CreditGroup> = keyof (typeof table.groups)[G];
export type CreditItem = { [G in CreditGroup]: ItemsOf<G> }[CreditGroup];

/** The three groups in the spec's order: cibil, repeated-customer and profile data. */
export const CREDIT_GROUPS = Object.keys(table.groups) as CreditGroup[];

/** A group's items in the spec's order. */
export const creditItemsOf = <G extends CreditGroup>(group: G) =>
  Object.keys(table.groups[group]) as ItemsOf<G>[];

/** Every item with its weight: the most score it can earn. */
export const CREDIT_WEIGHTS = Object.assign({}, ...Object.values(table.groups)) as Readonly<
  Record<CreditItem, number>
>;

export const weightOf = (item: CreditItem): number => CREDIT_WEIGHTS[item];

/** The most a profile can score: every weight added. */
export const MAX_CREDIT_SCORE = Object.values(CREDIT_WEIGHTS).reduce((sum, w) => sum + w, 0);

/** How a score cell is coloured: green, pink, or left plain. */
export type ScoreTone = 'good' | 'poor' | 'plain';

/**
 * part 1 §5: green if score/weight >= 0.5; pink if <= 0.3 or zero. A zero score is pink whatever
 * the weight (foir_score weighs 0, so it always scores 0 and is always pink).
 */
export function scoreTone(score: number, weight: number): ScoreTone {
  if (score === 0 || weight <= 0) return 'poor';
  const share = score / weight;
  if (share >= 0.5) return 'good';
  if (share <= 0.3) return 'poor';
  return 'plain';
}

/** The total: every item's score added, to one decimal (the server sends the same sum). */
export const totalCreditScore = (scores: Iterable<number>): number => {
  let sum = 0;
  for (const score of scores) sum += score;
  return Math.round(sum * 10) / 10;
};

/** An item's name as a label: 'max_dpd_in_last_3_months' → 'Max dpd in last 3 months'. */
export const creditItemLabel = (item: string): string => {
  const words = item.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * How an item's value reads: rupees for amounts, a percent for shares, kilometres for the
 * distance between pins, Yes/No for a check, '-' when unknown; other counts as they are.
 */
export function creditValueText(
  item: string,
  value: number | boolean | null,
  words: { yes: string; no: string } = { yes: 'Yes', no: 'No' },
): string {
  if (value === null) return EMPTY;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (item.endsWith('_amount')) return formatRupees(value);
  if (item.endsWith('_perc') || item === 'percentage_loan_completed') return `${value}%`;
  if (item === 'max_distance_bw_all_pins') return `${value} km`;
  return String(value);
}
