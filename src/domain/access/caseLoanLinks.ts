// Loan ids in a call desk's case: links or plain text, from the call-desks rule table of the
// contract (openapi/rules/call-desks.json `noLoanLinks`).
import table from '../../../openapi/rules/call-desks.json' with { type: 'json' };
import { LOAN_PAGE_EXISTS, loanPageHref } from '../loanPage.ts';
import { holdsAny } from './customerPage.ts';
import type { RoleFlags } from './roles.ts';

/** part 1 §6: 'Recovery agency gets no loan-id links in history'. */
export const seesCaseLoanLinks = (f: RoleFlags): boolean => !holdsAny(f, table.noLoanLinks);

/**
 * Where a case's loan id links to for this user: the loan page, or nowhere (plain text) for the
 * recovery agency and while the loan page does not exist (`LOAN_PAGE_EXISTS`).
 */
export function caseLoanHref(
  f: RoleFlags,
  pageExists: boolean = LOAN_PAGE_EXISTS,
): (loanId: number) => string | null {
  const linked = pageExists && seesCaseLoanLinks(f);
  return (loanId) => (linked ? loanPageHref(loanId) : null);
}
