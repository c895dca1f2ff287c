import type { SnapshotFrom } from 'xstate';
import { messages } from '../../src/domain/messages.ts';
import type { loanListMachine } from './loanList.machine.ts';
import type { LoanSummary } from './loanList.types.ts';

export type LoanListStatus =
  | 'loadingFirst'
  | 'loaded'
  | 'loadingMore'
  | 'exhausted'
  | 'empty'
  | 'error';

/** What a loan list shows. Plain data: the view is a function of it, a story is one call. */
export type LoanListViewModel = {
  status: LoanListStatus;
  /** Kept by reference from the machine, so a long list is never copied or compared. */
  rows: readonly LoanSummary[];
  /** The server's total for the filters, once known. */
  total: number | null;
  /** Nothing to show yet: the skeleton. */
  loadingFirst: boolean;
  /** Pages ahead of the viewport are loading. */
  loadingMore: boolean;
  /** The last loaded row is in view while more load: the one moment a user waits. */
  waiting: boolean;
  emptyText: string | null;
  errorText: string | null;
  canRetry: boolean;
};

const STATUSES: readonly LoanListStatus[] = [
  'loadingFirst',
  'loaded',
  'loadingMore',
  'exhausted',
  'empty',
  'error',
];

export function connectLoanList(snapshot: SnapshotFrom<typeof loanListMachine>): LoanListViewModel {
  const status = STATUSES.find((value) => snapshot.matches(value)) ?? 'loadingFirst';
  const { context } = snapshot;
  return {
    status,
    rows: context.rows,
    total: context.count,
    loadingFirst: status === 'loadingFirst',
    loadingMore: status === 'loadingMore',
    waiting: status === 'loadingMore' && context.lastVisible >= context.rows.length - 1,
    emptyText: status === 'empty' ? messages.common.dataNotAvailable : null,
    errorText: status === 'error' ? messages.customer.loansFetchFailed : null,
    canRetry: snapshot.can({ type: 'list.retry' }),
  };
}
