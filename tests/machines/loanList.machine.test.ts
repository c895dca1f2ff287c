import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { parse } from 'yaml';
import {
  connectLoanList,
  defaultLoanFilters,
  filterStatusOptions,
  filtersProblem,
  LENDER_VISIBLE_STATUSES,
  LOAN_LIST_PAGES,
  type LoanListActors,
  type LoanListInput,
  type LoanPage,
  type LoanSummary,
  loanListMachine,
  samplePage,
  toLoanListQuery,
} from '../../machines/loanList/index.ts';
import { LIST_SAMPLE, loanListPaths } from '../../machines/loanList/loanList.paths.ts';
import { DEFAULT_PREFETCH } from '../../machines/shared/prefetch.ts';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { DEFAULT_LIST_STATUSES, LIST_FILTER_STATUSES } from '../../src/domain/loans.ts';
import { messages } from '../../src/domain/messages.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths, lastPayload } from '../support/machinePathTests.ts';
import type { PathStep } from '../support/paths.ts';

type Snapshot = ReturnType<typeof loanListMachine.transition>;
const FETCH_DONE = 'xstate.done.actor.fetchLoanPages';

/** Steps since the filters last changed (the list starts over then). */
function sinceFiltersChanged(history: readonly PathStep[]): readonly PathStep[] {
  const index = history.findLastIndex((step) => step.event.type === 'filters.change');
  return index < 0 ? history : history.slice(index);
}

describeMachinePaths('loanList', loanListPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const { context } = state;
  const view = connectLoanList(state);
  const ids = context.rows.map((row) => row.id);

  // Rows come in server order, each once, and `start` is what the server has sent.
  expect(ids).toEqual(ids.map((_, i) => i + 1));
  expect(context.offset).toBe(context.rows.length);
  expect(view.rows).toBe(context.rows);
  expect(view.status).toBe(
    (['loadingFirst', 'loaded', 'loadingMore', 'exhausted', 'empty', 'error'] as const).find((s) =>
      state.matches(s),
    ),
  );

  // Filters are the last ones applied.
  const filters = lastPayload(history, 'filters.change', 'filters') ?? LIST_SAMPLE.defaults;
  expect(context.filters).toEqual(filters);

  // One request at a time; a list rests only with enough rows loaded past the viewport.
  const busy = state.matches('loadingFirst') || state.matches('loadingMore');
  expect(state.hasTag('busy')).toBe(busy);
  expect(view.loadingMore).toBe(state.matches('loadingMore'));
  const ahead = context.rows.length - 1 - context.lastVisible;
  if (state.matches('loaded')) expect(ahead).toBeGreaterThanOrEqual(DEFAULT_PREFETCH.aheadRows);
  if (state.matches('loadingMore')) {
    expect(context.pagesAsked).toBeGreaterThanOrEqual(1);
    expect(context.pagesAsked).toBeLessThanOrEqual(DEFAULT_PREFETCH.pagesAtOnce);
    // Never past the server's total.
    expect(context.offset + (context.pagesAsked - 1) * context.pageSize).toBeLessThan(
      context.count!,
    );
  }
  const viewport = history.findLast((step) => step.event.type === 'list.viewport');
  const reset = history.findLastIndex((step) => step.event.type === 'filters.change');
  expect(context.lastVisible).toBe(
    viewport && history.indexOf(viewport) > reset ? viewport.event.lastVisible : 0,
  );

  if (state.matches('loadingFirst')) {
    expect([context.rows.length, context.count, context.error]).toEqual([0, null, null]);
    expect(view.loadingFirst).toBe(true);
  }
  if (state.matches('loaded')) {
    expect(context.rows.length).toBeGreaterThan(0);
    expect(context.offset).toBeLessThan(context.count!);
  }
  if (state.matches('exhausted')) {
    const last = history.findLast((step) => step.event.type === FETCH_DONE)!.event
      .output as LoanPage;
    expect(last.results.length < context.pageSize || context.offset >= last.count).toBe(true);
  }
  expect(view.emptyText).toBe(state.matches('empty') ? messages.common.dataNotAvailable : null);
  if (state.matches('empty')) expect(context.rows).toEqual([]);

  expect(view.errorText).toBe(state.matches('error') ? messages.customer.loansFetchFailed : null);
  expect(view.canRetry).toBe(state.matches('error'));
  if (state.matches('error')) {
    // A failure keeps what was loaded.
    const failure = history.findLastIndex((step) => step.event.type.startsWith('xstate.error'));
    const before: LoanSummary[] = history[failure - 1]!.state.context.rows;
    expect(ids).toEqual(before.map((row) => row.id));
    expect(context.error).toBe('Internal Server Error');
  } else {
    expect(context.error).toBeNull();
  }

  // A decided row shows its new version, in place, until the list starts over.
  const updated = sinceFiltersChanged(history).some((step) => step.event.type === 'row.update');
  if (context.rows[0]) {
    expect(context.rows[0].status).toBe(
      updated ? LIST_SAMPLE.updatedRow.status : 'ready_for_review',
    );
  }
});

