import { definePathSpec, doneEvent, errorEvent } from '../pathSpec.ts';
import {
  SAMPLE_FILTERS,
  SAMPLE_TODAY,
  sampleDashboard,
  sampleRowsPage,
} from './loansDashboard.fixtures.ts';
import { loansDashboardMachine } from './loansDashboard.machine.ts';
import { exportFileName, loadedLoans, sameDashboardFilters } from './loansDashboard.rules.ts';
import { loansDashboardShows } from './loansDashboard.shows.ts';
import type { DashboardFilters, LoadedLoans, LoansDashboard } from './loansDashboard.types.ts';

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

const EXPORT = 'exportLoans';
const NO_LOANS: LoansDashboard = { ...sampleDashboard(0), total_amount: 0 };

/** What the data query has loaded, as the view tells the machine. */
export const DASHBOARD_LOADED = {
  /** The answer: 25 of the 40 rows. */
  firstPage: loadedLoans(DASHBOARD_SAMPLE.data),
  /** With the next page: all 40. */
  allRows: loadedLoans(DASHBOARD_SAMPLE.data, [DASHBOARD_SAMPLE.rest]),
  none: loadedLoans(NO_LOANS),
} as const;

export const DASHBOARD_EVENTS = {
  answered: { type: 'rows.change', loaded: DASHBOARD_LOADED.firstPage },
  moreLoaded: { type: 'rows.change', loaded: DASHBOARD_LOADED.allRows },
  noLoans: { type: 'rows.change', loaded: DASHBOARD_LOADED.none },
  progress: { type: 'export.progress', phase: 'building', done: 20, total: 40 },
  exported: doneEvent(EXPORT, { fileName: DASHBOARD_SAMPLE.fileName, rows: 40 }),
  exportFailed: errorEvent(EXPORT, new Error('Quota exceeded')),
} as const;

/** The dashboard's answer for the loaded loans a walk tells the machine. */
export const answerOf = (loaded: LoadedLoans): LoansDashboard =>
  loaded.total ? DASHBOARD_SAMPLE.data : NO_LOANS;

const same = (a: LoadedLoans, b: LoadedLoans) =>
  a.rows.length === b.rows.length && a.total === b.total;

const filtersKind = (filters: DashboardFilters) =>
  sameDashboardFilters(filters, DASHBOARD_SAMPLE.defaults)
    ? 'defaults'
    : sameDashboardFilters(filters, DASHBOARD_SAMPLE.narrowed)
      ? 'narrowed'
      : 'reversed';

export const loansDashboardPaths = definePathSpec({
  machine: loansDashboardMachine,
  shows: loansDashboardShows as never,
  events: [
    DASHBOARD_EVENTS.answered,
    DASHBOARD_EVENTS.moreLoaded,
    DASHBOARD_EVENTS.noLoans,
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
      // Only filters that can be asked for get an answer: first the answer, then its next page.
      case 'rows.change': {
        if (!snapshot.matches({ filters: 'valid' })) return false;
        const { loaded } = snapshot.context;
        const told = event.loaded as LoadedLoans;
        if (loaded === null) return !same(told, DASHBOARD_LOADED.allRows);
        return same(loaded, DASHBOARD_LOADED.firstPage) && same(told, DASHBOARD_LOADED.allRows);
      }
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
    rows: snapshot.context.loaded?.rows.length ?? null,
    progress: snapshot.context.progress !== null,
    exported: snapshot.context.exported !== null,
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'rows.change': {
        const loaded = event.loaded as LoadedLoans;
        if (!loaded.total) return 'the server answers no loans';
        if (loaded.next)
          return `the server answers ${loaded.total} loans, ${loaded.rows.length} rows`;
        return `scroll the table to its end: the server answers the last ${loaded.total - DASHBOARD_LOADED.firstPage.rows.length} rows`;
      }
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
      case `xstate.done.actor.${EXPORT}`:
        return 'the file is saved';
      case `xstate.error.actor.${EXPORT}`:
        return 'the export fails';
      default:
        return undefined;
    }
  },
});
