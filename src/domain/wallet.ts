import { businessDay } from './format.ts';
import { walletMessages } from './messages/wallet.ts';

const { statuses, otherStatus } = walletMessages;

export type WalletStatusLabel = (typeof statuses)[number] | typeof otherStatus;

/** A wallet transaction's status as shown (part 1 §4): the five known ones, anything else PENALTY. */
export function walletStatusLabel(status: string): WalletStatusLabel {
  return (statuses as readonly string[]).includes(status)
    ? (status as WalletStatusLabel)
    : otherStatus;
}

/** How a status label reads at a glance: money in, money out, waiting, or stopped. */
export function walletStatusTone(label: WalletStatusLabel): 'in' | 'out' | 'pending' | 'stopped' {
  switch (label) {
    case 'CREDIT':
      return 'in';
    case 'PAID_OUT':
    case 'PENALTY':
      return 'out';
    case 'REQUESTED':
    case 'FLAGGED':
      return 'pending';
    case 'REJECTED':
      return 'stopped';
  }
}

/**
 * The newest day the wallet is read for: the day (India's) of the version on screen, or today.
 * An old version shows the wallet as it stood at the end of that day.
 */
export function walletLastDay(historyDate: string | null, now: number | Date = Date.now()): string {
  return businessDay(historyDate ? new Date(historyDate) : now);
}
