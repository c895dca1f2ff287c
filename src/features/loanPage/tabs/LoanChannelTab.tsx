import { Link } from 'wouter';
import { LOAN_PAGE_TEXTS as T } from '../loanPageTexts.ts';
import type { LoanTabProps } from '../loanTabTypes.ts';

/** #loanChannel (Chats): the loan's channel, opened in the chat screen. */
export default function LoanChannelTab({ loan }: LoanTabProps) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] items-center gap-x-6 gap-y-2 text-sm">
      <dt className="text-slate-600">{T.channel}</dt>
      <dd className="flex flex-wrap items-center gap-4">
        <code className="rounded bg-slate-100 px-2 py-0.5">{loan.loan_channel}</code>
        <Link
          href={`/lender/admin/chat?channel=${encodeURIComponent(loan.loan_channel)}`}
          className="text-brand-600 hover:underline"
        >
          {T.openInChat}
        </Link>
      </dd>
    </dl>
  );
}
