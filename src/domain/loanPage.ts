// The loan page (part 1 §2 '/lender/loan/{loan_id}'): where a loan id links to, and its records.
import type { components } from '../../openapi/generated/main.ts';

/**
 * The loan page exists: every loan-id cell (the customer page's, the call desks' cases, the loan
 * lists) links to it, except where a role rule withholds the link.
 */
export const LOAN_PAGE_EXISTS = true;

/** The loan page's address. */
export const loanPageHref = (loanId: number) => `/lender/loan/${loanId}`;

type Schemas = components['schemas'];

/** A loan as the loan page shows it (getLoan); every tab receives it. */
export type LoanRecord = Schemas['LoanRecord'];
/** One co-borrower of a loan, leader first (LoanRecord.co_borrowers). */
export type LoanCoBorrower = Schemas['LoanCoBorrower'];
/** The loan's tags, property valuation and family data (getLoanExtras). */
export type LoanExtras = Schemas['LoanExtras'];
/** A loan share's data check (setLoanshareCheck). */
export type LoanshareCheckType = Schemas['LoanshareCheckType'];

/** A loan lacking what disbursal needs: a default lender or an EMI start date (part 1 §4). */
export const lacksLoanConfig = (loan: Pick<LoanRecord, 'default_lender' | 'emi_start_date'>) =>
  !loan.default_lender || !loan.emi_start_date;

/**
 * part 1 §4: a disbursal team member opening a loan_approved loan that lacks its configuration
 * is offered the jump to #loanConfig.
 */
export const offersLoanConfigJump = (
  isDisbursalTeam: boolean,
  loan: Pick<LoanRecord, 'status' | 'default_lender' | 'emi_start_date'>,
): boolean => isDisbursalTeam && loan.status === 'loan_approved' && lacksLoanConfig(loan);

/** part 1 §4 'Nach mandate statuses shown': the statuses that mean the mandate is in place. */
export const SHOWN_MANDATE_STATUSES = ['active', 'register_success', 'ack_received'] as const;

export const isShownMandateStatus = (status: string): boolean =>
  (SHOWN_MANDATE_STATUSES as readonly string[]).includes(status);
