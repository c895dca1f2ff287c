import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import {
  connectDashboardData,
  connectDashboardDownload,
  type DashboardFilters,
  type LoansDashboardActors,
  loansDashboardMachine,
} from '../../../machines/loansDashboard/index.ts';
import { businessDay } from '../../domain/format.ts';
import { LoansDashboardView } from './LoansDashboardView.tsx';

export type LoansDashboardRouteProps = {
  /** The calls: the app passes the API-backed ones, stories and tests pass fakes. */
  fetchLoansDashboard: LoansDashboardActors['fetchLoansDashboard'];
  fetchDashboardRows: LoansDashboardActors['fetchDashboardRows'];
  exportLoans: LoansDashboardActors['exportLoans'];
  /** YYYY-MM-DD the default range ends on; defaults to the local today. */
  today?: string;
  /** Filters to open with instead of the last 30 days (e.g. restored ones). */
  initialFilters?: DashboardFilters;
};

/** /lender/admin/dashboard: creates the dashboard actor and renders its state. */
export function LoansDashboardRoute(props: LoansDashboardRouteProps) {
  // Built once; later call props are ignored like any initial state.
  const [logic] = useState(() =>
    loansDashboardMachine.provide({
      actors: {
        fetchLoansDashboard: props.fetchLoansDashboard,
        fetchDashboardRows: props.fetchDashboardRows,
        exportLoans: props.exportLoans,
      },
    }),
  );
  const actor = useActorRef(logic, {
    input: {
      today: props.today ?? businessDay(),
      filters: props.initialFilters,
    },
  });
  const data = useSelector(actor, connectDashboardData, shallowEqual);
  const download = useSelector(actor, connectDashboardDownload, shallowEqual);

  const onFiltersChange = useCallback(
    (filters: DashboardFilters) => actor.send({ type: 'filters.change', filters }),
    [actor],
  );
  const onRetry = useCallback(() => actor.send({ type: 'data.retry' }), [actor]);
  const onLoadMore = useCallback(() => actor.send({ type: 'rows.more' }), [actor]);
  const onRetryMore = useCallback(() => actor.send({ type: 'rows.retry' }), [actor]);
  const onDownload = useCallback(() => actor.send({ type: 'download.start' }), [actor]);
  const onCancelDownload = useCallback(() => actor.send({ type: 'download.cancel' }), [actor]);
  const onDismissDownload = useCallback(() => actor.send({ type: 'download.dismiss' }), [actor]);

  return (
    <LoansDashboardView
      data={data}
      download={download}
      onFiltersChange={onFiltersChange}
      onRetry={onRetry}
      onLoadMore={onLoadMore}
      onRetryMore={onRetryMore}
      onDownload={onDownload}
      onCancelDownload={onCancelDownload}
      onDismissDownload={onDismissDownload}
    />
  );
}
