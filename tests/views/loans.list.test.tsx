// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { LoanDecisionActors } from '../../machines/loanDecision/index.ts';
import {
  connectLoanList,
  defaultLoanFilters,
  type LoanFilters,
  type LoanListActors,
  type LoanPage,
  type LoanSummary,
  sampleLoan,
  samplePage,
} from '../../machines/loanList/index.ts';
import { LIST_EVENTS, LIST_SAMPLE, loanListPaths } from '../../machines/loanList/loanList.paths.ts';
import { loanListShows } from '../../machines/loanList/loanList.shows.ts';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { formatDate, formatRupees } from '../../src/domain/format.ts';
import { statusLabel } from '../../src/domain/loans.ts';
import { CARD_HEIGHT, cardColumns } from '../../src/features/loans/components/LoanCards.tsx';
import { ROW_HEIGHT } from '../../src/features/loans/components/LoanTable.tsx';
import { LoanListRoute } from '../../src/features/loans/LoanListRoute.tsx';
import { LOAN_TEXTS as T } from '../../src/features/loans/loanTexts.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { walk } from '../support/paths.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { expectListFrame, sizeScrollArea } from './pagedListView.ts';
import { viewCases } from './viewPaths.ts';

const VIEWPORT = { width: 1000, height: 150 };
sizeScrollArea('data-loan-scroll', VIEWPORT);

type Fakes = DeferredActors<LoanListActors & LoanDecisionActors>;
type Context = ReplayContext<Fakes>;
const FLAGS = roleFlagsOf('is_credit_manager', 'is_disbursal_manager');

/** The app's part: it keeps the applied filters and passes them back. */
function Harness({ fakes, view }: { fakes: Fakes; view: 'list' | 'card' }) {
  const [filters, setFilters] = useState<LoanFilters>(defaultLoanFilters('search-loan'));
  return (
    <LoanListRoute
      page="search-loan"
      filters={filters}
      view={view}
      flags={FLAGS}
      loanHref={(loan) => `/lender/user/${loan.leader.username}`}
      fetchPages={fakes.actors.fetchPages}
      decideLoan={fakes.actors.decideLoan}
      filtersOpen
      onFiltersChange={setFilters}
    />
  );
}

const scrollArea = () => document.querySelector<HTMLElement>('[data-loan-scroll]')!;
const button = (name: string) => screen.getByRole('button', { name });
const filterForm = () => within(screen.getByRole('form', { name: T.filters.title }));

/** The scroll height a browser would have: the header or top padding, then rows or card lines. */
function contentHeight(layout: 'list' | 'card', rows: number): number {
  if (layout === 'list') return 40 + rows * ROW_HEIGHT;
  return 16 + Math.ceil(rows / cardColumns(VIEWPORT.width)) * (CARD_HEIGHT + 16);
}

/** Scrolls to the bottom, clamped as a browser clamps it (jsdom keeps any value). */
async function scrollToEnd(layout: 'list' | 'card', rows: number) {
  const area = scrollArea();
  await act(async () => {
    area.scrollTop = Math.max(0, contentHeight(layout, rows) - VIEWPORT.height);
    fireEvent.scroll(area);
  });
}

/**
 * Scrolls until row `lastVisible` (0-based) is the last in view: its bottom edge at the
 * viewport's. In the card view, the last card of the line holding it.
 */
async function scrollToRow(layout: 'list' | 'card', lastVisible: number) {
  const bottom = contentHeight(layout, lastVisible + 1);
  const area = scrollArea();
  await act(async () => {
    area.scrollTop = Math.max(0, bottom - VIEWPORT.height);
    fireEvent.scroll(area);
  });
}

async function applyFilters(filters: LoanFilters, { user }: Context) {
  if (!filters.statuses.length) {
    await user.click(filterForm().getByRole('button', { name: T.filters.reset }));
    return;
  }
  for (const box of filterForm().getAllByRole('checkbox') as HTMLInputElement[]) {
    const wanted = filters.statuses.some((s) => statusLabel(s) === box.labels?.[0]?.textContent);
    if (box.checked !== wanted) await user.click(box);
  }
  await user.selectOptions(
    filterForm().getByRole('combobox', { name: T.filters.teamLead }),
    filters.team_lead ?? '',
  );
  await user.click(filterForm().getByRole('button', { name: T.filters.apply }));
}

