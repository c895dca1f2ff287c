import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, type AnyStateMachine, createActor } from 'xstate';
import { customerListPaths } from '../../machines/customerList/customerList.paths.ts';
import {
  connectCustomerList,
  customerListMachine,
  normaliseQuery,
  PAN_SEARCH,
  sampleCustomer,
  sampleCustomerPage,
} from '../../machines/customerList/index.ts';
import { connectLoanList, loanListMachine, samplePage } from '../../machines/loanList/index.ts';
import { LIST_SAMPLE, loanListPaths } from '../../machines/loanList/loanList.paths.ts';
import type { PathSpec } from '../../machines/pathSpec.ts';
import {
  type ListPage,
  PAGED_LIST_STATUSES,
  type PagedListContext,
  type PagedListView,
} from '../../machines/shared/pagedList/index.ts';
import { DEFAULT_PREFETCH } from '../../machines/shared/prefetch.ts';
import { messages } from '../../src/domain/messages.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths, lastPayload } from '../support/machinePathTests.ts';
import type { PathStep } from '../support/paths.ts';

type Context = PagedListContext<unknown, unknown, unknown>;

/** One paged list as the generic tests see it. */
type Instance = {
  name: string;
  machine: AnyStateMachine;
  spec: PathSpec;
  connect: (snapshot: never, send?: never) => PagedListView<unknown, unknown>;
  pageSize: number;
  fetchFailed: string;
  key: (row: never) => string | number;
  /** The sample server's page for `start`, `entries` and a total of `count`. */
  page: (start: number, entries: number, count: number) => ListPage<unknown>;
  /** Filters the list opens with, and other filters to apply. */
  defaults: unknown;
  other: unknown;
  normalise: (filters: never) => unknown;
  /** The rows a path shows, for the filters in force. */
  expectRows: (context: Context) => void;
};

const INSTANCES: Instance[] = [
  {
    name: 'loanList',
    machine: loanListMachine,
    spec: loanListPaths,
    connect: connectLoanList as Instance['connect'],
    pageSize: 8,
    fetchFailed: messages.customer.loansFetchFailed,
    key: ((loan: { id: number }) => loan.id) as Instance['key'],
    page: samplePage,
    defaults: LIST_SAMPLE.defaults,
    other: LIST_SAMPLE.narrowed,
    normalise: ((filters: unknown) => filters) as Instance['normalise'],
    expectRows: ({ rows }) => {
      const ids = (rows as { id: number }[]).map((row) => row.id);
      expect(ids).toEqual(ids.map((_, i) => i + 1));
    },
  },
  {
    name: 'customerList',
    machine: customerListMachine,
    spec: customerListPaths,
    connect: connectCustomerList as Instance['connect'],
    pageSize: 14,
    fetchFailed: messages.customer.customersFetchFailed,
    key: ((customer: { username: string }) => customer.username) as Instance['key'],
    page: sampleCustomerPage,
    defaults: null,
    other: PAN_SEARCH,
    normalise: normaliseQuery as Instance['normalise'],
    expectRows: ({ rows, filters }) => {
      const list = rows as { username: string; pan_number: string | null }[];
      const query = filters as typeof PAN_SEARCH | null;
      if (query === null) {
        expect(list.map((row) => row.username)).toEqual(
          list.map((_, i) => sampleCustomer(i + 1).username),
        );
      } else {
        for (const row of list) expect(row.pan_number).toBe(query.value);
      }
    },
  },
];

/** Steps since the filters last changed (the list starts over then). */
function sinceFiltersChanged(history: readonly PathStep[]): readonly PathStep[] {
  const index = history.findLastIndex((step) => step.event.type === 'filters.change');
  return index < 0 ? history : history.slice(index);
}

/** What every paged list holds to in every state a path reaches. */
function checkState(instance: Instance, state: AnyMachineSnapshot, history: readonly PathStep[]) {
  const context = state.context as Context;
  const view = instance.connect(state as never);
  const keys = context.rows.map((row) => instance.key(row as never));

  // Rows come in server order, each once, and `start` is what the server has sent.
  expect(new Set(keys).size).toBe(keys.length);
  instance.expectRows(context);
  expect(context.offset).toBe(context.rows.length);
  expect(view.rows).toBe(context.rows);
  expect(view.status).toBe(PAGED_LIST_STATUSES.find((s) => state.matches(s)));

  // Filters are the last ones applied (as applied: a blank search is none).
  const applied = lastPayload(history, 'filters.change', 'filters');
  expect(context.filters).toEqual(
    applied === undefined ? instance.defaults : instance.normalise(applied as never),
  );
  expect(view.filters).toBe(context.filters);

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
  const viewport = sinceFiltersChanged(history).findLast((s) => s.event.type === 'list.viewport');
  expect(context.lastVisible).toBe(viewport ? viewport.event.lastVisible : 0);

  if (state.matches('loadingFirst')) {
    expect([context.rows.length, context.count, context.error]).toEqual([0, null, null]);
    expect(view.loadingFirst).toBe(true);
  }
  if (state.matches('loaded')) {
    expect(context.rows.length).toBeGreaterThan(0);
    expect(context.offset).toBeLessThan(context.count!);
  }
  if (state.matches('exhausted')) {
    const last = history.findLast((step) => step.event.type === 'xstate.done.actor.fetchPages')!
      .event.output as ListPage<unknown>;
    expect(last.results.length < context.pageSize || context.offset >= last.count).toBe(true);
  }
  expect(view.emptyText).toBe(state.matches('empty') ? messages.common.dataNotAvailable : null);
  if (state.matches('empty')) expect(context.rows).toEqual([]);

  expect(view.errorText).toBe(state.matches('error') ? instance.fetchFailed : null);
  expect(view.canRetry).toBe(state.matches('error'));
  if (state.matches('error')) {
    // A failure keeps what was loaded.
    const failure = history.findLastIndex((step) => step.event.type.startsWith('xstate.error'));
    const before: unknown[] = history[failure - 1]!.state.context.rows;
    expect(keys).toEqual(before.map((row) => instance.key(row as never)));
    expect(context.error).toBe('Internal Server Error');
  } else {
    expect(context.error).toBeNull();
  }
}

