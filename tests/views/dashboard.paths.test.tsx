// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  connectDashboardData,
  connectDashboardDownload,
  type DashboardFilters,
  type DashboardLoanRow,
  dailyCounts,
  type LoansDashboardActors,
  SAMPLE_TODAY,
  statusFilterLabel,
} from '../../machines/loansDashboard/index.ts';
import {
  DASHBOARD_EVENTS,
  loansDashboardPaths,
} from '../../machines/loansDashboard/loansDashboard.paths.ts';
import { formatDate, formatRupees } from '../../src/domain/format.ts';
import { humanize, statusLabel } from '../../src/domain/loans.ts';
import { chartSummary } from '../../src/features/dashboard/components/LoansPerDayChart.tsx';
import { DASHBOARD_TEXTS as T } from '../../src/features/dashboard/dashboardTexts.ts';
import { LoansDashboardRoute } from '../../src/features/dashboard/LoansDashboardRoute.tsx';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { walk } from '../support/paths.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { viewCases } from './viewPaths.ts';

/* jsdom lays nothing out: the rows' scroll area gets a fixed size, the rest stays 0. */
const VIEWPORT = { width: 900, height: 240 };
beforeAll(() => {
  const sized = (key: 'height' | 'width') => ({
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('data-dashboard-scroll') ? VIEWPORT[key] : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', sized('height'));
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', sized('width'));
});
afterAll(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
});

type Fakes = DeferredActors<LoansDashboardActors>;
type Context = ReplayContext<Fakes>;

/** The walk starts without a range, as the machine does without input. */
const NO_RANGE: DashboardFilters = {
  loan_type: null,
  from_date: null,
  to_date: null,
  status: 'all_loans',
};

const combo = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const dateBox = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
/** What a date field shows for a day: dd/mm/yyyy, or nothing. */
const shown = (day: string | null) => (day ? formatDate(day) : '');
const button = (name: string) => screen.getByRole('button', { name });

/** Sets each field that differs, one change at a time, as a person would. */
async function chooseFilters(filters: DashboardFilters, { user }: Context) {
  if (combo(T.loanType).value !== (filters.loan_type ?? '')) {
    await user.selectOptions(combo(T.loanType), filters.loan_type ?? '');
  }
  for (const [label, value] of [
    [T.fromDate, filters.from_date],
    [T.toDate, filters.to_date],
  ] as const) {
    if (dateBox(label).value !== shown(value)) {
      await act(async () => {
        fireEvent.change(dateBox(label), { target: { value: shown(value) } });
      });
    }
  }
  if (combo(T.status).value !== filters.status) {
    await user.selectOptions(combo(T.status), filters.status);
  }
}

/** Scrolls the rows' area to its end, where the table asks for the next page. */
async function scrollToEnd() {
  const area = document.querySelector<HTMLElement>('[data-dashboard-scroll]')!;
  await act(async () => {
    // jsdom lays nothing out: far past the end, which the table reads as its last row.
    area.scrollTop = 1_000_000;
    fireEvent.scroll(area);
  });
}

const card = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

function expectRows(rows: readonly DashboardLoanRow[], total: number) {
  const table = screen.getByRole('table', { name: T.table });
  // Every matching loan counts, loaded or not.
  expect(table).toHaveAttribute('aria-rowcount', String(total + 1));
  const rendered = within(table)
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('aria-label'));
  expect(rendered.length).toBeGreaterThan(0);
  expect(rendered.length).toBeLessThanOrEqual(Math.min(rows.length, 30));
  for (const element of rendered) {
    const loan = rows[Number(element.getAttribute('aria-rowindex')) - 2]!;
    expect(
      within(element)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      String(loan.loan_id),
      statusLabel(loan.status),
      formatRupees(loan.amount),
      formatDate(loan.created_at),
      formatDate(loan.approved_at),
      formatDate(loan.disbursed_at),
      formatDate(loan.rejected_at),
    ]);
  }
}

