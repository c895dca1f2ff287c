import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  addDays,
  connectDashboardDownload,
  connectDashboardFilters,
  DOWNLOAD_TEXTS,
  dailyCounts,
  dashboardFiltersProblem,
  defaultDashboardFilters,
  exportFileName,
  FILTER_PROBLEMS,
  LOAN_SHEET_HEADER,
  type LoadedLoans,
  type LoansDashboardActors,
  loadedLoans,
  loanSheetRow,
  loansDashboardMachine,
  SAMPLE_TODAY,
  sampleDashboard,
  sampleDashboardRow,
  sampleRowsPage,
  toDashboardQuery,
} from '../../machines/loansDashboard/index.ts';
import {
  DASHBOARD_LOADED,
  DASHBOARD_SAMPLE,
  loansDashboardPaths,
} from '../../machines/loansDashboard/loansDashboard.paths.ts';
import { messages } from '../../src/domain/messages.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths, lastPayload } from '../support/machinePathTests.ts';
import type { PathStep } from '../support/paths.ts';

type Snapshot = ReturnType<typeof loansDashboardMachine.transition>;
const DOWNLOAD = ['idle', 'nothingToDownload', 'exporting', 'done', 'failed'] as const;
const NO_RANGE = { loan_type: null, from_date: null, to_date: null, status: 'all_loans' };

const downloadIn = (state: Snapshot) => DOWNLOAD.find((s) => state.matches({ download: s }));

/** The state just before the last step whose event is `type`. */
const beforeLast = (history: readonly PathStep[], type: string) => {
  const index = history.findLastIndex((step) => step.event.type === type);
  return index > 0 ? (history[index - 1]!.state as Snapshot) : undefined;
};

describeMachinePaths('loansDashboard', loansDashboardPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const { context } = state;
  const filters = connectDashboardFilters(state);
  const download = connectDashboardDownload(state);

  // The filters are the last ones chosen; without any, there is no range and nothing is asked.
  const chosen = lastPayload(history, 'filters.change', 'filters') ?? NO_RANGE;
  expect(context.filters).toEqual(chosen);
  const problem = dashboardFiltersProblem(context.filters);
  expect(state.matches({ filters: 'invalid' })).toBe(problem !== null);
  expect(filters.canAsk).toBe(problem === null);
  expect(filters.problemText).toBe(problem ? FILTER_PROBLEMS[problem] : null);

  // What was loaded belongs to the filters in force: told since they were chosen, or nothing.
  const told = lastPayload<LoadedLoans>(
    history,
    'rows.change',
    'loaded',
    (step) => step.event.type === 'filters.change',
  );
  expect(context.loaded).toBe(told ?? null);
  expect(state.hasTag('busy')).toBe(state.matches({ download: 'exporting' }));

  // The download: the button acts only on an answer; an empty one says so.
  expect(download.status).toBe(downloadIn(state));
  const exporting = state.matches({ download: 'exporting' });
  const answered = context.loaded !== null;
  const noLoans = answered && context.loaded!.total === 0;
  expect(download.canStart).toBe(
    !exporting && answered && !(noLoans && state.matches({ download: 'nothingToDownload' })),
  );
  expect(download.busy).toBe(exporting);
  expect(download.canCancel).toBe(exporting);
  if (exporting) {
    const started = beforeLast(history, 'download.start')!;
    expect(started.context.loaded!.rows.length).toBeGreaterThan(0);
    // Building 20 of 40 rows: the second half of the bar, half way.
    expect(download.percent).toBe(context.progress ? 75 : 0);
    expect(download.progressText).toBe(
      context.progress
        ? DOWNLOAD_TEXTS.progress({ phase: 'building', done: 20, total: 40 })
        : DOWNLOAD_TEXTS.preparing,
    );
  } else {
    expect([download.percent, download.progressText]).toEqual([null, null]);
  }
  if (state.matches({ download: 'nothingToDownload' })) {
    expect(beforeLast(history, 'download.start')!.context.loaded!.total).toBe(0);
    expect(download.notice).toBe(messages.common.noDataToDownload);
  } else if (state.matches({ download: 'done' })) {
    expect(download.notice).toBe(DOWNLOAD_TEXTS.saved(DASHBOARD_SAMPLE.fileName, 40));
  } else {
    expect(download.notice).toBeNull();
  }
  expect(download.errorText).toBe(
    state.matches({ download: 'failed' }) ? messages.common.sorryTryAgain : null,
  );
  expect(download.canDismiss).toBe(
    ['nothingToDownload', 'done', 'failed'].includes(downloadIn(state)!),
  );
});

const makeFakes = () => deferredActors<LoansDashboardActors>(['exportLoans']);

