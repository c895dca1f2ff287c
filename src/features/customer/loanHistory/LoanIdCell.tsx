import { Link } from 'wouter';
import { LOAN_PAGE_HREF, loanIdDisplay } from './loanHistory.rules.ts';

/** A loan id: a link to the loan page where the user may follow one, else plain text. */
export function LoanIdCell({ loanId, seesLoanLinks }: { loanId: number; seesLoanLinks: boolean }) {
  const shown = loanIdDisplay(loanId, seesLoanLinks, LOAN_PAGE_HREF);
  return shown.kind === 'link' ? (
    <Link href={shown.href} className="text-brand-600 hover:underline">
      {loanId}
    </Link>
  ) : (
    <span>{loanId}</span>
  );
}
