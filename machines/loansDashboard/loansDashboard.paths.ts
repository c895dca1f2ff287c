import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import {
  SAMPLE_FILTERS,
  SAMPLE_TODAY,
  sampleDashboard,
  sampleRowsPage,
} from './loansDashboard.fixtures.ts';
import { loansDashboardMachine } from './loansDashboard.machine.ts';
import { exportFileName, sameDashboardFilters } from './loansDashboard.rules.ts';
import type { DashboardFilters, LoansDashboard } from './loansDashboard.types.ts';

/**
 * The walk's dashboard: 40 loans for the default range, 25 in the first answer and the other 15
 * on the next page; filters to narrow and to break it.
 */
export const DASHBOARD_SAMPLE = {
  today: SAMPLE_TODAY,
  defaults: SAMPLE_FILTERS,
  narrowed: {
    ...SAMPLE_FILTERS,
    loan_type: 'group_loan',
    status: 'approved_loans',
  } satisfies DashboardFilters,
  reversed: {
    ...SAMPLE_FILTERS,
    from_date: SAMPLE_FILTERS.to_date,
    to_date: SAMPLE_FILTERS.from_date,
  } satisfies DashboardFilters,
  data: sampleDashboard(40, SAMPLE_TODAY, 30, 25),
  rest: sampleRowsPage(40, 25, 25),
  fileName: exportFileName(SAMPLE_FILTERS),
} as const;

const FETCH = 'fetchLoansDashboard';
const MORE = 'fetchDashboardRows';
const EXPORT = 'exportLoans';
const empty: LoansDashboard = { ...sampleDashboard(0), total_amount: 0 };

export const DASHBOARD_EVENTS = {
  loaded: doneEvent(FETCH, DASHBOARD_SAMPLE.data),
  noLoans: doneEvent(FETCH, empty),
  fetchFailed: errorEvent(FETCH, serviceError('Internal Server Error', 500)),
  moreLoaded: doneEvent(MORE, DASHBOARD_SAMPLE.rest),
  moreFailed: errorEvent(MORE, serviceError('Bad Gateway', 502)),
  progress: { type: 'export.progress', phase: 'building', done: 20, total: 40 },
  exported: doneEvent(EXPORT, { fileName: DASHBOARD_SAMPLE.fileName, rows: 40 }),
  exportFailed: errorEvent(EXPORT, new Error('Quota exceeded')),
} as const;

const filtersKind = (filters: DashboardFilters) =>
  sameDashboardFilters(filters, DASHBOARD_SAMPLE.defaults)
    ? 'defaults'
    : sameDashboardFilters(filters, DASHBOARD_SAMPLE.narrowed)
      ? 'narrowed'
      : 'reversed';

export const loansDashboardPaths = definePathSpec({
  machine: loansDashboardMachine,
  events: [
    DASHBOARD_EVENTS.loaded,
    DASHBOARD_EVENTS.noLoans,
    DASHBOARD_EVENTS.fetchFailed,
    { type: 'data.retry' },
    { type: 'rows.more' },
    DASHBOARD_EVENTS.moreLoaded,
    DASHBOARD_EVENTS.moreFailed,
    { type: 'rows.retry' },
    { type: 'filters.change', filters: DASHBOARD_SAMPLE.narrowed },
    { type: 'filters.change', filters: DASHBOARD_SAMPLE.defaults },
    { type: 'filters.change', filters: DASHBOARD_SAMPLE.reversed },
    { type: 'download.start' },
    DASHBOARD_EVENTS.progress,
    DASHBOARD_EVENTS.exported,
    DASHBOARD_EVENTS.exportFailed,
    { type: 'download.cancel' },
    { type: 'download.dismiss' },
  ],
  filterEvents: (snapshot, event) => {
    switch (event.type) {
      // The view sends a change only when a field changed.
      case 'filters.change':
        return !sameDashboardFilters(snapshot.context.filters, event.filters);
      // The export reports progress once in the walk (it is the same state each time).
      case 'export.progress':
        return snapshot.context.progress === null;
      default:
        return true;
    }
  },
  stateKey: (snapshot) => ({
    value: snapshot.value,
    filters: filtersKind(snapshot.context.filters),
    rows: snapshot.context.data?.rows.length ?? 0,
    progress: snapshot.context.progress !== null,
    exported: snapshot.context.exported !== null,
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'data.retry':
        return 'press Retry';
      case 'rows.more':
        return 'scroll the table near its last loaded row';
      case 'rows.retry':
        return 'press Retry under the rows';
      case 'filters.change': {
        const kind = filtersKind(event.filters);
        if (kind === 'defaults') return 'reset the filters to the last 30 days, all loans';
        if (kind === 'narrowed') return 'choose loan type Group Loan and status Approved Loans';
        return 'choose a From Date after the To Date';
      }
      case 'download.start':
        return "press 'Download All Loans'";
      case 'download.cancel':
        return 'cancel the download';
      case 'download.dismiss':
        return "close the download's notice";
      case 'export.progress':
        return `the export reports ${event.done} of ${event.total} rows in the sheet`;
      case `xstate.done.actor.${FETCH}`:
        return `the server answers ${(event.output as LoansDashboard).total_loans} loans`;
      case `xstate.done.actor.${MORE}`:
        return `the server answers the last ${(event.output as { rows: unknown[] }).rows.length} rows`;
      case `xstate.error.actor.${MORE}`:
        return 'the next page fails';
      case `xstate.done.actor.${EXPORT}`:
        return 'the file is saved';
      case `xstate.error.actor.${EXPORT}`:
        return 'the export fails';
      default:
        return undefined;
    }
  },
});
