import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import {
  type CustomerPage,
  type CustomerQuery,
  canSearchCustomers,
  type FetchCustomerPagesInput,
  sampleCustomerPage,
  sampleCustomers,
} from '../../machines/customerList/index.ts';
import { CustomerSearch } from '../../src/app/shell/CustomerSearch.tsx';
import { CustomersRoute } from '../../src/features/customers/CustomersRoute.tsx';

/* The header search and the list together, calls answered in the browser after a short pause. */

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

const TOTAL = 50;
const EVERYONE = sampleCustomers(TOTAL);

/** A server holding 50 customers that matches searches by prefix, as the reference server does. */
const fetchPages = fromPromise<CustomerPage, FetchCustomerPagesInput>(async ({ input, signal }) => {
  await pause(150, signal);
  const { filters: query, start } = input;
  // The pages asked for at once, answered together.
  const entries = input.entries * input.pages;
  if (!query) return sampleCustomerPage(start, entries, TOTAL);
  const field = { username: 'username', pan: 'pan_number', account_number: 'bank_account' }[
    query.type
  ] as 'username' | 'pan_number' | 'bank_account';
  const found = EVERYONE.filter((c) => c[field]?.startsWith(query.value.toUpperCase()));
  return { count: found.length, results: found.slice(start, start + entries) };
});

function CustomersPage(props: { onOpenCustomer: (username: string) => void }) {
  const [query, setQuery] = useState<CustomerQuery | null>(null);
  // As the app's store: the Search by filters show until someone hides them.
  const [filterOpen, setFilterOpen] = useState(true);
  return (
    <div className="flex flex-col gap-4">
      <CustomerSearch
        canSearch={canSearchCustomers}
        onSearch={setQuery}
        filterOpen={filterOpen}
        onFilterToggle={() => setFilterOpen((open) => !open)}
      />
      <CustomersRoute
        query={query}
        fetchPages={fetchPages}
        onOpenCustomer={props.onOpenCustomer}
        onClearSearch={() => setQuery(null)}
      />
    </div>
  );
}

const meta = {
  title: 'Customers/Flows',
  component: CustomersPage,
  args: { onOpenCustomer: fn() },
} satisfies Meta<typeof CustomersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ScrollLoadsPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Customers' });
    const area = canvasElement.querySelector<HTMLElement>('[data-customer-scroll]')!;
    for (let i = 0; i < 8; i++) {
      area.scrollTop = area.scrollHeight;
      await pause(250);
    }
    await waitFor(() => expect(canvas.getByText(`All ${TOTAL} customers shown`)).toBeVisible(), {
      timeout: 5000,
    });
  },
};

export const SearchByPanAndOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Customers' });
    const wanted = EVERYONE[6]!;
    await userEvent.type(canvas.getByRole('searchbox'), wanted.pan_number!);
    await userEvent.click(canvas.getByRole('radio', { name: 'PAN' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(canvas.getByText('1 customer shown')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: `Open customer ${wanted.username}` }));
    await expect(args.onOpenCustomer).toHaveBeenCalledWith(wanted.username);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    // Every customer again (the page fills the viewport, so it may have loaded more than one page).
    await waitFor(() =>
      expect(
        canvas.getByText(new RegExp(`of ${TOTAL} customers$|^All ${TOTAL} customers shown$`)),
      ).toBeVisible(),
    );
  },
};
