import type {
  DashboardDownloadModel,
  DashboardFiltersModel,
  DashboardFilters as Filters,
} from '../../../machines/loansDashboard/index.ts';
import { messages } from '../../domain/messages.ts';
import { DownloadControl } from '../../ui/DownloadControl.tsx';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import { DashboardFilters } from './components/DashboardFilters.tsx';
import { DashboardLoanTable } from './components/DashboardLoanTable.tsx';
import { LoansPerDayChart } from './components/LoansPerDayChart.tsx';
import { SummaryCards } from './components/SummaryCards.tsx';
import { DASHBOARD_TEXTS as T } from './dashboardTexts.ts';
import type { DashboardLoansModel } from './useDashboardLoans.ts';

export type LoansDashboardViewProps = {
  filters: DashboardFiltersModel;
  loans: DashboardLoansModel;
  download: DashboardDownloadModel;
  onFiltersChange: (filters: Filters) => void;
  onDownload: () => void;
  onCancelDownload: () => void;
  onDismissDownload: () => void;
};

/**
 * The loans dashboard: the filters and the download (the workflow's view models) above the data
 * (the query's, rendered by the panel frame; nothing while the filters cannot be asked for).
 */
export function LoansDashboardView({
  filters,
  loans,
  download,
  ...props
}: LoansDashboardViewProps) {
  const range = filters.filters;
  return (
    <section aria-label={T.page} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <DashboardFilters
          filters={range}
          loanTypes={loans.loanTypes}
          problemText={filters.problemText}
          onChange={props.onFiltersChange}
        />
        <DownloadControl
          model={download}
          labels={T}
          onStart={props.onDownload}
          onCancel={props.onCancelDownload}
          onDismiss={props.onDismissDownload}
        />
      </div>
      <SummaryCards
        totalLoans={loans.totalLoans}
        totalAmount={loans.totalAmount}
        loading={loans.loading}
      />
      {loans.asked ? (
        <QueryPanel
          query={loans.query}
          errorText={messages.customer.disbursedDataFetchFailed}
          retryLabel={T.retry}
          skeleton={<ListSkeleton label={T.loading} lines={6} />}
          isEmpty={({ loaded }) => loaded.rows.length === 0}
        >
          {({ answer, loaded }) => (
            <>
              <LoansPerDayChart perDay={answer.per_day} from={range.from_date} to={range.to_date} />
              <DashboardLoanTable
                rows={loaded.rows}
                total={loaded.total}
                canLoadMore={loans.canLoadMore}
                onLoadMore={loans.onLoadMore}
              />
              {loans.loadingMore ? (
                <p role="status" className="text-sm text-slate-600">
                  {T.exporting.loadingMore}
                </p>
              ) : null}
            </>
          )}
        </QueryPanel>
      ) : null}
    </section>
  );
}
