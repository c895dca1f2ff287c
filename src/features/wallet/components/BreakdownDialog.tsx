import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/generated/main.ts';
import { formatRupees } from '../../../domain/format.ts';
import { walletMessages } from '../../../domain/messages/wallet.ts';
import { messages } from '../../../domain/messages.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { type PanelQuery, QueryPanel } from '../../../ui/QueryPanel.tsx';
import type { walletQueries } from '../walletCalls.ts';
import { WALLET_TEXTS as T } from '../walletTexts.ts';

type Breakdown = components['schemas']['WithdrawalLimitBreakdown'];
const ITEMS = walletMessages.limitItems;

export type BreakdownDialogProps = {
  open: boolean;
  reads: ReturnType<typeof walletQueries>;
  onClose: () => void;
};

/** How the withdrawal limit is made up, read when the dialog opens. */
export function BreakdownDialog({ open, reads, onClose }: BreakdownDialogProps) {
  return (
    <Dialog open={open} title={T.breakdownDialog} onClose={onClose}>
      {open ? <BreakdownRead reads={reads} /> : null}
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {T.close}
        </Button>
      </div>
    </Dialog>
  );
}

function BreakdownRead({ reads }: { reads: ReturnType<typeof walletQueries> }) {
  return <BreakdownPanel query={useQuery(reads.breakdown)} />;
}

const isEmpty = (data: Breakdown) =>
  Object.keys(data.loan_txns_dict).length === 0 && data.other_txns_dict.length === 0;

/** The frame and tables of the breakdown (stories render it with any query state). */
export function BreakdownPanel({ query }: { query: PanelQuery<Breakdown> }) {
  return (
    <QueryPanel
      query={query}
      errorText={messages.common.somethingWentWrong}
      retryLabel={T.retry}
      skeleton={<ListSkeleton label={T.loadingBreakdown} lines={4} />}
      isEmpty={isEmpty}
    >
      {(data) => <BreakdownTables data={data} />}
    </QueryPanel>
  );
}

const cell = 'px-2 py-1 tabular-nums';

function BreakdownTables({ data }: { data: Breakdown }) {
  const loans = Object.entries(data.loan_txns_dict);
  return (
    <div className="flex max-h-[60vh] flex-col gap-4 overflow-auto text-sm">
      {loans.length ? (
        <table className="w-full text-left">
          <caption className="mb-1 text-left font-medium">{T.loanTransactions}</caption>
          <thead className="text-xs text-slate-600">
            <tr>
              <th scope="col" className="px-2 py-1 font-medium">
                {T.loanColumn}
              </th>
              {ITEMS.map((item) => (
                <th key={item} scope="col" className="px-2 py-1 font-medium">
                  {item}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loans.map(([loanId, items]) => (
              <tr key={loanId} className="border-t border-slate-100">
                <th scope="row" className={`${cell} font-medium`}>
                  {loanId}
                </th>
                {ITEMS.map((type) => {
                  const item = items.find((i) => i.type === type);
                  return (
                    <td key={type} className={cell}>
                      {item ? formatRupees(item.amount) : '-'}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <table className="w-full text-left">
        <caption className="mb-1 text-left font-medium">{T.otherTransactions}</caption>
        <thead className="text-xs text-slate-600">
          <tr>
            {T.otherColumns.map((name) => (
              <th key={name} scope="col" className="px-2 py-1 font-medium">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.other_txns_dict.length ? (
            data.other_txns_dict.map((txn, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: other transactions have no id; the server's order is fixed.
              <tr key={i} className="border-t border-slate-100">
                <td className="px-2 py-1">{txn.comment}</td>
                <td className="px-2 py-1">{txn.type}</td>
                <td className={cell}>{formatRupees(txn.amount)}</td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={3} className="px-2 py-1 text-slate-600">
                {T.noOtherTransactions}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <dl aria-label={T.totals} className="grid grid-cols-3 gap-2 border-t border-slate-200 pt-2">
        {(['loan_txns_amt', 'other_txns_amt', 'total_amt'] as const).map((key) => (
          <div key={key}>
            <dt className="text-xs text-slate-600">{T.totalLabels[key]}</dt>
            <dd className="font-semibold tabular-nums">{formatRupees(data.total_dict[key])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