function expectDashboard(state: AnyMachineSnapshot, { fakes }: Context) {
  const data = connectDashboardData(state as never);
  const download = connectDashboardDownload(state as never);
  const { filters } = data;

  // The filters show what is in force, also when it cannot be asked for.
  expect(combo(T.loanType).value).toBe(filters.loan_type ?? '');
  expect(dateBox(T.fromDate).value).toBe(shown(filters.from_date));
  expect(dateBox(T.toDate).value).toBe(shown(filters.to_date));
  expect(combo(T.status).value).toBe(filters.status);
  expect(
    within(combo(T.loanType))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual([T.allLoanTypes, ...data.loanTypes.map(humanize)]);
  expect(screen.queryByText(data.problemText ?? '\u0000')).toEqual(
    data.problemText ? expect.anything() : null,
  );

  expect(card(T.cards.totalLoans)).toHaveTextContent(data.totalLoans ?? (data.loading ? '…' : '-'));
  expect(card(T.cards.totalAmount)).toHaveTextContent(
    data.totalAmount ?? (data.loading ? '…' : '-'),
  );
  expect(screen.queryByText(T.loading) !== null).toBe(data.loading);
  expect(screen.queryByText(data.errorText ?? '\u0000') !== null).toBe(data.errorText !== null);
  expect(screen.queryByText(data.emptyText ?? '\u0000') !== null).toBe(data.emptyText !== null);
  expect(screen.queryByText(T.exporting.loadingMore) !== null).toBe(data.loadingMore);
  if (data.moreErrorText) expect(screen.getByText(data.moreErrorText)).toBeVisible();
  expect(screen.queryAllByRole('button', { name: T.retry })).toHaveLength(
    Number(data.canRetry) + Number(data.canRetryMore),
  );

  const chart = screen.queryByRole('img');
  if (data.status === 'loaded') {
    expect(chart).toHaveAccessibleName(
      chartSummary(dailyCounts(data.perDay, filters.from_date, filters.to_date)),
    );
    expectRows(data.rows, data.total!);
  } else {
    expect(chart).toBeNull();
    expect(screen.queryByRole('table', { name: T.table })).toBeNull();
  }

  // The fetch in flight asks for the filters in force; the export gets the rows shown.
  if (data.loading) expect(fakes.latest('fetchLoansDashboard').input).toEqual(filters);
  if (data.loadingMore) {
    expect(fakes.latest('fetchDashboardRows').input).toEqual({ filters, after: 'after-25' });
  }
  if (download.busy) {
    expect(fakes.latest('exportLoans').input.fileName).toBe(
      `loans_${filters.from_date}_${filters.to_date}.xlsx`,
    );
  }

  const start = button(T.download);
  expect(start.hasAttribute('disabled')).toBe(!download.canStart);
  expect(start.getAttribute('aria-busy') === 'true').toBe(download.busy);
  const bar = screen.queryByRole('progressbar', { name: T.downloadProgress });
  expect(bar !== null).toBe(download.busy);
  if (bar) expect(bar).toHaveAttribute('value', String(download.percent));
  expect(screen.queryByText(download.progressText ?? '\u0000') !== null).toBe(
    download.progressText !== null,
  );
  expect(screen.queryByText(download.notice ?? '\u0000') !== null).toBe(download.notice !== null);
  expect(screen.queryByText(download.errorText ?? '\u0000') !== null).toBe(
    download.errorText !== null,
  );
  expect(screen.queryByRole('button', { name: T.close }) !== null).toBe(download.canDismiss);
  expect(screen.queryByRole('button', { name: T.cancel }) !== null).toBe(download.canCancel);
}

function driver(): ViewDriver<Fakes> {
  return {
    fakes: () =>
      deferredActors<LoansDashboardActors>([
        'fetchLoansDashboard',
        'fetchDashboardRows',
        'exportLoans',
      ]),
    render: (fakes) => (
      <LoansDashboardRoute
        fetchLoansDashboard={fakes.actors.fetchLoansDashboard}
        fetchDashboardRows={fakes.actors.fetchDashboardRows}
        exportLoans={fakes.actors.exportLoans}
        today={SAMPLE_TODAY}
        initialFilters={NO_RANGE}
      />
    ),
    gestures: {
      'filters.change': (e, context) => chooseFilters(e.filters, context),
      'data.retry': (_e, { user }) => user.click(button(T.retry)),
      'rows.more': () => scrollToEnd(),
      'rows.retry': (_e, { user }) => user.click(button(T.retry)),
      'download.start': (_e, { user }) => user.click(button(T.download)),
      'download.cancel': (_e, { user }) => user.click(button(T.cancel)),
      'download.dismiss': (_e, { user }) => user.click(button(T.close)),
      // The export reports progress while it builds the sheet.
      'export.progress': async (e, { fakes }) => {
        await act(async () =>
          fakes.latest('exportLoans').input.onProgress({
            phase: e.phase,
            done: e.done,
            total: e.total,
          }),
        );
      },
    },
    expectState: expectDashboard,
  };
}

describe('loans dashboard through LoansDashboardRoute', () => {
  it.each(viewCases(loansDashboardPaths))('$title', async ({ path }) => {
    await replayThroughView(path, driver());
  });

  it('opens on the last 30 days when given today', async () => {
    const path = walk(loansDashboardPaths.machine, []);
    const fakes = await replayThroughView(path, {
      ...driver(),
      render: (f) => (
        <LoansDashboardRoute
          fetchLoansDashboard={f.actors.fetchLoansDashboard}
          fetchDashboardRows={f.actors.fetchDashboardRows}
          exportLoans={f.actors.exportLoans}
          today={SAMPLE_TODAY}
        />
      ),
      expectState: () => {},
    });
    expect(fakes.latest('fetchLoansDashboard').input).toEqual({
      loan_type: null,
      from_date: '2025-03-02',
      to_date: '2025-03-31',
      status: 'all_loans',
    });
    expect(dateBox(T.fromDate).value).toBe('02/03/2025');
    expect(
      within(combo(T.status))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Loans', 'Approved Loans', 'Disbursed Loans', 'Rejected Loans', 'Other']);
    expect(statusFilterLabel('other')).toBe('Other');
    await act(async () => {
      fakes.latest('fetchLoansDashboard').resolve(DASHBOARD_EVENTS.loaded.output);
      await fakes.latest('fetchLoansDashboard').promise;
    });
    expect(card(T.cards.totalLoans)).toHaveTextContent('40');
  });
});
