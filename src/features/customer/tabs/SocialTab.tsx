import { useQuery } from '@tanstack/react-query';
import { messages } from '../../../domain/messages.ts';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../../ui/QueryPanel.tsx';
import { AlternateContactsTable } from '../components/AlternateContactsTable.tsx';
import { CUSTOMER_PAGE_TEXTS as T } from '../customerPageTexts.ts';
import { customerPageQueries } from '../customerQueries.ts';
import type { CustomerTabProps } from '../customerTypes.ts';

/** The Social tab: the contacts a customer gave or was reached on. */
export function SocialTab({ queries, username }: CustomerTabProps) {
  const contacts = useQuery(customerPageQueries(queries, username).alternateContacts);
  return (
    <section aria-label={T.contacts} className="rounded-md border border-slate-200 bg-white p-4">
      <h2 className="mb-2 font-semibold text-slate-800">{T.contacts}</h2>
      <QueryPanel
        query={contacts}
        errorText={messages.common.somethingWentWrong}
        retryLabel={T.retry}
        skeleton={<ListSkeleton label={T.loadingContacts} lines={4} />}
        isEmpty={(answer) => answer.results.length === 0}
      >
        {(answer) => <AlternateContactsTable contacts={answer.results} />}
      </QueryPanel>
    </section>
  );
}
