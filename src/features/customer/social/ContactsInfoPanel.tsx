import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { messages } from '../../../domain/messages.ts';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../../ui/QueryPanel.tsx';
import { customerPageHref } from '../customerRules.ts';
import type { CustomerTabProps } from '../customerTypes.ts';
import { HeaderRow } from '../loanHistory/HistoryTables.tsx';
import { loanHistoryQueries } from '../loanHistory/loanHistoryQueries.ts';
import { LOAN_HISTORY_TEXTS as T } from '../loanHistory/loanHistoryTexts.ts';
import type { PhoneContact } from '../loanHistory/loanHistoryTypes.ts';

const td = 'py-1 pr-3';

function ContactRow({ contact }: { contact: PhoneContact }) {
  return (
    <tr
      data-tone={contact.blacklisted ? 'blacklisted' : undefined}
      className={`border-t border-slate-100 ${contact.blacklisted ? 'bg-amber-100 text-amber-950' : 'text-slate-900'}`}
    >
      <td className={td}>{contact.name}</td>
      <td className={`${td} tabular-nums`}>{contact.number}</td>
      <td className={td}>
        {contact.username ? (
          <Link
            href={customerPageHref(contact.username)}
            className="text-brand-600 hover:underline"
          >
            {contact.username}
          </Link>
        ) : (
          T.notACustomer
        )}
      </td>
      <td className={td}>{contact.blacklisted ? T.blacklisted : null}</td>
    </tr>
  );
}

/** Social tab → Contacts Info: the customer's phone-book contacts as the server lists them. */
export function ContactsInfoPanel({ queries, username, historyDate }: CustomerTabProps) {
  const contacts = useQuery(loanHistoryQueries(queries, username, historyDate).phoneContacts);
  return (
    <section
      aria-label={T.contactsInfo}
      className="rounded-md border border-slate-200 bg-white p-4"
    >
      <QueryPanel
        query={contacts}
        errorText={messages.common.somethingWentWrong}
        retryLabel={T.retry}
        skeleton={<ListSkeleton label={T.loadingContacts} lines={4} />}
        isEmpty={(answer) => answer.results.length === 0}
      >
        {(answer) => (
          <div className="max-h-[430px] overflow-auto">
            <table className="w-full text-left text-sm">
              <caption className="py-1 text-left font-semibold text-slate-800">
                {T.contactsInfo}
              </caption>
              <HeaderRow labels={T.contactsInfoColumns} />
              <tbody>
                {answer.results.map((contact) => (
                  <ContactRow key={contact.number} contact={contact} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryPanel>
    </section>
  );
}
