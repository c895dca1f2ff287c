import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { formatRupees } from '../../domain/format.ts';
import { messages } from '../../domain/messages.ts';
import { walletLastDay } from '../../domain/wallet.ts';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import { BreakdownDialog } from './components/BreakdownDialog.tsx';
import { DayTransactionsDialog } from './components/DayTransactionsDialog.tsx';
import { RepaymentsTable } from './components/RepaymentsTable.tsx';
import { WalletDaysList } from './components/WalletDaysList.tsx';
import { WalletSummary } from './components/WalletSummary.tsx';
import { createWalletDaysActors, type WalletQueries, walletQueries } from './walletCalls.ts';
import { WALLET_TEXTS as T } from './walletTexts.ts';

/** What a host page gives the panel (the customer page's tab props fit). */
export type WalletPanelProps = {
  queries: WalletQueries;
  username: string;
  /** The version on screen (null: current): the wallet is read as of that version's day. */
  historyDate: string | null;
};

const never = () => false;
const { somethingWentWrong } = messages.common;

/**
 * A customer's wallet (spec part 1 §2 'Wallet panel'): balance, totals, withdrawal limit and
 * weekly approved; the daily list, each day opening its transactions; the withdrawal-limit
 * breakdown; the repayments. Every read is as of the end of the version's day (today for the
 * current version), so an old version shows the wallet as it stood then.
 */
export function WalletPanel({ queries, username, historyDate }: WalletPanelProps) {
  const lastDay = walletLastDay(historyDate);
  const reads = useMemo(
    () => walletQueries(queries, username, lastDay),
    [queries, username, lastDay],
  );
  const actors = useMemo(() => createWalletDaysActors(queries), [queries]);
  const summary = useQuery(reads.summary);
  const weekly = useQuery(reads.weeklyApproved);
  const repayments = useQuery(reads.repayments);
  const [day, setDay] = useState<string | null>(null);
  const [breakdownOpen, setBreakdownOpen] = useState(false);

  return (
    <section aria-label={T.panel} className="flex flex-col gap-4">
      {historyDate ? <p className="text-sm text-amber-900">{T.asOf(lastDay)}</p> : null}
      <section aria-label={T.summary}>
        <QueryPanel
          query={summary}
          errorText={somethingWentWrong}
          retryLabel={T.retry}
          skeleton={<ListSkeleton label={T.loadingSummary} lines={2} />}
          isEmpty={never}
        >
          {(data) => (
            <WalletSummary
              wallet={data.wallet_data}
              onOpenBreakdown={() => setBreakdownOpen(true)}
              weekly={
                <QueryPanel
                  query={weekly}
                  errorText={somethingWentWrong}
                  retryLabel={T.retry}
                  skeleton={<ListSkeleton label={T.loadingWeekly} lines={1} />}
                  isEmpty={never}
                >
                  {(w) => formatRupees(w.amt)}
                </QueryPanel>
              }
            />
          )}
        </QueryPanel>
      </section>
      <div className="grid gap-4 xl:grid-cols-[minmax(16rem,24rem)_1fr]">
        <WalletDaysList
          username={username}
          lastDay={lastDay}
          fetchPages={actors.fetchPages}
          onOpenDay={setDay}
        />
        <section aria-label={T.repayments} className="flex min-w-0 flex-col gap-2">
          <h3 className="text-sm font-semibold text-slate-800">{T.repayments}</h3>
          <QueryPanel
            query={repayments}
            errorText={somethingWentWrong}
            retryLabel={T.retry}
            skeleton={<ListSkeleton label={T.loadingRepayments} lines={4} />}
            isEmpty={(data) => data.results.length === 0}
          >
            {(data) => <RepaymentsTable rows={data.results} />}
          </QueryPanel>
        </section>
      </div>
      <DayTransactionsDialog date={day} reads={reads} onClose={() => setDay(null)} />
      <BreakdownDialog open={breakdownOpen} reads={reads} onClose={() => setBreakdownOpen(false)} />
    </section>
  );
}
