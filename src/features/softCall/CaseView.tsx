import { useId } from 'react';
import { Link } from 'wouter';
import { type SoftCall, SOFT_CALL_TEXTS as T } from '../../../machines/softCall/index.ts';
import { EMPTY, formatDate, formatDateTime, formatRupees } from '../../domain/format.ts';
import { humanize, statusLabel, TRACEABILITY_LABELS } from '../../domain/loans.ts';
import { Button } from '../../ui/Button.tsx';

export type CaseViewProps = {
  call: SoftCall;
  onUserInfo: () => void;
  /** Null when the customer has no chat channel; absent while the app has no chat screen. */
  onChat?: (() => void) | null;
  /** Where a loan id links to (null: plain text); absent: every loan id is plain text. */
  loanHref?: ((loanId: number) => string | null) | undefined;
};

/**
 * One case of the queue (spec part 1 §2, §3 'Soft-call record'): the customer, their loans, and
 * what is due and what is known from earlier calls, with the User Info and Chat buttons.
 */
export function CaseView({ call, onUserInfo, onChat, loanHref }: CaseViewProps) {
  const titleId = useId();
  const facts: Array<[string, string]> = [
    [T.fields.mobile, call.profile.mobile],
    [T.fields.city, call.profile.city ?? EMPTY],
    [T.fields.dpd, String(call.dpd)],
    [T.fields.overdue, formatRupees(call.overdue_amount)],
    [T.fields.emi, formatRupees(call.emi_amount)],
    [T.fields.nearestDueDate, formatDate(call.nearest_due_date)],
    [T.fields.lastCall, call.last_call ? formatDateTime(call.last_call) : T.notCalledYet],
    [T.fields.traceability, TRACEABILITY_LABELS[call.traceability]],
    [T.fields.cooperation, call.cooperation_level ? humanize(call.cooperation_level) : EMPTY],
    [T.fields.payment, call.payment ? humanize(call.payment) : EMPTY],
    [T.fields.earlyPay, formatRupees(call.early_pay_amount)],
    [T.fields.totalAdvance, formatRupees(call.total_advance_amount)],
  ];
  return (
    <article
      aria-labelledby={titleId}
      data-case-id={call.id}
      className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow"
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {call.profile.name}
          </h2>
          <p className="text-sm text-slate-500">
            {T.caseTitle(call.id)} · {call.username}
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onUserInfo}>
            {T.userInfo}
          </Button>
          {onChat === undefined ? null : (
            <Button variant="secondary" disabled={onChat === null} onClick={() => onChat?.()}>
              {T.chat}
            </Button>
          )}
        </div>
      </header>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-4">
        {facts.map(([term, value]) => (
          <div key={term} className="flex flex-col">
            <dt className="text-slate-500">{term}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <table className="w-full text-left text-sm">
        <caption className="mb-1 text-left font-medium text-slate-700">{T.loans}</caption>
        <thead className="text-slate-500">
          <tr>
            {T.loanColumns.map((column) => (
              <th key={column} scope="col" className="py-1 pr-4 font-normal">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {call.loans.map((loan) => (
            <tr key={loan.loan_id} className="border-t border-slate-100">
              <td className="py-1 pr-4">
                <LoanId loanId={loan.loan_id} href={loanHref?.(loan.loan_id) ?? null} />
              </td>
              <td className="py-1 pr-4">{statusLabel(loan.status)}</td>
              <td className="py-1 pr-4">{statusLabel(loan.loanshare_status)}</td>
              <td className="py-1 pr-4">{formatRupees(loan.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

/** A loan id: a link (it opens in a new tab too) when the user may follow it, else text. */
function LoanId({ loanId, href }: { loanId: number; href: string | null }) {
  if (href === null) return <>{loanId}</>;
  return (
    <Link href={href} className="text-brand-600 hover:underline">
      {loanId}
    </Link>
  );
}
