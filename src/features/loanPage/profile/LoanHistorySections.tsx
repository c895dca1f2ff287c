import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatRupees } from '../../../domain/format.ts';
import type { LoanRecord } from '../../../domain/loanPage.ts';
import { isShownInLoanHistory, statusLabel } from '../../../domain/loans.ts';
import { messages } from '../../../domain/messages.ts';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../../ui/QueryPanel.tsx';
import {
  type CoborrowerHistory,
  commentLists,
  LoanHistoryTable,
  type MainQueries,
} from '../../customer/index.ts';
import { CommentList } from '../comments/CommentLists.tsx';
import { CoborrowerGrid, GridColumnFrame } from './CoborrowerGrid.tsx';
import { LOAN_HISTORY_SORTS, type LoanHistorySort, sortLoanHistory } from './loanHistorySort.ts';
import { loanProfilesQuery, profileEntries } from './loanProfilesQuery.ts';
import { PAYMENT_BEHAVIOUR_ROWS, paymentBehaviour } from './paymentBehaviour.ts';
import { PROFILE_TAB_TEXTS as T } from './profileTabTexts.ts';
import { sectionId } from './sectionIds.ts';

type History = { results: CoborrowerHistory[] };

/**
 * 'Loan History' (user-wise: pick the co-borrower and one of their loans, its status line, the
 * sortable history table and that loan's comments) and 'Payment Behaviour' (a column per
 * co-borrower), from one listLoanHistory read of every co-borrower. Not for B2B (part 1 §6).
 */
export function LoanHistorySections({ queries, loan }: { queries: MainQueries; loan: LoanRecord }) {
  const usernames = loan.co_borrowers.map((c) => c.user);
  const history = useQuery(
    queries.queryOptions('get', '/loan-history', { params: { query: { username: usernames } } }),
  );
  return (
    <QueryPanel
      query={history}
      errorText={messages.customer.loanHistoryFetchFailed}
      retryLabel={T.retry}
      skeleton={<ListSkeleton label={T.loadingHistory} lines={4} />}
    >
      {(answer) => (
        <>
          <UserWiseHistory queries={queries} loan={loan} answer={answer} />
          <CoborrowerGrid
            id={sectionId('paymentBehaviour')}
            title={T.sections.paymentBehaviour}
            labels={PAYMENT_BEHAVIOUR_ROWS}
            columnCount={answer.results.length}
          >
            {answer.results.map((record) => {
              const c = loan.co_borrowers.find((b) => b.user === record.user);
              return (
                <GridColumnFrame
                  key={record.user}
                  section={T.sections.paymentBehaviour}
                  column={{
                    username: record.user,
                    name: record.name,
                    isLeader: Boolean(c?.is_leader),
                  }}
                  labels={PAYMENT_BEHAVIOUR_ROWS}
                  cells={paymentBehaviour(record)}
                />
              );
            })}
          </CoborrowerGrid>
        </>
      )}
    </QueryPanel>
  );
}

function UserWiseHistory(props: { queries: MainQueries; loan: LoanRecord; answer: History }) {
  const { answer } = props;
  const [user, setUser] = useState(answer.results[0]?.user ?? '');
  const [loanId, setLoanId] = useState('');
  const [sort, setSort] = useState<LoanHistorySort>('newest');
  const headingId = useId();
  const record = answer.results.find((r) => r.user === user) ?? answer.results[0];
  // The comments come with the profiles (the same cached read as the sections above).
  const profiles = useQuery(loanProfilesQuery(props.queries, props.loan));
  if (!record) return null;
  const shares = record.loanwise_details.filter((d) => isShownInLoanHistory(d.user_status));
  const picked = shares.find((d) => String(d.id) === loanId) ?? null;
  const entry = profiles.data
    ? profileEntries(props.loan, profiles.data).find((e) => e.column.username === record.user)
    : undefined;
  const select = 'rounded-md border border-slate-300 bg-white px-2 py-2 text-sm';
  return (
    <section
      id={sectionId('loanHistory')}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="flex scroll-mt-16 flex-col gap-3 rounded-md border border-slate-200 bg-white p-3"
    >
      <h2 id={headingId} className="font-semibold text-slate-800">
        {T.sections.loanHistory}
      </h2>
      <div className="flex flex-wrap gap-4">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {T.coBorrower}
          <select
            className={select}
            value={record.user}
            onChange={(e) => {
              setUser(e.target.value);
              setLoanId('');
            }}
          >
            {answer.results.map((r) => (
              <option key={r.user} value={r.user}>
                {r.name} ({r.user})
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {T.historyLoan}
          <select
            className={select}
            value={picked ? String(picked.id) : ''}
            onChange={(e) => setLoanId(e.target.value)}
          >
            <option value="">{T.allLoans}</option>
            {shares.map((d) => (
              <option key={d.id} value={String(d.id)}>
                {d.id}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {T.sortBy}
          <select
            className={select}
            value={sort}
            onChange={(e) => setSort(e.target.value as LoanHistorySort)}
          >
            {LOAN_HISTORY_SORTS.map((s) => (
              <option key={s.key} value={s.key}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {picked
          ? T.statusLine(
              picked.id,
              statusLabel(picked.user_status),
              picked.dpd,
              formatRupees(picked.total_paid),
              formatRupees(picked.individual_pending),
            )
          : T.loansLine(record.name, shares.length)}
      </p>
      <LoanHistoryTable
        record={{
          ...record,
          loanwise_details: sortLoanHistory(picked ? [picked] : shares, sort),
        }}
        seesLoanLinks
      />
      {picked && entry ? (
        <CoborrowerGrid
          id={sectionId('loanComments')}
          title={T.commentsOnLoan(picked.id)}
          labels={commentLists(entry.profile).map((l) => l.title)}
          columnCount={1}
        >
          <GridColumnFrame
            section={T.commentsOnLoan(picked.id)}
            column={entry.column}
            labels={commentLists(entry.profile).map((l) => l.title)}
            cells={commentLists(entry.profile).map((l) => (
              <CommentList
                key={l.title}
                comments={l.comments.filter((c) => c.loan_id === picked.id)}
              />
            ))}
          />
        </CoborrowerGrid>
      ) : null}
    </section>
  );
}
