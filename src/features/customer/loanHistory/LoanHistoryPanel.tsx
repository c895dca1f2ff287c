import { useQuery } from '@tanstack/react-query';
import {
  seesContactLoanHistory,
  seesLoanHistory,
  seesLoanLinks,
} from '../../../domain/access/customerPage.ts';
import { messages } from '../../../domain/messages.ts';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../../ui/QueryPanel.tsx';
import type { CustomerTabProps } from '../customerTypes.ts';
import { CoborrowerContactsTable } from './CoborrowerContactsTable.tsx';
import { ContactsHistoryTable } from './ContactsHistoryTable.tsx';
import { BorrowerStatusTable, LoanHistoryTable } from './HistoryTables.tsx';
import { loanHistoryQueries } from './loanHistoryQueries.ts';
import { LOAN_HISTORY_TEXTS as T } from './loanHistoryTexts.ts';
import { RelationshipsTable } from './RelationshipsTable.tsx';

type Section = CustomerTabProps & { links: boolean };

/**
 * The loan history panel (Loans tab → Self Loans, below the loans table): loan history and
 * borrowers' status, co-borrowers' contacts, customer relationships, contacts' loan history. Each part reads its
 * own query, keyed by the picked version. A part withheld from the user's role (openapi/rules/
 * customer-page.json) is not rendered, so its query is never created and no request is made.
 */
export function LoanHistoryPanel(props: CustomerTabProps) {
  const links = seesLoanLinks(props.flags);
  return (
    <section
      aria-label={T.panel}
      className="space-y-4 rounded-md border border-slate-200 bg-white p-4"
    >
      {seesLoanHistory(props.flags) ? <HistorySection {...props} links={links} /> : null}
      <CoborrowerContactsSection {...props} links={links} />
      {seesContactLoanHistory(props.flags) ? (
        <>
          <RelationshipsSection {...props} links={links} />
          <ContactsHistorySection {...props} links={links} />
        </>
      ) : null}
    </section>
  );
}

function HistorySection({ queries, username, historyDate, links }: Section) {
  const history = useQuery(loanHistoryQueries(queries, username, historyDate).history);
  return (
    <QueryPanel
      query={history}
      errorText={messages.customer.loanHistoryFetchFailed}
      retryLabel={T.retry}
      skeleton={<ListSkeleton label={T.loading} lines={4} />}
      isEmpty={(answer) => answer.results.every((r) => r.loanwise_details.length === 0)}
    >
      {(answer) => (
        <div className="space-y-4">
          {answer.results.map((record) => (
            <LoanHistoryTable key={record.user} record={record} seesLoanLinks={links} />
          ))}
          <BorrowerStatusTable records={answer.results} />
        </div>
      )}
    </QueryPanel>
  );
}

function CoborrowerContactsSection({ queries, username, historyDate, links }: Section) {
  const contacts = useQuery(loanHistoryQueries(queries, username, historyDate).coborrowerContacts);
  return (
    <QueryPanel
      query={contacts}
      errorText={messages.customer.coborrowerContactNameFetchFailed}
      retryLabel={T.retry}
      skeleton={<ListSkeleton label={T.loadingContacts} lines={3} />}
      isEmpty={(answer) => answer.results.length === 0}
    >
      {(answer) => <CoborrowerContactsTable rows={answer.results} seesLoanLinks={links} />}
    </QueryPanel>
  );
}

function ContactsHistorySection({ queries, username, historyDate }: Section) {
  const history = useQuery(loanHistoryQueries(queries, username, historyDate).contactsHistory);
  return (
    <QueryPanel
      query={history}
      errorText={messages.customer.coborrowerContactsHistoryFetchFailed}
      retryLabel={T.retry}
      skeleton={<ListSkeleton label={T.loadingContacts} lines={3} />}
      isEmpty={(answer) => answer.results.length === 0}
    >
      {(answer) => <ContactsHistoryTable rows={answer.results} />}
    </QueryPanel>
  );
}

function RelationshipsSection({ queries, username, historyDate }: Section) {
  const related = useQuery(loanHistoryQueries(queries, username, historyDate).relationships);
  return (
    <QueryPanel
      query={related}
      // The spec names no failure text for this read.
      errorText={messages.common.somethingWentWrong}
      retryLabel={T.retry}
      skeleton={<ListSkeleton label={T.loadingRelationships} lines={3} />}
      isEmpty={(answer) => answer.results.length === 0}
    >
      {(answer) => <RelationshipsTable rows={answer.results} />}
    </QueryPanel>
  );
}
