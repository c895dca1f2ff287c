import { deepFreeze } from './deepFreeze.ts';

// Part of the message catalogue (see ../messages.ts): these texts load with the screens that say them.
/** Wallet (part 1 §3 'Wallet', §4 'Wallet transaction status'). */
export const walletMessages = deepFreeze({
  /** The statuses shown as they are; any other status is shown as PENALTY. */
  statuses: ['CREDIT', 'PAID_OUT', 'REQUESTED', 'FLAGGED', 'REJECTED'],
  otherStatus: 'PENALTY',
  /** A loan's withdrawal-limit items, in the breakdown's order. */
  limitItems: ['Main', 'Weekly', 'TAT', 'NS', 'Total'],
} as const);
