import { assign, not, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import {
  dashboardFiltersProblem,
  defaultDashboardFilters,
  exportFileName,
  hasNoLoans,
  hasRows,
} from './loansDashboard.rules.ts';
import type {
  DashboardFilters,
  ExportLoansInput,
  ExportLoansOutput,
  ExportProgress,
  LoadedLoans,
} from './loansDashboard.types.ts';

export type LoansDashboardContext = {
  /** The filters in force: the data query's key when they can be asked for. */
  filters: DashboardFilters;
  /**
   * What the data query has loaded for these filters (told by the view as it arrives); null
   * before an answer. The download starts from it.
   */
  loaded: LoadedLoans | null;
  progress: ExportProgress | null;
  /** The last file saved. */
  exported: ExportLoansOutput | null;
  exportError: string | null;
};

/**
 * The app passes today's date (the default range ends today) or filters to restore. Without
 * either, the dashboard has no range and asks for one before anything is loaded.
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
  /** The data query's loans for the filters in force changed: an answer, or a further page. */
  | { type: 'rows.change'; loaded: LoadedLoans | null }
  /** 'Download All Loans' pressed. */
  | { type: 'download.start' }
  | { type: 'download.cancel' }
  /** The user closed the download's notice. */
  | { type: 'download.dismiss' }
  /** Sent by the export while it fetches the rest and builds the sheet. */
  | ({ type: 'export.progress' } & ExportProgress);

/**
 * The loans dashboard's workflow (spec part 1 §2 'Dashboard'): the filters in force, and whether
 * they can be asked for; and the 'Download All Loans' export, in its own region so a download
 * keeps going while filters change. The data itself (totals, chart, rows) is server state, read
 * by the view with a query keyed by the filters; the view tells the machine what it loaded,
 * because the export starts from those rows and says when there is nothing to download.
 */
export const loansDashboardMachine = setup({
  types: {
    context: {} as LoansDashboardContext,
    events: {} as LoansDashboardEvent,
    input: {} as LoansDashboardInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    exportLoans: unprovided<ExportLoansOutput, ExportLoansInput>('exportLoans'),
  },
  guards: {
    haveValidFilters: ({ context }) => dashboardFiltersProblem(context.filters) === null,
    hasRows: ({ context }) => hasRows(context.loaded),
    // Only an answer without loans means there is nothing to download; not one still loading.
    hasNoData: ({ context }) => hasNoLoans(context.loaded),
  },
  actions: {
    useFilters: assign((_, params: { filters: DashboardFilters }) => ({
      filters: params.filters,
      loaded: null,
    })),
    keepLoaded: assign((_, params: { loaded: LoadedLoans | null }) => ({ loaded: params.loaded })),
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
    loaded: null,
    progress: null,
    exported: null,
    exportError: null,
  }),
  states: {
    filters: {
      initial: 'valid',
      on: {
        'filters.change': {
          actions: { type: 'useFilters', params: ({ event }) => ({ filters: event.filters }) },
        },
        'rows.change': {
          actions: { type: 'keepLoaded', params: ({ event }) => ({ loaded: event.loaded }) },
        },
      },
      states: {
        valid: {
          description: 'the data is asked for these filters',
          always: { guard: not('haveValidFilters'), target: 'invalid' },
        },
        invalid: {
          description: 'the date range is incomplete or reversed; nothing is asked',
          always: { guard: 'haveValidFilters', target: 'valid' },
        },
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
              rows: context.loaded?.rows ?? [],
              next: context.loaded?.next ?? null,
              total: context.loaded?.total ?? 0,
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
