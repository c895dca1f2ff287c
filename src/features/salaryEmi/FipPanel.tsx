import { useState } from 'react';
import {
  type FipMoveModel,
  type FipRecord,
  type FipSort,
  type FipSortKey,
  type FipTransaction,
  nextSort,
  sortTransactions,
} from '../../../machines/salaryEmi/index.ts';
import { EMPTY, formatDate, formatDateTime, formatRupees } from '../../domain/format.ts';
import { messages } from '../../domain/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { type PanelQuery, QueryPanel } from '../../ui/QueryPanel.tsx';
import { ScrollPane } from '../../ui/table/ScrollPane.tsx';
import { SALARY_EMI_TEXTS as X } from './salaryEmiTexts.ts';

type FipAnswer = { results: FipRecord[] };

/** FIP Details: each linked account's facts and its transactions, in an area 500 px high. */
export function FipPanel(props: { fip: PanelQuery<FipAnswer>; view: FipMoveModel }) {
  const { view } = props;
  return (
    <section aria-label={X.fip} className="rounded-md border border-slate-200 bg-white p-4">
      <h3 className="mb-2 font-semibold text-slate-800">{X.fip}</h3>
      {view.status ? (
        <p role="status" className="mb-2 text-sm text-green-700">
          {view.status}
        </p>
      ) : null}
      <ErrorBox>{view.error}</ErrorBox>
      <QueryPanel
        query={props.fip}
        errorText={messages.common.somethingWentWrong}
        retryLabel={X.retry}
        skeleton={<ListSkeleton label={X.loadingFip} lines={4} />}
        isEmpty={(answer) => answer.results.length === 0}
      >
        {(answer) => (
          <ScrollPane label={X.fipPane} height="max-h-[500px]" className="flex flex-col gap-4">
            {answer.results.map((record, i) => (
              <FipRecordView
                key={`${record.fip_id}-${record.acc_number}`}
                n={i + 1}
                record={record}
                view={view}
              />
            ))}
          </ScrollPane>
        )}
      </QueryPanel>
    </section>
  );
}

function FipRecordView({ n, record, view }: { n: number; record: FipRecord; view: FipMoveModel }) {
  const F = X.fipFields;
  const facts: [string, string][] = [
    [F.matched, record.matched ? X.yes : X.no],
    [F.mismatchedReason, record.mismatched_reason ?? EMPTY],
    [F.account, record.acc_number],
    [F.ifsc, record.ifsc_code],
    [F.period, `${formatDate(record.from_date)} – ${formatDate(record.to_date)}`],
    [F.address, record.address],
    [F.dob, formatDate(record.date_of_birth)],
    [F.phone, record.phone_number],
    [F.fipId, record.fip_id],
  ];
  return (
    <article
      aria-label={X.fipRecord(n, record.fip_id)}
      className="rounded-md border border-slate-100 p-3"
    >
      <h4 className="mb-2 text-sm font-semibold text-slate-700">{X.fipRecord(n, record.fip_id)}</h4>
      <dl className="mb-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-500">{term}</dt>
            <dd
              className={term === F.matched && !record.matched ? 'text-red-700' : 'text-slate-800'}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <TransactionsTable record={record} view={view} />
    </article>
  );
}

const SORTABLE: Record<FipSortKey, string> = {
  amount: X.txnColumns.amount,
  timestamp: X.txnColumns.timestamp,
  action: X.txnColumns.action,
};

/** The transactions, sortable by Amount, Timestamp and Action (part 1 §2). */
function TransactionsTable({ record, view }: { record: FipRecord; view: FipMoveModel }) {
  const [sort, setSort] = useState<FipSort | null>(null);
  const rows = sortTransactions(record.transactions_list, sort);
  if (!rows.length) return <p className="text-sm text-slate-500">{X.noTransactions}</p>;
  const C = X.txnColumns;
  const sortable = (key: FipSortKey) => {
    const direction = sort?.key === key ? sort.direction : null;
    return (
      <th
        scope="col"
        aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
        className="whitespace-nowrap px-2 py-1 font-medium text-slate-600"
      >
        <button
          type="button"
          className="underline-offset-2 hover:underline"
          onClick={() => setSort(nextSort(sort, key))}
        >
          {SORTABLE[key]}
          <span aria-hidden="true">
            {direction === 'asc' ? ' ▲' : direction === 'desc' ? ' ▼' : ''}
          </span>
        </button>
      </th>
    );
  };
  const plain = (label: string) => (
    <th scope="col" className="whitespace-nowrap px-2 py-1 font-medium text-slate-600">
      {label}
    </th>
  );
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{X.transactions(record.fip_id)}</caption>
      <thead className="bg-slate-50">
        <tr>
          {plain(C.type)}
          {sortable('amount')}
          {plain(C.narration)}
          {sortable('timestamp')}
          {plain(C.txnId)}
          {sortable('action')}
        </tr>
      </thead>
      <tbody>
        {rows.map((transaction) => (
          <TransactionRow key={transaction.txnId} transaction={transaction} view={view} />
        ))}
      </tbody>
    </table>
  );
}

function TransactionRow({
  transaction,
  view,
}: {
  transaction: FipTransaction;
  view: FipMoveModel;
}) {
  const control = view.moveControl(transaction);
  return (
    <tr className="border-t border-slate-100">
      <td className="px-2 py-1">{transaction.type}</td>
      <td className="whitespace-nowrap px-2 py-1 text-right tabular-nums">
        {formatRupees(transaction.amount)}
      </td>
      <td className="px-2 py-1">{transaction.narration}</td>
      <td className="whitespace-nowrap px-2 py-1">
        {formatDateTime(transaction.transactionTimestamp)}
      </td>
      <td className="px-2 py-1">{transaction.txnId}</td>
      <td className="whitespace-nowrap px-2 py-1">
        {control ? (
          <Button
            variant="secondary"
            aria-label={control.label}
            busy={control.busy}
            disabled={control.disabled}
            onClick={() => view.onMove(transaction)}
          >
            {control.text}
          </Button>
        ) : (
          EMPTY
        )}
      </td>
    </tr>
  );
}