/** A row changes only through a decision: approve it in the dialog and let the server answer. */
async function decide(loan: LoanSummary, { user, fakes, path, step }: Context) {
  // The fixture's loan is row 1: scroll back up to it.
  const area = scrollArea();
  await act(async () => {
    area.scrollTop = 0;
    fireEvent.scroll(area);
  });
  const row = screen.getByRole('row', { name: T.rowLabel(loan.id) });
  await user.click(within(row).getByRole('button', { name: 'Approve' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
  await act(async () => {
    fakes.latest('decideLoan').resolve(loan);
    await fakes.latest('decideLoan').promise;
  });
  // Back where the user was, so the list's idea of the viewport is the path's again.
  const { lastVisible } = path.steps[step - 1]!.state.context;
  if (lastVisible > 0) await scrollToRow('list', lastVisible);
}

function expectRenderedRows(rows: readonly LoanSummary[]) {
  const rendered = screen.getAllByRole('row').filter((row) => row.hasAttribute('aria-label'));
  expect(rendered.length).toBeGreaterThan(0);
  expect(rendered.length).toBeLessThanOrEqual(rows.length);
  for (const element of rendered) {
    const loan = rows[Number(element.getAttribute('aria-rowindex')) - 2]!;
    expect(element).toHaveAccessibleName(T.rowLabel(loan.id));
    const cells = within(element)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual([
      String(loan.id),
      `${loan.leader.name}${loan.leader.username}`,
      String(loan.co_borrower_count),
      formatRupees(loan.amount),
      statusLabel(loan.status),
      formatDate(loan.created_at),
    ]);
  }
}

async function expectList(state: AnyMachineSnapshot, { fakes }: Context) {
  const view = connectLoanList(state as never);
  // What the list's declaration says this state shows, against the screen.
  expectScreenShows(loanListShows as never, state, screen);
  const { context } = state;
  expectListFrame(view, T);
  if (view.rows.length) expectRenderedRows(view.rows);
  // The request in flight asks for the rows after those loaded; older ones were aborted.
  const calls = fakes.calls.fetchPages;
  if (state.hasTag('busy')) {
    expect(calls.at(-1)!.input).toEqual({
      scope: { page: 'search-loan', flags: FLAGS },
      filters: context.filters,
      start: context.offset,
      entries: 8,
      pages: context.pagesAsked,
    });
  }
  const finished = await settledOf(calls.slice(0, -1));
  calls.slice(0, -1).forEach((call, i) => {
    expect(finished[i] || call.signal.aborted).toBe(true);
  });
}

/**
 * Which promises have settled. (A FakeCall's `settled` flag cannot tell: the fakes spread the
 * deferred, which copies the getter's value at call time.)
 */
async function settledOf(calls: ReadonlyArray<{ promise: Promise<unknown> }>): Promise<boolean[]> {
  const later = () => new Promise<false>((resolve) => setTimeout(() => resolve(false), 0));
  return Promise.all(
    calls.map((call) =>
      Promise.race([
        call.promise.then(
          () => true,
          () => true,
        ),
        later(),
      ]),
    ),
  );
}

function listDriver(view: 'list' | 'card' = 'list'): ViewDriver<Fakes> {
  return {
    fakes: () => deferredActors<LoanListActors & LoanDecisionActors>(['fetchPages', 'decideLoan']),
    render: (fakes) => <Harness fakes={fakes} view={view} />,
    gestures: {
      'list.viewport': (e) => scrollToRow(view, e.lastVisible),
      'list.retry': (_e, { user }) => user.click(button(T.retry)),
      'filters.change': (e, context) => applyFilters(e.filters, context),
      'row.changed': (e, context) => decide(e.row, context),
    },
    expectState: expectList,
  };
}

describe('loan list through LoanListRoute', () => {
  it.each(viewCases(loanListPaths))('$title', async ({ path }) => {
    await replayThroughView(path, listDriver());
  });

  it('renders only the rows around the viewport, and loads ahead of it', async () => {
    const path = walk(loanListPaths.machine, [LIST_EVENTS.firstPage]);
    const fakes = await replayThroughView(path, listDriver());
    const calls = fakes.calls.fetchPages;
    const resolve = async (page: LoanPage) => {
      await act(async () => {
        fakes.latest('fetchPages').resolve(page);
        await fakes.latest('fetchPages').promise;
      });
    };
    // With the top in view, four pages at once, twice: 72 rows, 64 of them past the viewport.
    expect(calls.map(({ input }) => [input.start, input.pages])).toEqual([
      [0, 1],
      [8, 4],
    ]);
    await resolve(samplePage(8, 32, 1000));
    expect(calls.at(-1)!.input).toMatchObject({ start: 40, pages: 4 });
    await resolve(samplePage(40, 32, 1000));
    expect(calls).toHaveLength(3);
    const rendered = screen.getAllByRole('row').filter((row) => row.hasAttribute('aria-label'));
    expect(rendered.length).toBeLessThan(40);
    // Scrolling a little is covered by the rows already loaded; nearer the end it loads on.
    await scrollToRow('list', 5);
    expect(calls).toHaveLength(3);
    await scrollToEnd('list', 72);
    expect(calls.at(-1)!.input).toMatchObject({ start: 72, entries: 8, pages: 4 });
    await resolve(samplePage(72, 32, 1000));
    // The rows after the viewport are there already (the table's overscan shows the next six).
    const last = screen
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('aria-label'))
      .at(-1)!;
    expect(screen.getByRole('row', { name: T.rowLabel(72) })).toBeInTheDocument();
    expect(last).toHaveAccessibleName(T.rowLabel(78));
  });

  it("links a loan's id to its page (so it opens in a new tab too)", async () => {
    const path = walk(loanListPaths.machine, [LIST_EVENTS.firstPage]);
    const driver = listDriver();
    await replayThroughView(path, driver);
    expect(screen.getByRole('link', { name: T.openLoan(3) })).toHaveAttribute(
      'href',
      `/lender/user/${sampleLoan(3).leader.username}`,
    );
  });
});

describe('loan cards through LoanListRoute', () => {
  it('shows the cards and loads ahead of them as they scroll', async () => {
    const path = walk(loanListPaths.machine, [
      LIST_EVENTS.firstPage,
      LIST_EVENTS.aheadPages,
      LIST_EVENTS.furtherPages,
      { type: 'list.viewport', lastVisible: LIST_SAMPLE.scrolled },
      LIST_EVENTS.scrolledPages,
      { type: 'list.viewport', lastVisible: LIST_SAMPLE.atEnd },
      LIST_EVENTS.lastPage,
    ]);
    expect(path.state.value).toBe('exhausted');
    await replayThroughView(path, {
      ...listDriver('card'),
      expectState: (state) => {
        const view = connectLoanList(state as never);
        if (!view.rows.length) return;
        const cards = within(screen.getByRole('list', { name: T.cards })).getAllByRole('listitem');
        expect(cards.length).toBeGreaterThan(0);
        expect(cards.length).toBeLessThanOrEqual(view.rows.length);
        for (const card of cards) {
          const loan = view.rows[Number(card.getAttribute('aria-posinset')) - 1]!;
          expect(card).toHaveAccessibleName(T.rowLabel(loan.id));
          // The card's link is named by the label it shows (WCAG 2.5.3).
          expect(
            within(card).getByRole('link', { name: `${T.columns.id} ${loan.id}` }),
          ).toHaveAttribute('href', `/lender/user/${loan.leader.username}`);
          expect(within(card).getByText(formatRupees(loan.amount))).toBeVisible();
          expect(within(card).getByText(statusLabel(loan.status))).toBeVisible();
        }
      },
    });
  });
});

describe('the count line', () => {
  it('reads as English for one loan and for many', () => {
    expect(T.allShown(1)).toBe('1 loan shown');
    expect(T.allShown(1200)).toBe('All 1,200 loans shown');
  });
});
