import type { LoanSummary } from '../../../../machines/loanList/index.ts';
import type { LoanRecord } from '../../../domain/loanPage.ts';

/**
 * The loan as the loan-list decision flow knows a loan (its rule table reads the status, its
 * dialog the leader and amount): the page's record in that shape, so the flow is reused as is.
 */
export function loanSummaryOf(loan: LoanRecord): LoanSummary {
  return {
    id: loan.id,
    status: loan.status,
    amount: loan.loan_amount,
    created_at: loan.created_at,
    approved_at: null,
    disbursed_at: null,
    rejected_at: null,
    default_lender: loan.default_lender,
    emi_start_date: loan.emi_start_date,
    disbursal_date: loan.disbursal_date,
    loan_type: loan.loan_category ?? '',
    leader: { username: loan.leader.username, name: loan.leader.name },
    co_borrower_count: loan.co_borrowers.length,
  };
}
