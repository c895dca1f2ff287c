// What the Loans tab derives from a row: the loan-id cell, row tones and cell texts.
import { seesLoanLinks } from '../../../domain/access/customerPage.ts';
import type { RoleFlags } from '../../../domain/access/roles.ts';
import { allOf } from '../../../domain/contractEnums.ts';
import { EMPTY } from '../../../domain/format.ts';
import { LOAN_PAGE_EXISTS, loanPageHref } from '../../../domain/loanPage.ts';
import { humanize } from '../../../domain/loans.ts';
import type { AchDebit, AchProvider, CustomerLoan } from './loanTypes.ts';

// Whether the loan page exists, and its address: one switch for every loan-id cell.
export { LOAN_PAGE_EXISTS, loanPageHref };

/** A loan-id cell: its text, and where it links (null: plain text). */
export type LoanIdCell = { text: string; href: string | null };

/**
 * The one rule for a loan-id cell: a link to the loan page when that page exists and the viewer
 * gets loan links (recovery agency does not, part 1 §6), else plain text.
 */
export function loanIdCell(
  loanId: number,
  flags: RoleFlags,
  pageExists: boolean = LOAN_PAGE_EXISTS,
): LoanIdCell {
  const linked = pageExists && seesLoanLinks(flags);
  return { text: String(loanId), href: linked ? loanPageHref(loanId) : null };
}

/** The providers with an ACH debit table, in the order shown. */
export const ACH_PROVIDERS = allOf<AchProvider>()(['razorpay', 'cashfree', 'digio']);

/** How a row reads at a glance (part 1 §9: written-off rows red, successful green). */
export type RowTone = 'danger' | 'success' | null;

/** A written-off loan is red, a completed one green. */
export function loanTone(loan: Pick<CustomerLoan, 'status'>): RowTone {
  if (loan.status === 'written_off') return 'danger';
  if (loan.status === 'completed') return 'success';
  return null;
}

/** A failed debit is red, a successful one green. */
export function debitTone(debit: Pick<AchDebit, 'status'>): RowTone {
  if (debit.status === 'failed') return 'danger';
  if (debit.status === 'success') return 'success';
  return null;
}

/** A value of the server's vocabulary ('nach_registered', 'home_improvement') as words; '-' if none. */
export const words = (value: string | null): string => (value ? humanize(value) : EMPTY);

/** A text the server may not have; '-' when it has not. */
export const orDash = (value: string | number | null): string =>
  value === null || value === '' ? EMPTY : String(value);