type Fakes = ReturnType<typeof makeFakes>;
const makeFakes = () => deferredActors<LoanListActors>(['fetchLoanPages']);

function start(fakes: Fakes, input?: LoanListInput) {
  return createActor(loanListMachine.provide({ actors: fakes.actors }), { input }).start();
}

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('loanList with live actors', () => {
  it('asks for pages of 8 ahead of the viewport, several at once, and retries from where it failed', async () => {
    const fakes = makeFakes();
    const filters = { ...defaultLoanFilters('approved-loans'), team_lead: 'disbursal' as const };
    const actor = start(fakes, {
      page: 'approved-loans',
      filters,
      prefetch: { aheadRows: 20, pagesAtOnce: 2 },
    });
    const fetched = () => fakes.calls.fetchLoanPages.map(({ input }) => [input.start, input.pages]);
    expect(fakes.latest('fetchLoanPages').input).toEqual({
      page: 'approved-loans',
      filters,
      start: 0,
      entries: 8,
      pages: 1,
    });
    fakes.latest('fetchLoanPages').resolve(samplePage(0, 8, 60));
    await settle();
    // 8 rows loaded, 20 wanted past row 1: two pages at once; 24 loaded is enough.
    expect(fetched()).toEqual([
      [0, 1],
      [8, 2],
    ]);
    fakes.latest('fetchLoanPages').resolve(samplePage(8, 16, 60));
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    // The view says where it is; the machine decides when to load on.
    actor.send({ type: 'list.viewport', lastVisible: 2 });
    expect(fakes.calls.fetchLoanPages).toHaveLength(2);
    actor.send({ type: 'list.viewport', lastVisible: 5 });
    expect(fetched().at(-1)).toEqual([24, 1]);
    actor.send({ type: 'list.viewport', lastVisible: 30 });
    expect(fakes.calls.fetchLoanPages).toHaveLength(3);
    fakes.latest('fetchLoanPages').reject(new Error('Bad Gateway'));
    await settle();
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.rows).toHaveLength(24);
    actor.send({ type: 'list.retry' });
    // Retried from where it failed, as far ahead as the viewport now needs.
    expect(fetched().at(-1)).toEqual([24, 2]);
    fakes.latest('fetchLoanPages').resolve(samplePage(24, 16, 60));
    await settle();
    expect(fetched().at(-1)).toEqual([40, 2]);
    fakes.latest('fetchLoanPages').resolve(samplePage(40, 16, 60));
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    actor.send({ type: 'list.viewport', lastVisible: 50 });
    // Never past the server's total: 4 rows are left, so one page.
    expect(fetched().at(-1)).toEqual([56, 1]);
    fakes.latest('fetchLoanPages').resolve(samplePage(56, 8, 60));
    await settle();
    expect(actor.getSnapshot().value).toBe('exhausted');
    expect(actor.getSnapshot().context.rows.map((row) => row.id)).toEqual(
      Array.from({ length: 60 }, (_, i) => i + 1),
    );
    actor.send({ type: 'list.viewport', lastVisible: 59 });
    expect(fakes.calls.fetchLoanPages).toHaveLength(6);
  });

  it('aborts the request in flight when the filters change and ignores its late answer', async () => {
    const fakes = makeFakes();
    const actor = start(fakes);
    const first = fakes.latest('fetchLoanPages');
    actor.send({ type: 'filters.change', filters: LIST_SAMPLE.narrowed });
    expect(first.signal.aborted).toBe(true);
    const second = fakes.latest('fetchLoanPages');
    expect(second.input).toMatchObject({ filters: LIST_SAMPLE.narrowed, start: 0 });
    first.resolve(samplePage(0, 8, 20));
    await settle();
    expect(actor.getSnapshot().value).toBe('loadingFirst');
    second.resolve(samplePage(0, 8, 3));
    await settle();
    expect(actor.getSnapshot().value).toBe('exhausted');
    expect(actor.getSnapshot().context.rows).toHaveLength(3);
  });

  it('lists a loan once when a later page repeats it', async () => {
    const fakes = makeFakes();
    const actor = start(fakes);
    fakes.latest('fetchLoanPages').resolve(samplePage(0, 8, 30));
    await settle();
    // A loan was added meanwhile: the next pages start one row earlier than asked.
    expect(fakes.latest('fetchLoanPages').input).toMatchObject({ start: 8, pages: 3 });
    fakes.latest('fetchLoanPages').resolve(samplePage(7, 24, 31));
    await settle();
    const { rows, offset } = actor.getSnapshot().context;
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expect(offset).toBe(32);
  });

  it('replaces a row in place and leaves the others alone', async () => {
    const fakes = makeFakes();
    const actor = start(fakes);
    fakes.latest('fetchLoanPages').resolve(samplePage(0, 8, 20));
    await settle();
    const before = actor.getSnapshot().context.rows;
    actor.send({ type: 'row.update', loan: LIST_SAMPLE.updatedRow });
    const after = actor.getSnapshot().context.rows;
    expect(after[0]).toBe(LIST_SAMPLE.updatedRow);
    expect(after.slice(1)).toEqual(before.slice(1));
    actor.send({ type: 'row.update', loan: { ...LIST_SAMPLE.updatedRow, id: 999 } });
    expect(actor.getSnapshot().context.rows).toBe(after);
  });
});

