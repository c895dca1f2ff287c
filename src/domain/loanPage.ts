// The loan page (part 1 §2 '/lender/loan/{loan_id}'): where a loan id links to, and its records.
import type { components } from '../../openapi/generated/main.ts';

/**
 * The loan page does not exist yet: until it does, no loan id links to it (a link would land on
 * the start screen). The issue that adds the page flips this, and every loan-id cell follows:
 * the customer page's and the call desks' cases.
 */
export const LOAN_PAGE_EXISTS = false;

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
