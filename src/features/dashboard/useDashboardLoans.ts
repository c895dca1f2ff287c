import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import {
  type DashboardFiltersModel,
  type DashboardLoanPage,
  type LoadedLoans,
  type LoansDashboard,
  loadedLoans,
} from '../../../machines/loansDashboard/index.ts';
import { formatRupees } from '../../domain/format.ts';
import type { PanelQuery } from '../../ui/QueryPanel.tsx';
import type { DashboardCalls } from './dashboardCalls.ts';

const COUNT = new Intl.NumberFormat('en-IN');

/** The answer for the filters in force with every row loaded since: what the panel renders. */
export type DashboardAnswer = { answer: LoansDashboard; loaded: LoadedLoans };

/** What the dashboard shows of its data, read from the query. */
export type DashboardLoansModel = {
  /** False while the filters cannot be asked for: no panel, no skeleton. */
  asked: boolean;
  /** The panel's query; its Retry asks again for what failed (the answer, or the next page). */
  query: PanelQuery<DashboardAnswer>;
  /** What has loaded for these filters, for the download; null before an answer. */
  loaded: LoadedLoans | null;
  /** The loan type filter's options, kept from the latest answer while another loads. */
  loanTypes: readonly string[];
  /** Card values, en-IN; null while there is no answer. */
  totalLoans: string | null;
  totalAmount: string | null;
  loading: boolean;
  /** More rows than loaded: the table asks for them near its end. */
  canLoadMore: boolean;
  onLoadMore: () => void;
  loadingMore: boolean;
};

const NO_TYPES: readonly string[] = [];

/** Reads the dashboard's data for the filters in force (server state: a query, no workflow). */
export function useDashboardLoans(
  loans: DashboardCalls['loans'],
  { filters, canAsk }: Pick<DashboardFiltersModel, 'filters' | 'canAsk'>,
): DashboardLoansModel {
  const query = useInfiniteQuery({ ...loans(filters), enabled: canAsk });
  const { data, fetchNextPage, refetch } = query;
  const shown = useMemo(() => {
    if (!data) return undefined;
    const [answer, ...more] = data.pages as [LoansDashboard, ...DashboardLoanPage[]];
    return { answer, loaded: loadedLoans(answer, more) };
  }, [data]);

  // The latest answer's loan types stay offered while other filters load (adjusted while
  // rendering, as React advises for state derived from a change).
  const [loanTypes, setLoanTypes] = useState(NO_TYPES);
  const latestTypes = shown?.answer.loan_types;
  if (latestTypes && latestTypes !== loanTypes) setLoanTypes(latestTypes);

  const moreFailed = query.isFetchNextPageError;
  const panel = useMemo<PanelQuery<DashboardAnswer>>(
    () => ({
      status: query.status,
      data: shown,
      error: query.error,
      refetch: moreFailed ? () => fetchNextPage() : () => refetch(),
    }),
    [query.status, shown, query.error, moreFailed, fetchNextPage, refetch],
  );
  const onLoadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  return {
    asked: canAsk,
    query: panel,
    loaded: shown?.loaded ?? null,
    loanTypes,
    totalLoans: shown ? COUNT.format(shown.answer.total_loans) : null,
    totalAmount: shown ? formatRupees(shown.answer.total_amount) : null,
    loading: canAsk && query.isPending && query.fetchStatus === 'fetching',
    canLoadMore: query.hasNextPage && !query.isFetchingNextPage && !moreFailed,
    onLoadMore,
    loadingMore: query.isFetchingNextPage,
  };
}
