import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  CUSTOMER_SAMPLE,
  customerListPaths,
} from '../../machines/customerList/customerList.paths.ts';
import {
  type CustomerListActors,
  type CustomerListInput,
  type CustomerPage,
  type CustomerQuery,
  type CustomerSummary,
  canSearchCustomers,
  canSubmitCustomerSearch,
  connectCustomerList,
  customerListMachine,
  normaliseQuery,
  PAN_SEARCH,
  sampleCustomer,
  sampleCustomerPage,
  toCustomerListQuery,
} from '../../machines/customerList/index.ts';
import { DEFAULT_PREFETCH } from '../../machines/shared/prefetch.ts';
import { messages } from '../../src/domain/messages.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths, lastPayload } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof customerListMachine.transition>;
const FETCH_DONE = 'xstate.done.actor.fetchCustomerPages';
const STATUSES = ['loadingFirst', 'loaded', 'loadingMore', 'exhausted', 'empty', 'error'] as const;

describeMachinePaths('customerList', customerListPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const { context } = state;
  const view = connectCustomerList(state);

  // The search in force is the last one sent (none at first: every customer).
  const query = lastPayload<CustomerQuery | null>(history, 'search.change', 'query') ?? null;
  expect(context.query).toEqual(query);
  expect(view.query).toBe(context.query);

  // Rows come in server order, each once, and `start` is what the server has sent.
  const names = context.rows.map((row) => row.username);
  expect(new Set(names).size).toBe(names.length);
  expect(context.offset).toBe(context.rows.length);
  if (query === null) {
    expect(names).toEqual(names.map((_, i) => sampleCustomer(i + 1).username));
  } else {
    for (const row of context.rows) expect(row.pan_number).toBe(query.value);
  }
  expect(view.rows).toBe(context.rows);
  expect(view.status).toBe(STATUSES.find((s) => state.matches(s)));

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
  const reset = history.findLastIndex((step) => step.event.type === 'search.change');
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
      .output as CustomerPage;
    expect(last.results.length < context.pageSize || context.offset >= last.count).toBe(true);
  }
  expect(view.emptyText).toBe(state.matches('empty') ? messages.common.dataNotAvailable : null);
  if (state.matches('empty')) expect(context.rows).toEqual([]);

  expect(view.errorText).toBe(
    state.matches('error') ? messages.customer.customersFetchFailed : null,
  );
  expect(view.canRetry).toBe(state.matches('error'));
  if (state.matches('error')) {
    // A failure keeps what was loaded.
    const failure = history.findLastIndex((step) => step.event.type.startsWith('xstate.error'));
    const before: CustomerSummary[] = history[failure - 1]!.state.context.rows;
    expect(names).toEqual(before.map((row) => row.username));
    expect(context.error).toBe('Internal Server Error');
  } else {
    expect(context.error).toBeNull();
  }
});

const makeFakes = () => deferredActors<CustomerListActors>(['fetchCustomerPages']);
type Fakes = ReturnType<typeof makeFakes>;