for (const instance of INSTANCES) {
  describeMachinePaths(instance.name, instance.spec, (state, history) =>
    checkState(instance, state, history),
  );
}

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

function start(instance: Instance, input?: Record<string, unknown>) {
  const fakes = deferredActors<{ fetchPages: never }>(['fetchPages']);
  const logic = instance.machine.provide({ actors: fakes.actors });
  const actor = createActor(logic, { input }).start();
  const latest = () =>
    fakes.latest('fetchPages') as unknown as ReturnType<typeof fakes.latest> & {
      input: { start: number; entries: number; pages: number; filters: unknown };
      resolve: (page: ListPage<unknown>) => void;
    };
  const asked = () =>
    fakes.calls.fetchPages.map((call) => {
      const input = call.input as { start: number; pages: number };
      return [input.start, input.pages];
    });
  return { actor, fakes, latest, asked };
}

describe.each(INSTANCES)('$name with live actors', (instance) => {
  const P = instance.pageSize;

  it('asks for pages of the spec size ahead of the viewport, several at once, and retries from where it failed', async () => {
    const total = 5 * P + P / 2;
    const { actor, latest, asked } = start(instance, {
      prefetch: { aheadRows: 2 * P, pagesAtOnce: 2 },
    });
    expect(latest().input).toMatchObject({ start: 0, entries: P, pages: 1 });
    latest().resolve(instance.page(0, P, total));
    await settle();
    // P loaded, 2P wanted past row 1: two pages at once; 3P loaded is enough.
    expect(asked()).toEqual([
      [0, 1],
      [P, 2],
    ]);
    latest().resolve(instance.page(P, 2 * P, total));
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    // The view says where it is; the machine decides when to load on.
    actor.send({ type: 'list.viewport', lastVisible: P - 1 });
    expect(asked()).toHaveLength(2);
    actor.send({ type: 'list.viewport', lastVisible: P });
    expect(asked().at(-1)).toEqual([3 * P, 1]);
    latest().reject(new Error('Bad Gateway'));
    await settle();
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.rows).toHaveLength(3 * P);
    actor.send({ type: 'list.viewport', lastVisible: 3 * P - 1 });
    actor.send({ type: 'list.retry' });
    // Retried from where it failed, as far ahead as the viewport now needs.
    expect(asked().at(-1)).toEqual([3 * P, 2]);
    latest().resolve(instance.page(3 * P, 2 * P, total));
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    actor.send({ type: 'list.viewport', lastVisible: 5 * P - 1 });
    // Never past the server's total: half a page is left, so one page.
    expect(asked().at(-1)).toEqual([5 * P, 1]);
    latest().resolve(instance.page(5 * P, P, total));
    await settle();
    expect(actor.getSnapshot().value).toBe('exhausted');
    const keys = actor.getSnapshot().context.rows.map(instance.key);
    expect(keys).toEqual(instance.page(0, total, total).results.map(instance.key as never));
    actor.send({ type: 'list.viewport', lastVisible: total - 1 });
    expect(asked()).toHaveLength(5);
  });

  it('aborts the request in flight when the filters change and ignores its late answer', async () => {
    const { actor, latest, fakes } = start(instance);
    const first = latest();
    actor.send({ type: 'filters.change', filters: instance.other });
    expect(first.signal.aborted).toBe(true);
    const second = latest();
    expect(second.input).toMatchObject({ filters: instance.other, start: 0, pages: 1 });
    // The same filters again change nothing.
    actor.send({ type: 'filters.change', filters: instance.other });
    expect(fakes.calls.fetchPages).toHaveLength(2);
    first.resolve(instance.page(0, P, 20));
    await settle();
    expect(actor.getSnapshot().value).toBe('loadingFirst');
    second.resolve(instance.page(0, P, 3));
    await settle();
    expect(actor.getSnapshot().value).toBe('exhausted');
    expect(actor.getSnapshot().context.rows).toHaveLength(3);
  });

  it('lists a row once when a later page repeats it', async () => {
    const { actor, latest } = start(instance);
    latest().resolve(instance.page(0, P, 100));
    await settle();
    // A row was added meanwhile: the next pages start one row earlier than asked.
    const { start: from, pages } = latest().input;
    expect(from).toBe(P);
    latest().resolve(instance.page(P - 1, pages * P, 101));
    await settle();
    const { rows, offset } = actor.getSnapshot().context;
    expect(offset).toBe(P + pages * P);
    expect(rows).toHaveLength(offset - 1);
    expect(new Set(rows.map(instance.key)).size).toBe(rows.length);
  });

  it('hands the view intents that send the list its events', () => {
    const { actor, fakes } = start(instance);
    const sent: unknown[] = [];
    const send = (event: unknown) => sent.push(event);
    const view = instance.connect(actor.getSnapshot() as never, send as never);
    view.onViewport(3);
    view.onRetry();
    view.onFiltersChange(instance.other);
    expect(sent).toEqual([
      { type: 'list.viewport', lastVisible: 3 },
      { type: 'list.retry' },
      { type: 'filters.change', filters: instance.other },
    ]);
    // The same intents for the same send: a view model compares equal across snapshots.
    const again = instance.connect(actor.getSnapshot() as never, send as never);
    expect(again.onRetry).toBe(view.onRetry);
    expect(fakes.calls.fetchPages).toHaveLength(1);
  });
});
