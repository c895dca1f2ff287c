// Pure derivations of the loan history panel (spec part 1 §3, §4, §9): which rows show, how a
// contact's loans aggregate, the order and colour of contacts, repeat-user score lines, loan links.
import { isBlacklisted } from '../../../domain/blacklist.ts';
import { formatPercent } from '../../../domain/format.ts';
import { LOAN_PAGE_EXISTS, loanPageHref } from '../../../domain/loanPage.ts';
import { contactLoanBucket, isShownInLoanHistory } from '../../../domain/loans.ts';
import type {
  BlacklistFlags,
  ContactLoanHistoryRow,
  LoanwiseDetail,
  RepeatUserScore,
} from './loanHistoryTypes.ts';

/** A contact's loans aggregated (spec §3 'Aggregate'), with what the row and dialog show. */
export type ContactAggregate = {
  username: string;
  name: string;
  total: number;
  success: number;
  settled: number;
  rejected: number;
  blacklist_level: number;
  blacklist_flags: BlacklistFlags | null;
  blacklist_reason: string | null;
  blacklisted: boolean;
  repeat_user_score: RepeatUserScore;
};

/** Rejected loans are excluded from the loan-history list (§4); the server does so too. */
export const shownLoans = (details: readonly LoanwiseDetail[]): LoanwiseDetail[] =>
  details.filter((d) => isShownInLoanHistory(d.user_status));

/** Written-off rows are red (§9); a written-off variant counts as written off. */
export const isWrittenOffRow = (detail: LoanwiseDetail): boolean =>
  detail.user_status.startsWith('written_off');

/**
 * One aggregate per contact, in first-seen order: success if loan_disbursed or completed,
 * settled if settled or written_off, rejected if rejected (§4); every loan counts in total.
 */
export function aggregateContacts(rows: readonly ContactLoanHistoryRow[]): ContactAggregate[] {
  const byUser = new Map<string, ContactAggregate>();
  for (const row of rows) {
    let agg = byUser.get(row.username);
    if (!agg) {
      agg = {
        username: row.username,
        name: row.name,
        total: 0,
        success: 0,
        settled: 0,
        rejected: 0,
        blacklist_level: row.blacklist_level,
        blacklist_flags: row.blacklist_flags,
        blacklist_reason: row.blacklist_reason,
        blacklisted: row.blacklist_flags !== null && isBlacklisted(row.blacklist_flags),
        repeat_user_score: row.repeat_user_score,
      };
      byUser.set(row.username, agg);
    }
    agg.total += 1;
    const bucket = contactLoanBucket(row.status);
    if (bucket) agg[bucket] += 1;
  }
  return [...byUser.values()];
}

/**
 * Blacklisted contacts first, highest level first; then the others by total count, most first
 * (§9). Ties keep the server's order (by name), so the order is stable.
 */
export function sortContacts(aggs: readonly ContactAggregate[]): ContactAggregate[] {
  return [...aggs].sort((a, b) => {
    if (a.blacklisted !== b.blacklisted) return a.blacklisted ? -1 : 1;
    if (a.blacklisted) return b.blacklist_level - a.blacklist_level;
    return b.total - a.total;
  });
}

export type ContactTone = 'blacklisted' | 'successful' | 'plain';

/** Blacklisted contacts are highlighted; successful ones (success > 0, not blacklisted) green. */
export function contactTone(agg: ContactAggregate): ContactTone {
  if (agg.blacklisted) return 'blacklisted';
  return agg.success > 0 ? 'successful' : 'plain';
}

/** The repeat-user score keys in the spec's order, with their labels. */
export const REPEAT_USER_KEYS = [
  ['percentage_loan_completed', 'Loans completed'],
  ['no_of_repayments', 'Repayments'],
  ['overdue_perc', 'Overdue'],
  ['borrower_dpd', 'Borrower dpd'],
  ['timely_payments_perc', 'Timely payments'],
  ['nach_payment_perc', 'NACH payments'],
  ['avg_coborrowers_dpd', 'Avg co-borrowers dpd'],
] as const satisfies readonly (readonly [keyof RepeatUserScore, string])[];

const PERCENT_KEYS: ReadonlySet<keyof RepeatUserScore> = new Set([
  'percentage_loan_completed',
  'overdue_perc',
  'timely_payments_perc',
  'nach_payment_perc',
]);

/** The score as label: value lines; percentages with 2 decimals and %, counts and dpd as numbers. */
export function repeatUserScoreLines(score: RepeatUserScore): { label: string; value: string }[] {
  return REPEAT_USER_KEYS.map(([key, label]) => ({
    label,
    value: PERCENT_KEYS.has(key) ? formatPercent(score[key]) : String(score[key]),
  }));
}

/** The co-borrowers' dpd map as 'name: dpd' parts, by name. */
export const coborrowersDpd = (map: Readonly<Record<string, number>>): string[] =>
  Object.entries(map)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, dpd]) => `${name}: ${dpd}`);

/** Where a loan id leads: the loan page, or plain text. */
export type LoanIdDisplay = { kind: 'link'; href: string } | { kind: 'text' };

/**
 * A loan id is a link only when the user may follow loan links (recovery agency may not, §6)
 * and there is a loan page to go to (`loanHref` is null while the loan page does not exist).
 */
export function loanIdDisplay(
  loanId: number,
  seesLoanLinks: boolean,
  loanHref: ((loanId: number) => string) | null,
): LoanIdDisplay {
  return seesLoanLinks && loanHref ? { kind: 'link', href: loanHref(loanId) } : { kind: 'text' };
}

/** The loan page's address (`/lender/loan/{id}`); null while the loan page does not exist. */
export const LOAN_PAGE_HREF: ((loanId: number) => string) | null = LOAN_PAGE_EXISTS
  ? loanPageHref
  : null;

/** The five features of a blacklist record, in the order the dialog lists them. */
export const BLACKLIST_FEATURE_LABELS = [
  ['apply_loan', 'Loan'],
  ['refer_loan', 'Refer'],
  ['enable_chat', 'Chat'],
  ['enable_wallet', 'Wallet'],
  ['enable_profile', 'Profile'],
] as const satisfies readonly (readonly [keyof BlacklistFlags, string])[];