function start(fakes: Fakes, input?: CustomerListInput) {
  return createActor(customerListMachine.provide({ actors: fakes.actors }), { input }).start();
}

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('customerList with live actors', () => {
  it('asks for pages of 14 ahead of the viewport, several at once, and retries from where it failed', async () => {
    const fakes = makeFakes();
    const actor = start(fakes, { prefetch: { aheadRows: 30, pagesAtOnce: 2 } });
    const fetched = () =>
      fakes.calls.fetchCustomerPages.map(({ input }) => [input.start, input.pages]);
    expect(fakes.latest('fetchCustomerPages').input).toEqual({
      query: null,
      start: 0,
      entries: 14,
      pages: 1,
    });
    fakes.latest('fetchCustomerPages').resolve(sampleCustomerPage(0, 14, 70));
    await settle();
    // 14 loaded, 30 wanted past row 1: two pages at once; 42 loaded is enough.
    expect(fetched().at(-1)).toEqual([14, 2]);
    fakes.latest('fetchCustomerPages').resolve(sampleCustomerPage(14, 28, 70));
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    actor.send({ type: 'list.viewport', lastVisible: 10 });
    expect(fakes.calls.fetchCustomerPages).toHaveLength(2);
    actor.send({ type: 'list.viewport', lastVisible: 12 });
    expect(fetched().at(-1)).toEqual([42, 1]);
    fakes.latest('fetchCustomerPages').reject(new Error('Bad Gateway'));
    await settle();
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.rows).toHaveLength(42);
    actor.send({ type: 'list.viewport', lastVisible: 30 });
    actor.send({ type: 'list.retry' });
    // Retried from where it failed, as far ahead as the viewport now needs, never past 70.
    expect(fetched().at(-1)).toEqual([42, 2]);
    fakes.latest('fetchCustomerPages').resolve(sampleCustomerPage(42, 28, 70));
    await settle();
    expect(actor.getSnapshot().value).toBe('exhausted');
    expect(actor.getSnapshot().context.rows).toHaveLength(70);
  });

  it('a new search aborts the request in flight, starts from row 0 and ignores the late answer', async () => {
    const fakes = makeFakes();
    const actor = start(fakes);
    const first = fakes.latest('fetchCustomerPages');
    actor.send({ type: 'search.change', query: { type: 'pan', value: `  ${PAN_SEARCH.value} ` } });
    expect(first.signal.aborted).toBe(true);
    const second = fakes.latest('fetchCustomerPages');
    expect(second.input).toEqual({ query: PAN_SEARCH, start: 0, entries: 14, pages: 1 });
    first.resolve(sampleCustomerPage(0, 14, 30));
    await settle();
    expect(actor.getSnapshot().value).toBe('loadingFirst');
    second.resolve({ count: 1, results: [CUSTOMER_SAMPLE.found] });
    await settle();
    expect(actor.getSnapshot().value).toBe('exhausted');
    // The same search again (as the header sends it) does not reload.
    actor.send({ type: 'search.change', query: PAN_SEARCH });
    expect(fakes.calls.fetchCustomerPages).toHaveLength(2);
    // A blank search lists everyone again.
    actor.send({ type: 'search.change', query: { type: 'username', value: '   ' } });
    expect(fakes.latest('fetchCustomerPages').input.query).toBeNull();
  });

  it('lists a customer once when a later page repeats one', async () => {
    const fakes = makeFakes();
    const actor = start(fakes, { query: null });
    fakes.latest('fetchCustomerPages').resolve(sampleCustomerPage(0, 14, 100));
    await settle();
    // A customer signed up meanwhile: the next pages start one row earlier than asked.
    expect(fakes.latest('fetchCustomerPages').input).toMatchObject({ start: 14, pages: 4 });
    fakes.latest('fetchCustomerPages').resolve(sampleCustomerPage(13, 56, 101));
    await settle();
    const { rows, offset } = actor.getSnapshot().context;
    expect(rows).toHaveLength(69);
    expect(offset).toBe(70);
  });
});

describe('customer search rules', () => {
  it('searches any non-blank text up to 100 characters, 10-character PANs and usernames included', () => {
    expect(canSearchCustomers('')).toBe(false);
    expect(canSearchCustomers('   ')).toBe(false);
    // An empty box may still be submitted: it lists every customer again.
    expect(canSubmitCustomerSearch('')).toBe(true);
    expect(canSubmitCustomerSearch('  ')).toBe(true);
    expect(canSubmitCustomerSearch('ABCDE1234F')).toBe(true);
    expect(canSubmitCustomerSearch('x'.repeat(500))).toBe(false);
    expect(canSearchCustomers('TSSPK7387W')).toBe(true);
    expect(canSearchCustomers('8157415868')).toBe(true);
    expect(canSearchCustomers('81574')).toBe(true);
    expect(canSearchCustomers('x'.repeat(100))).toBe(true);
    expect(canSearchCustomers('x'.repeat(101))).toBe(false);
  });

  it('sends the search string and type only when searching', () => {
    expect(toCustomerListQuery({ query: null, start: 0, entries: 14 })).toEqual({
      start: 0,
      entries: 14,
    });
    expect(
      toCustomerListQuery({
        query: { type: 'account_number', value: '2970' },
        start: 28,
        entries: 14,
      }),
    ).toEqual({ start: 28, entries: 14, search_string: '2970', search_type: 'account_number' });
    expect(normaliseQuery({ type: 'pan', value: ' abc ' })).toEqual({ type: 'pan', value: 'abc' });
    expect(normaliseQuery({ type: 'pan', value: '' })).toBeNull();
  });
});
