import {
  CREDIT_GROUPS,
  type CreditGroup,
  type CreditItem,
  creditItemLabel,
  creditItemsOf,
  creditValueText,
  type ScoreTone,
  scoreTone,
  weightOf,
} from '../../domain/creditScore.ts';
import { BUREAU_TEXTS as T } from './bureauTexts.ts';
import type { CreditScoreDetails, CreditScoreItem } from './bureauTypes.ts';

/** One line of the credit profile as shown: the value in words, the score, its colour. */
export type CreditRow = {
  item: CreditItem;
  label: string;
  value: string;
  score: number;
  weight: number;
  tone: ScoreTone;
};

/** The profile's groups in the spec's order, each item with its weight and colour (part 1 §5, §9). */
export function creditProfileRows(profile: CreditScoreDetails) {
  return CREDIT_GROUPS.map((group: CreditGroup) => {
    const items = profile[group] as Record<string, CreditScoreItem>;
    const rows: CreditRow[] = creditItemsOf(group).map((item) => {
      const { value, score } = items[item as string]!;
      const weight = weightOf(item as CreditItem);
      return {
        item: item as CreditItem,
        label: creditItemLabel(item as string),
        value: creditValueText(item as string, value, T),
        score,
        weight,
        tone: scoreTone(score, weight),
      };
    });
    return { group, rows };
  });
}
