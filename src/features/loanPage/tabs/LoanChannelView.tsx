import type { Client } from 'openapi-fetch';
import { Link } from 'wouter';
import type { paths as ChatPaths } from '../../../../openapi/generated/chat.ts';
import { ChannelHost } from '../../chat/index.ts';
import { LOAN_PAGE_TEXTS as T } from '../loanPageTexts.ts';
import type { LoanTabProps } from '../loanTabTypes.ts';

export type LoanChannelViewProps = LoanTabProps & {
  /** The plain chat client (the chat screen's): the channel shows its own words for a failure. */
  chat: Client<ChatPaths>;
};

/**
 * #loanChannel (Chats): the loan's channel open in the tab, as the chat screen opens it (its
 * messages, pinned message, actions, composer and outbox), and the way to it in the chat screen.
 * A channel the user may not read shows the server's words; the link stays.
 */
export function LoanChannelView({ loan, me, flags, chat }: LoanChannelViewProps) {
  return (
    <div className="flex flex-col gap-3">
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
      <div className="flex h-[70vh] min-h-96 flex-col rounded-lg border border-slate-200 bg-white p-4">
        <ChannelHost
          channel={loan.loan_channel}
          me={{ username: me.username, name: me.name, isSuperAdmin: flags.is_admin }}
          chat={chat}
        />
      </div>
    </div>
  );
}
