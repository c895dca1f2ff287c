import type { SnapshotFrom } from 'xstate';
import { messages } from '../../src/domain/messages.ts';
import { defineShows, type ShowsState } from '../shared/shows.ts';
import { loansDashboardMachine } from './loansDashboard.machine.ts';
import { dashboardFiltersProblem } from './loansDashboard.rules.ts';
import { DOWNLOAD_CONTROLS as C, DOWNLOAD_TEXTS, FILTER_PROBLEMS } from './loansDashboard.texts.ts';

type Snapshot = SnapshotFrom<typeof loansDashboardMachine>;

/** 'Download All Loans' acts once the query has answered: export, or say there is nothing. */
const answered = (s: Snapshot) => s.context.loaded !== null;
const downloadByAnswer: ShowsState<Snapshot>['variants'] = [
  { when: answered, enabled: [C.download] },
  { when: (s) => !answered(s), disabled: [C.download] },
];

/**
 * What the user sees of the dashboard's workflow in each state (ARCHITECTURE §4): why a range
 * cannot be asked for, and the download's button, progress and outcome. The data itself (cards,
 * chart, rows, its skeleton and failure) is the query's, rendered by the panel frame: no state of
 * this machine decides it, so it is not declared here.
 */
export const loansDashboardShows = defineShows({
  machine: loansDashboardMachine,
  vocabulary: [
    FILTER_PROBLEMS.missingDates,
    FILTER_PROBLEMS.dateRange,
    messages.common.noDataToDownload,
    DOWNLOAD_TEXTS.preparing,
    messages.common.sorryTryAgain,
  ],
  controls: {
    [C.download]: [{ type: 'download.start' }],
    [C.cancel]: [{ type: 'download.cancel' }],
    [C.close]: [{ type: 'download.dismiss' }],
  },
  states: {
    'loansDashboard.filters.valid': {},
    'loansDashboard.filters.invalid': {
      variants: [
        {
          when: (s) => dashboardFiltersProblem(s.context.filters) === 'missingDates',
          texts: [FILTER_PROBLEMS.missingDates],
        },
        {
          when: (s) => dashboardFiltersProblem(s.context.filters) === 'dateRange',
          texts: [FILTER_PROBLEMS.dateRange],
        },
      ],
    },
    'loansDashboard.download.idle': { variants: downloadByAnswer },
    'loansDashboard.download.nothingToDownload': {
      texts: [messages.common.noDataToDownload],
      disabled: [C.download],
      enabled: [C.close],
    },
    'loansDashboard.download.exporting': {
      disabled: [C.download],
      enabled: [C.cancel],
      variants: [
        { when: (s) => s.context.progress === null, texts: [DOWNLOAD_TEXTS.preparing] },
        {
          when: (s) => s.context.progress !== null,
          texts: (s) => [DOWNLOAD_TEXTS.progress(s.context.progress!)],
        },
      ],
    },
    'loansDashboard.download.done': {
      texts: (s) => [DOWNLOAD_TEXTS.saved(s.context.exported!.fileName, s.context.exported!.rows)],
      enabled: [C.close],
      variants: downloadByAnswer,
    },
    'loansDashboard.download.failed': {
      texts: [messages.common.sorryTryAgain],
      enabled: [C.close],
      variants: downloadByAnswer,
    },
  },
});