describe('loansDashboard with live actors', () => {
  it('hands the export the rows loaded and the cursor, keeps it through new filters, and cancels by aborting', () => {
    const fakes = makeFakes();
    const actor = createActor(loansDashboardMachine.provide({ actors: fakes.actors }), {
      input: { today: SAMPLE_TODAY },
    }).start();
    expect(actor.getSnapshot().context.filters).toEqual({
      loan_type: null,
      from_date: '2025-03-02',
      to_date: '2025-03-31',
      status: 'all_loans',
    });
    // Nothing loaded yet: the button does nothing.
    actor.send({ type: 'download.start' });
    expect(fakes.calls.exportLoans).toHaveLength(0);
    actor.send({ type: 'rows.change', loaded: DASHBOARD_LOADED.firstPage });
    actor.send({ type: 'download.start' });
    const exported = fakes.latest('exportLoans');
    expect(exported.input).toMatchObject({
      rows: DASHBOARD_SAMPLE.data.rows,
      next: 'after-25',
      total: 40,
      filters: DASHBOARD_SAMPLE.defaults,
      fileName: 'loans_2025-03-02_2025-03-31.xlsx',
    });
    exported.input.onProgress({ phase: 'fetching', done: 20, total: 40 });
    expect(connectDashboardDownload(actor.getSnapshot())).toMatchObject({
      percent: 25,
      progressText: 'Fetching the loans: 20 of 40',
    });
    // New filters clear what was loaded but leave the export running.
    actor.send({ type: 'filters.change', filters: DASHBOARD_SAMPLE.narrowed });
    expect(actor.getSnapshot().context.loaded).toBeNull();
    expect(actor.getSnapshot().matches({ download: 'exporting' })).toBe(true);
    expect(exported.signal.aborted).toBe(false);
    actor.send({ type: 'download.cancel' });
    expect(exported.signal.aborted).toBe(true);
    // Progress from an export already cancelled changes nothing.
    exported.input.onProgress({ phase: 'building', done: 20, total: 40 });
    expect(actor.getSnapshot().context.progress).toBeNull();
    expect(actor.getSnapshot().matches({ download: 'idle' })).toBe(true);
  });

  it('a broken range cannot be asked for until it is mended', () => {
    const actor = createActor(loansDashboardMachine, { input: { today: SAMPLE_TODAY } }).start();
    actor.send({ type: 'filters.change', filters: DASHBOARD_SAMPLE.reversed });
    expect(connectDashboardFilters(actor.getSnapshot())).toMatchObject({
      canAsk: false,
      problemText: FILTER_PROBLEMS.dateRange,
    });
    actor.send({
      type: 'filters.change',
      filters: { ...DASHBOARD_SAMPLE.defaults, to_date: null },
    });
    expect(connectDashboardFilters(actor.getSnapshot()).problemText).toBe(
      FILTER_PROBLEMS.missingDates,
    );
    actor.send({ type: 'filters.change', filters: DASHBOARD_SAMPLE.narrowed });
    expect(connectDashboardFilters(actor.getSnapshot())).toMatchObject({
      canAsk: true,
      problemText: null,
    });
  });
});

describe('dashboard rules', () => {
  it('opens on the last 30 days and names the file after the range', () => {
    const filters = defaultDashboardFilters('2025-03-01');
    expect(filters).toEqual({
      loan_type: null,
      from_date: '2025-01-31',
      to_date: '2025-03-01',
      status: 'all_loans',
    });
    expect(exportFileName(filters)).toBe('loans_2025-01-31_2025-03-01.xlsx');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(toDashboardQuery(filters)).toEqual({
      from_date: '2025-01-31',
      to_date: '2025-03-01',
      status: 'all_loans',
    });
    expect(toDashboardQuery({ ...filters, loan_type: 'group_loan' }).loan_type).toBe('group_loan');
  });

  it('refuses an incomplete or reversed range', () => {
    const filters = defaultDashboardFilters(SAMPLE_TODAY);
    expect(dashboardFiltersProblem(filters)).toBeNull();
    expect(dashboardFiltersProblem({ ...filters, to_date: null })).toBe('missingDates');
    expect(
      dashboardFiltersProblem({ ...filters, from_date: '2025-04-01', to_date: '2025-03-31' }),
    ).toBe('dateRange');
    expect(dashboardFiltersProblem({ ...filters, from_date: '2025-03-31' })).toBeNull();
  });

  it('counts every day of the range, gaps included, per status group', () => {
    const data = sampleDashboard(40);
    const days = dailyCounts(data.per_day, '2025-03-02', '2025-03-31');
    expect(days).toHaveLength(30);
    expect(days.reduce((sum, day) => sum + day.total, 0)).toBe(40);
    const sparse = dailyCounts(
      [
        { date: '2025-01-01', status: 'other', count: 2 },
        { date: '2025-01-03', status: 'rejected_loans', count: 1 },
        { date: '2025-01-03', status: 'other', count: 1 },
      ],
      null,
      null,
    );
    expect(sparse.map((d) => [d.date, d.total])).toEqual([
      ['2025-01-01', 2],
      ['2025-01-02', 0],
      ['2025-01-03', 2],
    ]);
    expect(sparse[2]!.counts).toEqual({
      approved_loans: 0,
      disbursed_loans: 0,
      rejected_loans: 1,
      other: 1,
    });
    expect(dailyCounts([], null, null)).toEqual([]);
  });

  it('joins an answer and the pages loaded since into one list of rows', () => {
    const answer = sampleDashboard(40, SAMPLE_TODAY, 30, 25);
    expect(loadedLoans(answer)).toEqual({ rows: answer.rows, next: 'after-25', total: 40 });
    const all = loadedLoans(answer, [sampleRowsPage(40, 25, 10), sampleRowsPage(40, 35, 10)]);
    expect(all.rows.map((row) => row.loan_id)).toEqual(
      Array.from({ length: 40 }, (_, i) => 40 - i),
    );
    expect(all.next).toBeNull();
    expect(all.total).toBe(40);
  });

  it('exports a row as numbers and dd/mm/yyyy dates, empty when unset', () => {
    expect(LOAN_SHEET_HEADER).toHaveLength(7);
    const row = { ...sampleDashboardRow(4), created_at: '2025-03-10T03:15:00.000Z' };
    const cells = loanSheetRow(row);
    expect(cells[0]).toBe(4);
    expect(cells[1]).toBe('Rejected');
    expect(typeof cells[2]).toBe('number');
    expect(cells[3]).toBe('10/03/2025');
    expect(cells[4]).toBeNull();
  });
});
