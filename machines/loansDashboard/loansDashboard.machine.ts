import { assign, not, setup, stateIn } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import {
  dashboardFiltersProblem,
  defaultDashboardFilters,
  exportFileName,
  hasRows,
} from './loansDashboard.rules.ts';
import type {
  DashboardFilters,
  DashboardLoanPage,
  DashboardRowsInput,
  ExportLoansInput,
  ExportLoansOutput,
  ExportProgress,
  LoansDashboard,
} from './loansDashboard.types.ts';

export type LoansDashboardContext = {
  filters: DashboardFilters;
  /**
   * The answer for these filters, with every page of rows loaded since (`next`: where the rest
   * start); null while loading, after a failure or with bad filters.
   */
  data: LoansDashboard | null;
  /** The loan type filter's options, kept from the latest answer. */
  loanTypes: readonly string[];
  /** The server's words from the last failed fetch (the view shows the catalogue's text). */
  error: string | null;
  /** The server's words from the last failed next page. */
  moreError: string | null;
  progress: ExportProgress | null;
  /** The last file saved. */
  exported: ExportLoansOutput | null;
  exportError: string | null;
};

/**
 * The app passes today's date (the default range ends today) or filters to restore. Without
 * either, the dashboard has no range and asks for one before it loads anything.
 */
export type LoansDashboardInput = { today?: string; filters?: DashboardFilters } | undefined;

const NO_RANGE: DashboardFilters = {
  loan_type: null,
  from_date: null,
  to_date: null,
  status: 'all_loans',
};

export type LoansDashboardEvent =
  | { type: 'filters.change'; filters: DashboardFilters }
  | { type: 'data.retry' }
  /** The table scrolled near the last loaded row. */
  | { type: 'rows.more' }
  /** Retry after a next page failed. */
  | { type: 'rows.retry' }
  /** 'Download All Loans' pressed. */
  | { type: 'download.start' }
  | { type: 'download.cancel' }
  /** The user closed the download's notice. */
  | { type: 'download.dismiss' }
  /** Sent by the export while it builds the sheet. */
  | ({ type: 'export.progress' } & ExportProgress);

/**
 * The loans dashboard (spec part 1 §2 'Dashboard'): the data for the filters in one region, the
 * 'Download All Loans' export in the other, so a download keeps going while filters change.
 */
