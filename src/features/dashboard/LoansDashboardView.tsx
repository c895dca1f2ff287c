import type {
  DashboardDataModel,
  DashboardDownloadModel,
  DashboardFilters as Filters,
} from '../../../machines/loansDashboard/index.ts';
import { ListEmpty, ListError, ListSkeleton } from '../../ui/list/ListStates.tsx';
import { DashboardFilters } from './components/DashboardFilters.tsx';
import { DashboardLoanTable } from './components/DashboardLoanTable.tsx';
import { DownloadControl } from './components/DownloadControl.tsx';
import { LoansPerDayChart } from './components/LoansPerDayChart.tsx';
import { SummaryCards } from './components/SummaryCards.tsx';
import { DASHBOARD_TEXTS as T } from './dashboardTexts.ts';

export type LoansDashboardViewProps = {
  data: DashboardDataModel;
  download: DashboardDownloadModel;
  onFiltersChange: (filters: Filters) => void;
  onRetry: () => void;
  onLoadMore: () => void;
  onRetryMore: () => void;
  onDownload: () => void;
  onCancelDownload: () => void;
  onDismissDownload: () => void;
};

/** The loans dashboard in one of its states, as a plain function of its view models. */
export function LoansDashboardView({ data, download, ...props }: LoansDashboardViewProps) {
  return (
    <section aria-label={T.page} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <DashboardFilters
          filters={data.filters}
          loanTypes={data.loanTypes}
          problemText={data.problemText}
          onChange={props.onFiltersChange}
        />
        <DownloadControl
          model={download}
          onStart={props.onDownload}
          onCancel={props.onCancelDownload}
          onDismiss={props.onDismissDownload}
        />
      </div>
      <SummaryCards
        totalLoans={data.totalLoans}
        totalAmount={data.totalAmount}
        loading={data.loading}
      />
      {data.errorText ? (
        <ListError text={data.errorText} retryLabel={T.retry} onRetry={props.onRetry} />
      ) : null}
      {data.loading ? <ListSkeleton label={T.loading} lines={6} /> : null}
      {data.emptyText ? <ListEmpty text={data.emptyText} /> : null}
      {data.status === 'loaded' ? (
        <>
          <LoansPerDayChart
            perDay={data.perDay}
            from={data.filters.from_date}
            to={data.filters.to_date}
          />
          <DashboardLoanTable
            rows={data.rows}
            total={data.total}
            canLoadMore={data.canLoadMore}
            onLoadMore={props.onLoadMore}
          />
          {data.loadingMore ? (
            <p role="status" className="text-sm text-slate-600">
              {T.exporting.loadingMore}
            </p>
          ) : null}
          {data.moreErrorText ? (
            <ListError text={data.moreErrorText} retryLabel={T.retry} onRetry={props.onRetryMore} />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
