import type { WalletData } from '../../../../machines/walletDays/index.ts';
import { formatRupees } from '../../../domain/format.ts';
import { Button } from '../../../ui/Button.tsx';
import { WALLET_TEXTS as T } from '../walletTexts.ts';

export type WalletSummaryProps = {
  wallet: WalletData;
  /** The weekly approved amount, rendered in its own frame (it is its own read). */
  weekly: React.ReactNode;
  onOpenBreakdown: () => void;
};

/** Balance, totals and the withdrawal limit (with its breakdown), then the week's approved amount. */
export function WalletSummary({ wallet, weekly, onOpenBreakdown }: WalletSummaryProps) {
  const figures: [string, number][] = [
    [T.balance, wallet.current_balance],
    [T.totalEarned, wallet.total_earned],
    [T.totalDebit, wallet.total_debit],
    [T.totalCredit, wallet.total_credit],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {figures.map(([label, value]) => (
        <Figure key={label} label={label}>
          {formatRupees(value)}
        </Figure>
      ))}
      <Figure label={T.withdrawalLimit}>
        <span>{formatRupees(wallet.score)}</span>
        <Button variant="link" onClick={onOpenBreakdown}>
          {T.breakdownButton}
        </Button>
      </Figure>
      <Figure label={T.weeklyApproved}>{weekly}</Figure>
    </dl>
  );
}

function Figure(props: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-md border border-slate-200 bg-white p-3">
      <dt className="text-xs font-medium text-slate-600">{props.label}</dt>
      <dd className="flex flex-col items-start gap-1 text-lg font-semibold tabular-nums text-slate-900">
        {props.children}
      </dd>
    </div>
  );
}
