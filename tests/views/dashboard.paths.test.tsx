// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  connectDashboardDownload,
  connectDashboardFilters,
  type DashboardFilters,
  type DashboardLoanRow,
  dailyCounts,
  FILTER_PROBLEMS,
  type LoadedLoans,
  type LoansDashboardActors,
  type LoansDashboardContext,
  SAMPLE_LOAN_TYPES,
  SAMPLE_TODAY,
  statusFilterLabel,
  toDashboardQuery,
} from '../../machines/loansDashboard/index.ts';
import {
  answerOf,
  DASHBOARD_SAMPLE,
  loansDashboardPaths,
} from '../../machines/loansDashboard/loansDashboard.paths.ts';
import { loansDashboardShows } from '../../machines/loansDashboard/loansDashboard.shows.ts';
import { formatDate, formatRupees } from '../../src/domain/format.ts';
import { humanize, statusLabel } from '../../src/domain/loans.ts';
import { messages } from '../../src/domain/messages.ts';
import { chartSummary } from '../../src/features/dashboard/components/LoansPerDayChart.tsx';
import { DASHBOARD_TEXTS as T } from '../../src/features/dashboard/dashboardTexts.ts';
import { LoansDashboardRoute } from '../../src/features/dashboard/LoansDashboardRoute.tsx';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import {
  fail,
  fakeDashboardServer,
  ok,
  testQueryClient,
  withQueries,
} from '../support/fakeDashboardServer.tsx';
import { walk } from '../support/paths.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
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

/** The export as a deferred fake; the data from a fake server whose requests the test answers. */
type Fakes = DeferredActors<LoansDashboardActors> & {
  server: ReturnType<typeof fakeDashboardServer>;
};
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

/** Lets the answer reach the query, the view and the machine. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });

/** The server answers what the machine is told the query loaded: the answer, or the next page. */
async function answer(loaded: LoadedLoans, { fakes: { server } }: Context) {
  if (loaded.next === null && loaded.total > 0) {
    await scrollToEnd();
    server.pending('rows').reply.resolve(ok(DASHBOARD_SAMPLE.rest));
  } else {
    server.pending('answer').reply.resolve(ok(answerOf(loaded)));
  }
  await settle();
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

/** What the walk has told the machine about answers so far (the loan types stay from the latest). */
const answeredBefore = (context: Context) =>
  context.path.steps.slice(1, context.step + 1).some((step) => step.event.type === 'rows.change');

function expectDashboard(state: AnyMachineSnapshot, context: Context) {
  const { fakes } = context;
  const { filters, canAsk, problemText } = connectDashboardFilters(state as never);
  const download = connectDashboardDownload(state as never);
  const { loaded } = state.context as LoansDashboardContext;
  const loading = canAsk && loaded === null;
  const empty = loaded !== null && loaded.total === 0;
  // What the workflow's declaration says this state shows, against the screen.
  expectScreenShows(loansDashboardShows as never, state, screen);

  // The filters show what is in force, also when it cannot be asked for.
  expect(combo(T.loanType).value).toBe(filters.loan_type ?? '');
  expect(dateBox(T.fromDate).value).toBe(shown(filters.from_date));
  expect(dateBox(T.toDate).value).toBe(shown(filters.to_date));
  expect(combo(T.status).value).toBe(filters.status);
  expect(
    within(combo(T.loanType))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual([T.allLoanTypes, ...(answeredBefore(context) ? SAMPLE_LOAN_TYPES : []).map(humanize)]);
  expect(screen.queryByText(problemText ?? '\u0000')).toEqual(
    problemText ? expect.anything() : null,
  );

  const answer = loaded ? answerOf(loaded) : null;
  const cardValue = (value: string | undefined) => value ?? (loading ? '…' : '-');
  expect(card(T.cards.totalLoans)).toHaveTextContent(
    cardValue(answer ? new Intl.NumberFormat('en-IN').format(answer.total_loans) : undefined),
  );
  expect(card(T.cards.totalAmount)).toHaveTextContent(
    cardValue(answer ? formatRupees(answer.total_amount) : undefined),
  );
  expect(screen.queryByText(T.loading) !== null).toBe(loading);
  expect(screen.queryByText(messages.common.dataNotAvailable) !== null).toBe(empty);
  // The walk's server never fails: no failure, nothing to retry, nothing loading under the rows.
  expect(screen.queryByText(messages.customer.disbursedDataFetchFailed)).toBeNull();
  expect(screen.queryAllByRole('button', { name: T.retry })).toHaveLength(0);
  expect(screen.queryByText(T.exporting.loadingMore)).toBeNull();

  const chart = screen.queryByRole('img');
  if (loaded && !empty) {
    expect(chart).toHaveAccessibleName(
      chartSummary(dailyCounts(answer!.per_day, filters.from_date, filters.to_date)),
    );
    expectRows(loaded.rows, loaded.total);
  } else {
    expect(chart).toBeNull();
    expect(screen.queryByRole('table', { name: T.table })).toBeNull();
  }

  // The request in flight asks for the filters in force; the export gets the rows shown.
  if (loading) {
    expect(fakes.server.pending('answer').query).toEqual({
      ...toDashboardQuery(filters),
      entries: '100',
    });
  }
  if (download.busy) {
    const input = fakes.latest('exportLoans').input;
    expect(input.fileName).toBe(`loans_${filters.from_date}_${filters.to_date}.xlsx`);
    // The rows loaded when the download started; new filters meanwhile change nothing of it.
    const started = context.path.steps
      .slice(0, context.step + 1)
      .findLast((step) => step.event.type === 'download.start')!;
    const from = (started.state.context as LoansDashboardContext).loaded!;
    expect(input.rows.map((row) => row.loan_id)).toEqual(from.rows.map((row) => row.loan_id));
    expect(input.next).toBe(from.next);
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
      Object.assign(deferredActors<LoansDashboardActors>(['exportLoans']), {
        server: fakeDashboardServer(),
      }),
    render: (fakes) =>
      withQueries(
        testQueryClient(),
        <LoansDashboardRoute
          calls={{ loans: fakes.server.calls.loans, exportLoans: fakes.actors.exportLoans }}
          today={SAMPLE_TODAY}
          initialFilters={NO_RANGE}
        />,
      ),
    gestures: {
      'filters.change': async (e, context) => {
        await chooseFilters(e.filters, context);
        await settle();
      },
      'rows.change': (e, context) => answer(e.loaded, context),
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
      render: (f) =>
        withQueries(
          testQueryClient(),
          <LoansDashboardRoute
            calls={{ loans: f.server.calls.loans, exportLoans: f.actors.exportLoans }}
            today={SAMPLE_TODAY}
          />,
        ),
      expectState: () => {},
    });
    await settle();
    expect(fakes.server.pending('answer').query).toEqual({
      from_date: '2025-03-02',
      to_date: '2025-03-31',
      status: 'all_loans',
      entries: '100',
    });
    expect(dateBox(T.fromDate).value).toBe('02/03/2025');
    expect(
      within(combo(T.status))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Loans', 'Approved Loans', 'Disbursed Loans', 'Rejected Loans', 'Other']);
    expect(statusFilterLabel('other')).toBe('Other');
    fakes.server.pending('answer').reply.resolve(ok(DASHBOARD_SAMPLE.data));
    await settle();
    expect(card(T.cards.totalLoans)).toHaveTextContent('40');
  });
});

