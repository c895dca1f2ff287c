import { useState } from 'react';
import { ScrollPane } from '../../../ui/table/ScrollPane.tsx';
import { BlacklistHistoryDialog } from './BlacklistHistoryDialog.tsx';
import { HeaderRow, HISTORY_HEIGHT } from './HistoryTables.tsx';
import {
  aggregateContacts,
  type ContactAggregate,
  type ContactTone,
  contactTone,
  repeatUserScoreLines,
  sortContacts,
} from './loanHistory.rules.ts';
import { LOAN_HISTORY_TEXTS as T } from './loanHistoryTexts.ts';
import type { ContactLoanHistoryRow } from './loanHistoryTypes.ts';

const TONES: Record<ContactTone, string> = {
  blacklisted: 'bg-amber-100 text-amber-950',
  successful: 'bg-green-100 text-green-900',
  plain: 'text-slate-900',
};
const td = 'py-1 pr-3 align-top';

function ContactRow(props: { contact: ContactAggregate; onOpen: () => void }) {
  const { contact } = props;
  const tone = contactTone(contact);
  const shown = contact.blacklisted ? T.blacklistLevel(contact.blacklist_level) : T.notBlacklisted;
  return (
    <tr data-tone={tone} className={`border-t border-slate-100 ${TONES[tone]}`}>
      <td className={td}>{contact.name}</td>
      <td className={`${td} tabular-nums`}>{T.counts(contact)}</td>
      <td className={td}>
        <button
          type="button"
          aria-label={T.blacklistHistoryOf(shown, contact.name)}
          onClick={props.onOpen}
          className="text-brand-600 underline"
        >
          {shown}
        </button>
      </td>
      <td className={td}>
        <ul className="text-xs">
          {repeatUserScoreLines(contact.repeat_user_score).map((line) => (
            <li key={line.label}>
              {line.label}: <span className="tabular-nums">{line.value}</span>
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}

/**
 * 'Coborrowers Contact Loan History': one row per contact, blacklisted first by level, then by
 * number of loans; the Black List cell opens the contact's Blacklist History.
 */
export function ContactsHistoryTable({ rows }: { rows: readonly ContactLoanHistoryRow[] }) {
  const [open, setOpen] = useState<ContactAggregate | null>(null);
  const contacts = sortContacts(aggregateContacts(rows));
  return (
    <ScrollPane label={T.coborrowersContactLoanHistory} height={HISTORY_HEIGHT}>
      <table className="w-full text-left text-sm">
        <caption className="py-1 text-left font-semibold text-slate-800">
          {T.coborrowersContactLoanHistory}
        </caption>
        <HeaderRow labels={T.contactColumns} />
        <tbody>
          {contacts.map((contact) => (
            <ContactRow key={contact.username} contact={contact} onOpen={() => setOpen(contact)} />
          ))}
        </tbody>
      </table>
      <BlacklistHistoryDialog contact={open} onClose={() => setOpen(null)} />
    </ScrollPane>
  );
}