export const loansDashboardMachine = setup({
  types: {
    context: {} as LoansDashboardContext,
    events: {} as LoansDashboardEvent,
    input: {} as LoansDashboardInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchLoansDashboard: unprovided<LoansDashboard, DashboardFilters>('fetchLoansDashboard'),
    fetchDashboardRows: unprovided<DashboardLoanPage, DashboardRowsInput>('fetchDashboardRows'),
    exportLoans: unprovided<ExportLoansOutput, ExportLoansInput>('exportLoans'),
  },
  guards: {
    haveValidFilters: ({ context }) => dashboardFiltersProblem(context.filters) === null,
    isEmpty: (_, params: { data: LoansDashboard }) => params.data.rows.length === 0,
    hasRows: ({ context }) => hasRows(context.data),
    hasMoreRows: ({ context }) => Boolean(context.data?.next),
    // Only an answer with no rows means there is nothing to download; not a load in flight.
    hasNoData: stateIn('#loansDashboard.data.empty'),
  },
  actions: {
    useFilters: assign((_, params: { filters: DashboardFilters }) => ({
      filters: params.filters,
      data: null,
      error: null,
      moreError: null,
    })),
    keepData: assign((_, params: { data: LoansDashboard }) => ({
      data: params.data,
      loanTypes: params.data.loan_types,
      error: null,
    })),
    keepError: assign((_, params: { error: unknown }) => ({
      error: toServiceError(params.error).message,
    })),
    clearError: assign({ error: null }),
    appendRows: assign(({ context }, params: { page: DashboardLoanPage }) => ({
      data: context.data && {
        ...context.data,
        rows: [...context.data.rows, ...params.page.rows],
        next: params.page.next,
      },
      moreError: null,
    })),
    keepMoreError: assign((_, params: { error: unknown }) => ({
      moreError: toServiceError(params.error).message,
    })),
    startExport: assign({ progress: null, exported: null, exportError: null }),
    keepProgress: assign((_, params: ExportProgress) => ({
      progress: { phase: params.phase, done: params.done, total: params.total },
    })),
    keepExported: assign((_, params: { output: ExportLoansOutput }) => ({
      exported: params.output,
      progress: null,
    })),
    keepExportError: assign((_, params: { error: unknown }) => ({
      exportError: toServiceError(params.error).message,
      progress: null,
    })),
    clearExport: assign({ progress: null, exportError: null }),
  },
}).createMachine({
  id: 'loansDashboard',
  type: 'parallel',
  context: ({ input }) => ({
    filters: input?.filters ?? (input?.today ? defaultDashboardFilters(input.today) : NO_RANGE),
    data: null,
    loanTypes: [],
    error: null,
    moreError: null,
    progress: null,
    exported: null,
    exportError: null,
  }),
  states: {
    data: {
      initial: 'loading',
      on: {
        // Exits the active child (a fetch in flight aborts) but not the region: re-entering a
        // region of a parallel state would restart the other region, and so the export.
        // `loading` itself turns a range that cannot be asked for into `invalid`.
        'filters.change': {
          target: '.loading',
          actions: { type: 'useFilters', params: ({ event }) => ({ filters: event.filters }) },
        },
      },
      states: {
        loading: {
          tags: 'busy',
          always: { guard: not('haveValidFilters'), target: 'invalid' },
          invoke: {
            id: 'fetchLoansDashboard',
            src: 'fetchLoansDashboard',
            input: ({ context }) => context.filters,
            onDone: [
              {
                guard: { type: 'isEmpty', params: ({ event }) => ({ data: event.output }) },
                target: 'empty',
                actions: { type: 'keepData', params: ({ event }) => ({ data: event.output }) },
              },
              {
                target: 'loaded',
                actions: { type: 'keepData', params: ({ event }) => ({ data: event.output }) },
              },
            ],
            onError: {
              target: 'error',
              actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        loaded: {
          description: 'totals, chart and the rows loaded so far',
          initial: 'idle',
          states: {
            idle: {
              on: { 'rows.more': { guard: 'hasMoreRows', target: 'loadingMore' } },
            },
            loadingMore: {
              description: 'the next page of rows',
              invoke: {
                id: 'fetchDashboardRows',
                src: 'fetchDashboardRows',
                input: ({ context }) => ({
                  filters: context.filters,
                  after: context.data?.next ?? '',
                }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'appendRows', params: ({ event }) => ({ page: event.output }) },
                },
                onError: {
                  target: 'moreFailed',
                  actions: {
                    type: 'keepMoreError',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
            moreFailed: {
              description: 'the next page failed; the rows loaded stay',
              tags: 'error',
              on: { 'rows.retry': 'loadingMore' },
            },
          },
        },
        empty: { description: 'no loan matches the filters' },
        error: {
          tags: 'error',
          on: { 'data.retry': { target: 'loading', actions: 'clearError' } },
        },
        invalid: { description: 'the date range is incomplete or reversed; nothing is asked' },
      },
    },
    download: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'download.start': [
              { guard: 'hasRows', target: 'exporting' },
              { guard: 'hasNoData', target: 'nothingToDownload' },
            ],
          },
        },
        nothingToDownload: {
          description: "'There is no Data to Download'",
          on: {
            'download.dismiss': 'idle',
            'filters.change': 'idle',
          },
        },
        exporting: {
          tags: 'busy',
          entry: 'startExport',
          invoke: {
            id: 'exportLoans',
            src: 'exportLoans',
            input: ({ context, self }) => ({
              filters: context.filters,
              rows: context.data?.rows ?? [],
              next: context.data?.next ?? null,
              total: context.data?.total_loans ?? 0,
              fileName: exportFileName(context.filters),
              onProgress: (progress: ExportProgress) =>
                self.send({ type: 'export.progress', ...progress }),
            }),
            onDone: {
              target: 'done',
              actions: { type: 'keepExported', params: ({ event }) => ({ output: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'keepExportError', params: ({ event }) => ({ error: event.error }) },
            },
          },
          on: {
            'export.progress': {
              actions: {
                type: 'keepProgress',
                params: ({ event }) => ({
                  phase: event.phase,
                  done: event.done,
                  total: event.total,
                }),
              },
            },
            // Leaving the state aborts the export's signal: nothing is saved.
            'download.cancel': { target: 'idle', actions: 'clearExport' },
          },
        },
        done: {
          description: 'the file was saved',
          on: {
            'download.dismiss': 'idle',
            'filters.change': 'idle',
            'download.start': [
              { guard: 'hasRows', target: 'exporting' },
              { guard: 'hasNoData', target: 'nothingToDownload' },
            ],
          },
        },
        failed: {
          tags: 'error',
          on: {
            'download.dismiss': { target: 'idle', actions: 'clearExport' },
            'filters.change': { target: 'idle', actions: 'clearExport' },
            'download.start': [
              { guard: 'hasRows', target: 'exporting' },
              { guard: 'hasNoData', target: 'nothingToDownload', actions: 'clearExport' },
            ],
          },
        },
      },
    },
  },
});
