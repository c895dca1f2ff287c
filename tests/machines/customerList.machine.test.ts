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
import { messages } from '../../src/domain/messages.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths, lastPayload } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof customerListMachine.transition>;
const FETCH_DONE = 'xstate.done.actor.fetchCustomerPage';
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

  // Nothing is loaded twice, and never while loading.
  const busy = state.matches('loadingFirst') || state.matches('loadingMore');
  expect(state.hasTag('busy')).toBe(busy);
  expect(view.canLoadMore).toBe(state.matches('loaded'));
  if (busy) expect(state.can({ type: 'list.loadMore' })).toBe(false);

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

const makeFakes = () => deferredActors<CustomerListActors>(['fetchCustomerPage']);
type Fakes = ReturnType<typeof makeFakes>;

function start(fakes: Fakes, input?: CustomerListInput) {
  return createActor(customerListMachine.provide({ actors: fakes.actors }), { input }).start();
}

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('customerList with live actors', () => {
  it('asks for 14 rows from the rows loaded, and retries from where it failed', async () => {
    const fakes = makeFakes();
    const actor = start(fakes);
    expect(fakes.latest('fetchCustomerPage').input).toEqual({ query: null, start: 0, entries: 14 });
    fakes.latest('fetchCustomerPage').resolve(sampleCustomerPage(0, 14, 30));
    await settle();
    actor.send({ type: 'list.loadMore' });
    actor.send({ type: 'list.loadMore' });
    expect(fakes.calls.fetchCustomerPage).toHaveLength(2);
    expect(fakes.latest('fetchCustomerPage').input.start).toBe(14);
    fakes.latest('fetchCustomerPage').reject(new Error('Bad Gateway'));
    await settle();
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.rows).toHaveLength(14);
    actor.send({ type: 'list.retry' });
    expect(fakes.latest('fetchCustomerPage').input.start).toBe(14);
    fakes.latest('fetchCustomerPage').resolve(sampleCustomerPage(14, 14, 30));
    await settle();
    actor.send({ type: 'list.loadMore' });
    fakes.latest('fetchCustomerPage').resolve(sampleCustomerPage(28, 14, 30));
    await settle();
    expect(actor.getSnapshot().value).toBe('exhausted');
    expect(actor.getSnapshot().context.rows).toHaveLength(30);
  });

  it('a new search aborts the request in flight, starts from row 0 and ignores the late answer', async () => {
    const fakes = makeFakes();
    const actor = start(fakes);
    const first = fakes.latest('fetchCustomerPage');
    actor.send({ type: 'search.change', query: { type: 'pan', value: `  ${PAN_SEARCH.value} ` } });
    expect(first.signal.aborted).toBe(true);
    const second = fakes.latest('fetchCustomerPage');
    expect(second.input).toEqual({ query: PAN_SEARCH, start: 0, entries: 14 });
    first.resolve(sampleCustomerPage(0, 14, 30));
    await settle();
    expect(actor.getSnapshot().value).toBe('loadingFirst');
    second.resolve({ count: 1, results: [CUSTOMER_SAMPLE.found] });
    await settle();
    expect(actor.getSnapshot().value).toBe('exhausted');
    // The same search again (as the header sends it) does not reload.
    actor.send({ type: 'search.change', query: PAN_SEARCH });
    expect(fakes.calls.fetchCustomerPage).toHaveLength(2);
    // A blank search lists everyone again.
    actor.send({ type: 'search.change', query: { type: 'username', value: '   ' } });
    expect(fakes.latest('fetchCustomerPage').input.query).toBeNull();
  });

  it('lists a customer once when a later page repeats one', async () => {
    const fakes = makeFakes();
    const actor = start(fakes, { query: null });
    fakes.latest('fetchCustomerPage').resolve(sampleCustomerPage(0, 14, 40));
    await settle();
    actor.send({ type: 'list.loadMore' });
    fakes.latest('fetchCustomerPage').resolve(sampleCustomerPage(13, 14, 41));
    await settle();
    const { rows, offset } = actor.getSnapshot().context;
    expect(rows).toHaveLength(27);
    expect(offset).toBe(28);
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
