import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import {
  connectDashboardDownload,
  connectDashboardFilters,
  type DashboardFilters,
  loansDashboardMachine,
} from '../../../machines/loansDashboard/index.ts';
import { businessDay } from '../../domain/format.ts';
import type { DashboardCalls } from './dashboardCalls.ts';
import { LoansDashboardView } from './LoansDashboardView.tsx';
import { useDashboardLoans } from './useDashboardLoans.ts';

export type LoansDashboardRouteProps = {
  /** The data query and the export: the app passes the API-backed ones, stories and tests fakes. */
  calls: DashboardCalls;
  /** YYYY-MM-DD the default range ends on; defaults to the local today. */
  today?: string;
  /** Filters to open with instead of the last 30 days (e.g. restored ones). */
  initialFilters?: DashboardFilters;
};

/**
 * /lender/admin/dashboard: creates the dashboard's workflow (filters, download) and reads its
 * data with a query keyed by the filters in force. Needs a QueryClient above it.
 */
export function LoansDashboardRoute(props: LoansDashboardRouteProps) {
  // Built once; later call props are ignored like any initial state.
  const [{ logic, loans }] = useState(() => ({
    logic: loansDashboardMachine.provide({ actors: { exportLoans: props.calls.exportLoans } }),
    loans: props.calls.loans,
  }));
  const actor = useActorRef(logic, {
    input: {
      today: props.today ?? businessDay(),
      filters: props.initialFilters,
    },
  });
  const filters = useSelector(actor, connectDashboardFilters, shallowEqual);
  const download = useSelector(actor, connectDashboardDownload, shallowEqual);
  const data = useDashboardLoans(loans, filters);

  // The export starts from what the query loaded, and says when an answer has no loans.
  useEffect(() => {
    actor.send({ type: 'rows.change', loaded: data.loaded });
  }, [actor, data.loaded]);

  const onFiltersChange = useCallback(
    (next: DashboardFilters) => actor.send({ type: 'filters.change', filters: next }),
    [actor],
  );
  const onDownload = useCallback(() => actor.send({ type: 'download.start' }), [actor]);
  const onCancelDownload = useCallback(() => actor.send({ type: 'download.cancel' }), [actor]);
  const onDismissDownload = useCallback(() => actor.send({ type: 'download.dismiss' }), [actor]);

  return (
    <LoansDashboardView
      filters={filters}
      loans={data}
      download={download}
      onFiltersChange={onFiltersChange}
      onDownload={onDownload}
      onCancelDownload={onCancelDownload}
      onDismissDownload={onDismissDownload}
    />
  );
}
