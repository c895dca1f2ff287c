import { Link } from 'wouter';
import type { AlternateContactsModel } from '../../../../machines/alternateContacts/index.ts';
import { isBlacklisted } from '../../../domain/blacklist.ts';
import { EMPTY, formatDate, formatRupees } from '../../../domain/format.ts';
import { statusLabel } from '../../../domain/loans.ts';
import { DangerBadge } from '../../../ui/DangerBadge.tsx';
import { CUSTOMER_PAGE_TEXTS as T } from '../customerPageTexts.ts';
import { customerPageHref } from '../customerRules.ts';
import type { AlternateContact } from '../customerTypes.ts';
import { ContactCell } from './ContactCell.tsx';

/** The contact's latest loan share: its loan id and status label, '-' when none. */
function latestLoan(loan: AlternateContact['latest_loan']): string {
  const [entry] = Object.entries(loan ?? {});
  return entry ? `${entry[0]} ${statusLabel(entry[1])}` : EMPTY;
}

/** Blacklisted (highlighted as the customers list does), blank when clear, '-' for a non-customer. */
function BlacklistLevel({ flags }: { flags: AlternateContact['blacklist_level'] }) {
  if (!flags) return EMPTY;
  return isBlacklisted(flags) ? <DangerBadge>{T.blacklisted}</DangerBadge> : null;
}

const td = 'py-1 pr-3 text-slate-900';

/** How the table edits: the machine's view, and the relations the server offers. */
export type ContactEditing = { view: AlternateContactsModel; relations: readonly string[] };

function Row({ contact, editing }: { contact: AlternateContact; editing?: ContactEditing }) {
  const cell = { contact, view: editing?.view, relations: editing?.relations ?? [] };
  return (
    <tr className="border-t border-slate-100">
      <td className={`${td} tabular-nums`}>
        <ContactCell {...cell} field="contact">
          {contact.contact}
        </ContactCell>
      </td>
      <td className={td}>
        <ContactCell {...cell} field="name">
          {contact.username ? (
            <Link
              href={customerPageHref(contact.username)}
              className="text-brand-600 hover:underline"
            >
              {contact.name}
            </Link>
          ) : (
            contact.name
          )}
        </ContactCell>
      </td>
      <td className={td}>
        <ContactCell {...cell} field="relation">
          {contact.relation}
        </ContactCell>
      </td>
      <td className={td}>{latestLoan(contact.latest_loan)}</td>
      <td className={`${td} tabular-nums`}>{contact.dpd ?? EMPTY}</td>
      <td className={`${td} tabular-nums`}>{formatRupees(contact.overdue)}</td>
      <td className={td}>
        <BlacklistLevel flags={contact.blacklist_level} />
      </td>
      <td className={td}>{contact.added_by}</td>
      <td className={`${td} tabular-nums`}>{formatDate(contact.added_on)}</td>
      <td className={td}>
        <ContactCell {...cell} field="reference_check">
          {contact.reference_check ?? EMPTY}
        </ContactCell>
      </td>
    </tr>
  );
}

/**
 * The table of 'Alternate and Reachable Contacts' (spec part 1 §2); with `editing`, the contact,
 * name, relation and reference check cells offer an edit in place to those allowed.
 */
export function AlternateContactsTable({
  contacts,
  editing,
}: {
  contacts: readonly AlternateContact[];
  editing?: ContactEditing;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{T.contacts}</caption>
        <thead>
          <tr>
            {T.contactColumns.map((label) => (
              <th key={label} scope="col" className="py-1 pr-3 font-medium text-slate-500">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {contacts.map((contact) => (
            <Row key={contact.id} contact={contact} editing={editing} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
