// The loan page (part 1 §2 '/lender/loan/{loan_id}'): where a loan id links to.

/**
 * The loan page does not exist yet: until it does, no loan id links to it (a link would land on
 * the start screen). The issue that adds the page flips this, and every loan-id cell follows:
 * the customer page's and the call desks' cases.
 */
export const LOAN_PAGE_EXISTS = false;

/** The loan page's address. */
export const loanPageHref = (loanId: number) => `/lender/loan/${loanId}`;
