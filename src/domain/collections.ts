// Collections derivations (spec part 1 §9): PAR as a share of POS, and the months the collection
// efficiency screen shows. The collection percent itself is `collectionPercent` in format.ts.
import { collectionPercent } from './format.ts';

/** Portfolio at risk: the POS of shares past due, as a percent of POS (2 decimals); null without POS. */
export const parPercent = (posPastDue: number, pos: number): number | null =>
  collectionPercent(posPastDue, pos);

/** 'YYYY-MM' `n` months after `month` (negative: before). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 'Collection efficiency shows previous two months': the chosen month and the two before, newest first. */
export const efficiencyMonths = (month: string): [string, string, string] => [
  month,
  addMonths(month, -1),
  addMonths(month, -2),
];

// Fixed names: ICU data differs between engines ('Sep' or 'Sept' in en-IN).
const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
/** '2026-11' → 'Nov 2026'. */
export const formatMonth = (month: string): string =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** A range that can be asked for: both days set (YYYY-MM-DD, compared as text), not reversed. */
export const isAskableRange = (from: string, to: string): boolean =>
  from !== '' && to !== '' && from <= to;
