// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  CUSTOMER_EVENTS,
  customerListPaths,
} from '../../machines/customerList/customerList.paths.ts';
import { customerListShows } from '../../machines/customerList/customerList.shows.ts';
import {
  type CustomerListActors,
  type CustomerQuery,
  type CustomerSummary,
  canSubmitCustomerSearch,
  connectCustomerList,
  sampleCustomerPage,
} from '../../machines/customerList/index.ts';
import { CustomerSearch } from '../../src/app/shell/CustomerSearch.tsx';
import { messages } from '../../src/domain/messages.ts';
import { CustomersRoute } from '../../src/features/customers/CustomersRoute.tsx';
import { CUSTOMER_ROW_HEIGHT } from '../../src/features/customers/components/CustomerTable.tsx';
import { CUSTOMER_TEXTS as T } from '../../src/features/customers/customerTexts.ts';
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

const VIEWPORT = { width: 1000, height: 200 };
sizeScrollArea('data-customer-scroll', VIEWPORT);

type Fakes = DeferredActors<CustomerListActors> & { onOpenCustomer: (username: string) => void };
type Context = ReplayContext<Fakes>;

/** The app's part: the header's search drives the list's query, as the shell wires it. */
function Harness({ fakes }: { fakes: Fakes }) {
  const [query, setQuery] = useState<CustomerQuery | null>(null);
  return (
    <>
      <CustomerSearch
        canSearch={canSubmitCustomerSearch}
        onSearch={setQuery}
        // The app shows the Search by filters until someone hides them.
        filterOpen
        onFilterToggle={() => {}}
      />
      <CustomersRoute
        query={query}
        fetchPages={fakes.actors.fetchPages}
        onOpenCustomer={fakes.onOpenCustomer}
        onClearSearch={() => setQuery(null)}
      />
    </>
  );
}

const scrollArea = () => document.querySelector<HTMLElement>('[data-customer-scroll]')!;

async function scrollToEnd(rows: number) {
  const area = scrollArea();
  await act(async () => {
    area.scrollTop = Math.max(0, 40 + rows * CUSTOMER_ROW_HEIGHT - VIEWPORT.height);
    fireEvent.scroll(area);
  });
}

/** Scrolls until row `lastVisible` (0-based) is the last in view: its bottom edge at the viewport's. */
async function scrollToRow(lastVisible: number) {
  const area = scrollArea();
  await act(async () => {
    area.scrollTop = Math.max(0, 40 + (lastVisible + 1) * CUSTOMER_ROW_HEIGHT - VIEWPORT.height);
    fireEvent.scroll(area);
  });
}

async function search(query: CustomerQuery | null, { user }: Context) {
  if (!query) {
    await user.click(screen.getByRole('button', { name: T.clearSearch }));
    return;
  }
  const box = screen.getByRole('searchbox');
  await user.clear(box);
  await user.type(box, query.value);
  await user.click(screen.getByRole('radio', { name: messages.shell.searchTypes[query.type] }));
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

function expectRenderedRows(rows: readonly CustomerSummary[]) {
  const rendered = screen.getAllByRole('row').filter((row) => row.hasAttribute('aria-label'));
  expect(rendered.length).toBeGreaterThan(0);
  expect(rendered.length).toBeLessThanOrEqual(rows.length);
  for (const element of rendered) {
    const customer = rows[Number(element.getAttribute('aria-rowindex')) - 2]!;
    expect(element).toHaveAccessibleName(T.rowLabel(customer.username));
    const cells = within(element)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      customer.username,
      customer.name,
      customer.mobile,
      customer.pan_number ?? '-',
      customer.bank_account ?? '-',
      customer.city ?? '-',
      customer.blacklisted ? T.blacklisted : '',
    ]);
  }
}

