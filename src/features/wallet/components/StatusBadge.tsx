import { type WalletStatusLabel, walletStatusTone } from '../../../domain/wallet.ts';

const TONES = {
  in: 'bg-green-50 text-green-800 ring-green-200',
  out: 'bg-red-50 text-red-800 ring-red-200',
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  stopped: 'bg-slate-100 text-slate-700 ring-slate-300',
} as const;

/** A wallet transaction's status label, coloured by what it means for the balance. */
export function StatusBadge({ label }: { label: WalletStatusLabel }) {
  return (
    <span
      className={`inline-block rounded px-1.5 py-0.5 text-xs font-medium ring-1 ${TONES[walletStatusTone(label)]}`}
    >
      {label}
    </span>
  );
}
