import { Link } from 'wouter';
import { canOpenRoute } from '../../../domain/access/index.ts';
import { formatRupees } from '../../../domain/format.ts';
import { statusLabel } from '../../../domain/loans.ts';
import { LOAN_PAGE_TEXTS as T } from '../loanPageTexts.ts';
import type { LoanTabProps } from '../loanTabTypes.ts';

/** #leader: the group leader's summary, their customer page and, for its roles, GLs-Profile. */
export default function LeaderTab({ loan, flags }: LoanTabProps) {
  const { leader } = loan;
  const share = loan.co_borrowers.find((person) => person.user === leader.username);
  const link = 'text-sm text-brand-600 hover:underline';
  return (
    <section aria-label={T.tabs.leader} className="flex flex-col gap-3">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="text-slate-600">{T.leaderName}</dt>
        <dd>{leader.name}</dd>
        <dt className="text-slate-600">{T.leaderNumber}</dt>
        <dd>{leader.username}</dd>
        {share ? (
          <>
            <dt className="text-slate-600">{T.status}</dt>
            <dd>{statusLabel(share.loanshare_status)}</dd>
            <dt className="text-slate-600">{T.amount}</dt>
            <dd>{formatRupees(share.loanshare_amount)}</dd>
          </>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-4">
        <Link href={`/lender/user/${leader.username}`} className={link}>
          {T.openCustomer}
        </Link>
        {canOpenRoute(flags, 'fso') ? (
          <Link
            href={`/lender/admin/fso?gl=${encodeURIComponent(leader.username)}`}
            className={link}
          >
            {T.fsoLink}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