function expectList(state: AnyMachineSnapshot, { fakes }: Context) {
  const view = connectCustomerList(state as never);
  // What the list's declaration says this state shows, against the screen.
  expectScreenShows(customerListShows as never, state, screen);
  expectListFrame(view, { ...T, fetchFailed: messages.customer.customersFetchFailed });
  if (view.rows.length) expectRenderedRows(view.rows);
  expect(screen.queryByRole('button', { name: T.clearSearch }) !== null).toBe(
    view.filters !== null,
  );
  // The request in flight asks for the rows after those loaded, with the search in force.
  if (state.hasTag('busy')) {
    expect(fakes.latest('fetchPages').input).toEqual({
      scope: null,
      filters: state.context.filters,
      start: state.context.offset,
      entries: 14,
      pages: state.context.pagesAsked,
    });
  }
}

function driver(): ViewDriver<Fakes> {
  return {
    fakes: () => ({
      ...deferredActors<CustomerListActors>(['fetchPages']),
      onOpenCustomer: vi.fn(),
    }),
    render: (fakes) => <Harness fakes={fakes} />,
    gestures: {
      'list.viewport': (e) => scrollToRow(e.lastVisible),
      'list.retry': (_e, { user }) => user.click(screen.getByRole('button', { name: T.retry })),
      'filters.change': (e, context) => search(e.filters, context),
    },
    expectState: expectList,
  };
}

describe('customers list through CustomersRoute and the header search', () => {
  it.each(viewCases(customerListPaths))('$title', async ({ path }) => {
    await replayThroughView(path, driver());
  });

  it('renders only the rows around the viewport of a long list, and loads ahead of it', async () => {
    const path = walk(customerListPaths.machine, [CUSTOMER_EVENTS.firstPage]);
    const fakes = await replayThroughView(path, driver());
    const calls = fakes.calls.fetchPages;
    expect(calls.at(-1)!.input).toMatchObject({ start: 14, entries: 14, pages: 4 });
    await act(async () => {
      fakes.latest('fetchPages').resolve(sampleCustomerPage(14, 56, 3_000));
      await fakes.latest('fetchPages').promise;
    });
    // 70 loaded, 64 past the viewport: enough until the user scrolls.
    expect(calls).toHaveLength(2);
    await scrollToEnd(70);
    expect(calls).toHaveLength(3);
    expect(calls.at(-1)!.input).toMatchObject({ start: 70, pages: 4 });
    const rendered = screen.getAllByRole('row').filter((row) => row.hasAttribute('aria-label'));
    expect(rendered.length).toBeLessThan(28);
  });

  it('opens a customer from the username; an emptied box lists everyone again', async () => {
    const path = walk(customerListPaths.machine, [CUSTOMER_EVENTS.firstPage]);
    let user!: Context['user'];
    const fakes = await replayThroughView(path, {
      ...driver(),
      prepare: async (context) => {
        user = context.user;
      },
    });
    const third = sampleCustomerPage(0, 14, 30).results[2]!;
    await user.click(screen.getByRole('button', { name: T.openCustomer(third.username) }));
    expect(fakes.onOpenCustomer).toHaveBeenCalledWith(third.username);
    // The pages after the first are on their way (prefetched).
    expect(fakes.calls.fetchPages).toHaveLength(2);
    // Blank while everyone is listed: nothing new to fetch.
    await user.type(screen.getByRole('searchbox'), '   {Enter}');
    expect(fakes.calls.fetchPages).toHaveLength(2);
    // A search, then the box cleared and Enter: every customer again, not the old result.
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'ZZZZZ{Enter}');
    expect(fakes.calls.fetchPages).toHaveLength(3);
    expect(fakes.calls.fetchPages[1]!.signal.aborted).toBe(true);
    expect(fakes.latest('fetchPages').input.filters).toMatchObject({ value: 'ZZZZZ' });
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), '{Enter}');
    expect(fakes.calls.fetchPages).toHaveLength(4);
    expect(fakes.latest('fetchPages').input.filters).toBeNull();
  });
});