describe('loan list rules', () => {
  it('opens each page with its default statuses (search: all loans)', () => {
    for (const page of LOAN_LIST_PAGES) {
      const actor = createActor(loanListMachine, { input: { page } });
      const expected = page === 'search-loan' ? [] : DEFAULT_LIST_STATUSES[page];
      expect(actor.getSnapshot().context.filters.statuses).toEqual(expected);
    }
  });

  it('sends only the filters that are set', () => {
    const filters = defaultLoanFilters('search-loan');
    expect(toLoanListQuery({ page: 'search-loan', filters, start: 0, entries: 8 })).toEqual({
      start: 0,
      entries: 8,
    });
    const full = {
      statuses: ['loan_disbursed', 'completed'] as const,
      team_lead: 'field_sales' as const,
      from_date: '2025-01-01',
      to_date: '2025-01-31',
      loan_id: 42,
    };
    expect(
      toLoanListQuery({ page: 'disbursed-loans', filters: full, start: 16, entries: 8 }),
    ).toEqual({
      status: ['loan_disbursed', 'completed'],
      team_lead: 'field_sales',
      from_date: '2025-01-01',
      to_date: '2025-01-31',
      loan_id: 42,
      start: 16,
      entries: 8,
    });
  });

  it('offers lenders the disbursed statuses only', () => {
    const disbursedFamily = [...LENDER_VISIBLE_STATUSES].sort();
    expect([...filterStatusOptions(roleFlagsOf('is_lender'))].sort()).toEqual(disbursedFamily);
    expect([...filterStatusOptions(roleFlagsOf('is_lender_read_only'))].sort()).toEqual(
      disbursedFamily,
    );
    expect(filterStatusOptions(roleFlagsOf('is_lender', 'is_admin'))).toEqual(LIST_FILTER_STATUSES);
    expect(filterStatusOptions(roleFlagsOf('is_credit_manager'))).toEqual(LIST_FILTER_STATUSES);
  });

  it('refuses a date range that ends before it starts', () => {
    const filters = defaultLoanFilters('search-loan');
    expect(filtersProblem({ ...filters, from_date: '2025-02-01', to_date: '2025-01-31' })).toBe(
      'dateRange',
    );
    expect(filtersProblem({ ...filters, from_date: '2025-01-31', to_date: '2025-01-31' })).toBe(
      null,
    );
    expect(filtersProblem({ ...filters, from_date: '2025-01-31' })).toBe(null);
  });

  it('filters by statuses the contract knows', () => {
    const contract = parse(readFileSync('openapi/main.yaml', 'utf8'));
    const known: string[] = contract.components.schemas.LoanStatus.enum;
    for (const status of LIST_FILTER_STATUSES) expect(known).toContain(status);
    for (const statuses of Object.values(DEFAULT_LIST_STATUSES)) {
      for (const status of statuses) expect(known).toContain(status);
    }
  });
});
