// The loan page (part 1 §2 '/lender/loan/{loan_id}'): where a loan id links to.

/**
 * The loan page exists: every loan-id cell (the customer page's, the call desks' cases, the loan
 * lists) links to it, except where a role rule withholds the link.
 */
export const LOAN_PAGE_EXISTS = true;

/** The loan page's address. */
export const loanPageHref = (loanId: number) => `/lender/loan/${loanId}`;
