import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/generated/main.ts';
import { formatRupees } from '../../../domain/format.ts';
import { messages } from '../../../domain/messages.ts';
import { walletStatusLabel } from '../../../domain/wallet.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { type PanelQuery, QueryPanel } from '../../../ui/QueryPanel.tsx';
import type { walletQueries } from '../walletCalls.ts';
import { WALLET_TEXTS as T } from '../walletTexts.ts';
import { StatusBadge } from './StatusBadge.tsx';

type Transaction = components['schemas']['WalletTransaction'];
type Answer = { results: Transaction[] };

export type DayTransactionsDialogProps = {
  /** The day shown; null: closed. */
  date: string | null;
  reads: ReturnType<typeof walletQueries>;
  onClose: () => void;
};

/** A day's transactions, read when the dialog opens. */
export function DayTransactionsDialog({ date, reads, onClose }: DayTransactionsDialogProps) {
  return (
    <Dialog open={date !== null} title={date ? T.dayDialog(date) : ''} onClose={onClose}>
      {date ? <DayRead reads={reads} date={date} /> : null}
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {T.close}
        </Button>
      </div>
    </Dialog>
  );
}

function DayRead(props: { reads: ReturnType<typeof walletQueries>; date: string }) {
  const query = useQuery(props.reads.day(props.date));
  return <DayTransactions query={query} />;
}

/** The frame and table of a day's transactions (stories render it with any query state). */
export function DayTransactions({ query }: { query: PanelQuery<Answer> }) {
  return (
    <QueryPanel
      query={query}
      errorText={messages.common.somethingWentWrong}
      retryLabel={T.retry}
      skeleton={<ListSkeleton label={T.loadingDay} lines={3} />}
      isEmpty={(data) => data.results.length === 0}
    >
      {(data) => (
        <div className="max-h-80 overflow-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-slate-600">
              <tr>
                {T.dayColumns.map((name) => (
                  <th key={name} scope="col" className="px-2 py-1 font-medium">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.results.map((txn, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a day's transactions have no id; the server's order is fixed.
                <tr key={i} className="border-t border-slate-100">
                  <td className="px-2 py-1 tabular-nums">{txn.loan_id ?? '-'}</td>
                  <td className="px-2 py-1">{txn.type}</td>
                  <td className="px-2 py-1">
                    <StatusBadge label={walletStatusLabel(txn.status)} />
                  </td>
                  <td className="px-2 py-1 tabular-nums">{formatRupees(txn.amount)}</td>
                  <td className="px-2 py-1">{txn.comment ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </QueryPanel>
  );
}