/** The dashboard on a fake server the test answers, with the filters of the walk's sample. */
function openDashboard(server = fakeDashboardServer()) {
  const exportLoans = deferredActors<LoansDashboardActors>(['exportLoans']).actors.exportLoans;
  render(
    withQueries(
      testQueryClient(),
      <LoansDashboardRoute
        calls={{ loans: server.calls.loans, exportLoans }}
        today={SAMPLE_TODAY}
      />,
    ),
  );
  return { server, user: userEvent.setup() };
}

describe('the dashboard data as a query (failures and paging the walk does not take)', () => {
  it('a failed answer shows the catalogue text and the server words; Retry asks again', async () => {
    let failing = true;
    const server = fakeDashboardServer(() =>
      failing ? fail(500, 'Internal Server Error') : ok(DASHBOARD_SAMPLE.data),
    );
    const { user } = openDashboard(server);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.customer.disbursedDataFetchFailed);
    expect(alert).toHaveTextContent('Internal Server Error');
    // Asked once and retried twice (a 5xx may pass), then said.
    expect(server.requests).toHaveLength(3);
    expect(card(T.cards.totalLoans)).toHaveTextContent('-');
    expect(button(T.download)).toBeDisabled();
    failing = false;
    await user.click(button(T.retry));
    await waitFor(() => expect(card(T.cards.totalLoans)).toHaveTextContent('40'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button(T.download)).toBeEnabled();
  });

  it('a failed next page keeps the rows and says so under them; Retry asks for that page only', async () => {
    const { server, user } = openDashboard();
    server.pending('answer').reply.resolve(ok(DASHBOARD_SAMPLE.data));
    await settle();
    await scrollToEnd();
    await settle();
    const first = server.pending('rows');
    expect(first.query.after).toBe('after-25');
    expect(screen.getByText(T.exporting.loadingMore)).toBeVisible();
    // A 5xx is tried three times in all before it is said.
    for (let i = 0; i < 3; i++) {
      server.pending('rows').reply.resolve(fail(502, 'Bad Gateway'));
      await settle();
    }
    expect(await screen.findByText(messages.customer.disbursedDataFetchFailed)).toBeVisible();
    expect(screen.getByRole('table', { name: T.table })).toHaveAttribute('aria-rowcount', '41');
    // The rows shown still export.
    expect(button(T.download)).toBeEnabled();
    const asked = server.requests.length;
    await user.click(button(T.retry));
    await settle();
    expect(server.requests).toHaveLength(asked + 1);
    expect(server.pending('rows').query.after).toBe('after-25');
    server.pending('rows').reply.resolve(ok(DASHBOARD_SAMPLE.rest));
    await settle();
    expect(screen.queryByText(messages.customer.disbursedDataFetchFailed)).toBeNull();
    expect(screen.queryByText(T.exporting.loadingMore)).toBeNull();
  });

  it('new filters abort the request in flight; a broken range asks nothing and loads nothing', async () => {
    const { server, user } = openDashboard();
    await settle();
    const first = server.pending('answer');
    await user.selectOptions(combo(T.status), 'rejected_loans');
    await settle();
    expect(first.signal.aborted).toBe(true);
    expect(server.pending('answer').query.status).toBe('rejected_loans');
    const second = server.pending('answer');
    await act(async () => {
      fireEvent.change(dateBox(T.toDate), { target: { value: '01/01/2025' } });
    });
    await settle();
    expect(second.signal.aborted).toBe(true);
    expect(server.requests).toHaveLength(2);
    expect(screen.getByText(FILTER_PROBLEMS.dateRange)).toBeVisible();
    expect(screen.queryByText(T.loading)).toBeNull();
    expect(card(T.cards.totalLoans)).toHaveTextContent('-');
  });
});
