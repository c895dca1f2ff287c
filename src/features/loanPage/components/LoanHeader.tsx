import { Link } from 'wouter';
import { formatRupees } from '../../../domain/format.ts';
import type { LoanRecord } from '../../../domain/loanPage.ts';
import { statusLabel } from '../../../domain/loans.ts';
import { LOAN_PAGE_TEXTS as T } from '../loanPageTexts.ts';

/** The way back (part 1 §2: the breadcrumb links to /) and the page's one h1. */
export function LoanBreadcrumb({ loanId }: { loanId: number | string }) {
  return (
    <nav aria-label={T.breadcrumb} className="text-sm">
      <ol className="flex items-center gap-2 text-slate-600">
        <li>
          <Link href="/" className="text-brand-600 hover:underline">
            {T.home}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page">{T.page(loanId)}</li>
      </ol>
    </nav>
  );
}

/** The loan at a glance: id, status, amount and leader. */
export function LoanHeader({ loan }: { loan: LoanRecord }) {
  return (
    <header className="flex flex-wrap items-baseline gap-x-6 gap-y-1">
      <h1 className="text-xl font-semibold text-slate-900">{T.page(loan.id)}</h1>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="text-slate-600">{T.status}</dt>
          <dd className="rounded bg-slate-100 px-2 text-slate-900">{statusLabel(loan.status)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-600">{T.amount}</dt>
          <dd className="tabular-nums">{formatRupees(loan.loan_amount)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-600">{T.leader}</dt>
          <dd>
            <Link
              href={`/lender/user/${loan.leader.username}`}
              className="text-brand-600 hover:underline"
            >
              {loan.leader.name}
            </Link>{' '}
            <span className="text-slate-500">{loan.leader.username}</span>
          </dd>
        </div>
      </dl>
    </header>
  );
}
