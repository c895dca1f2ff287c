import type { SnapshotFrom } from 'xstate';
import { messages } from '../../src/domain/messages.ts';
import type { customerListMachine } from './customerList.machine.ts';
import type { CustomerQuery, CustomerSummary } from './customerList.types.ts';

export type CustomerListStatus =
  | 'loadingFirst'
  | 'loaded'
  | 'loadingMore'
  | 'exhausted'
  | 'empty'
  | 'error';

/** What the customers list shows. Plain data: the view is a function of it, a story is one call. */
export type CustomerListViewModel = {
  status: CustomerListStatus;
  /** The search in force (null: every customer). */
  query: CustomerQuery | null;
  /** Kept by reference from the machine, so a long list is never copied or compared. */
  rows: readonly CustomerSummary[];
  /** The server's total for the search, once known. */
  total: number | null;
  loadingFirst: boolean;
  /** Pages ahead of the viewport are loading. */
  loadingMore: boolean;
  /** The last loaded row is in view while more load: the one moment a user waits. */
  waiting: boolean;
  emptyText: string | null;
  errorText: string | null;
  canRetry: boolean;
};

const STATUSES: readonly CustomerListStatus[] = [
  'loadingFirst',
  'loaded',
  'loadingMore',
  'exhausted',
  'empty',
  'error',
];

export function connectCustomerList(
  snapshot: SnapshotFrom<typeof customerListMachine>,
): CustomerListViewModel {
  const status = STATUSES.find((value) => snapshot.matches(value)) ?? 'loadingFirst';
  const { context } = snapshot;
  return {
    status,
    query: context.query,
    rows: context.rows,
    total: context.count,
    loadingFirst: status === 'loadingFirst',
    loadingMore: status === 'loadingMore',
    waiting: status === 'loadingMore' && context.lastVisible >= context.rows.length - 1,
    emptyText: status === 'empty' ? messages.common.dataNotAvailable : null,
    errorText: status === 'error' ? messages.customer.customersFetchFailed : null,
    canRetry: snapshot.can({ type: 'list.retry' }),
  };
}
