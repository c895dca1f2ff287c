import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PAN_SEARCH, sampleCustomer, sampleCustomers } from '../../machines/customerList/index.ts';
import { CustomersView } from '../../src/features/customers/CustomersView.tsx';
import { CUSTOMER_TEXTS } from '../../src/features/customers/customerTexts.ts';
import { customerArgs, customerView, loadedCustomers } from './customerStates.tsx';

/** The customers list (/lender/admin/customers) in each of its states. */
const meta = {
  title: 'Customers/List',
  component: CustomersView,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CustomersView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadingFirstPage: Story = {
  args: customerArgs(customerView('loadingFirst')),
  parameters: { machineState: 'customerList.loadingFirst' },
};

export const Loaded: Story = {
  args: customerArgs(customerView('loaded', loadedCustomers(70, 3_000))),
  parameters: { machineState: 'customerList.loaded' },
};

export const LoadingMore: Story = {
  args: customerArgs(customerView('loadingMore', loadedCustomers(28, 3_000))),
  parameters: { machineState: 'customerList.loadingMore' },
};

/** Scrolled to the last loaded row before the next ones came: the one wait a user may see. */
export const WaitingAtTheEnd: Story = {
  args: customerArgs(
    customerView('loadingMore', { ...loadedCustomers(28, 3_000), lastVisible: 27 }),
  ),
  parameters: { machineState: 'customerList.loadingMore' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      CUSTOMER_TEXTS.loadingMore,
    );
  },
};

export const AllLoaded: Story = {
  args: customerArgs(customerView('exhausted', loadedCustomers(30))),
  parameters: { machineState: 'customerList.exhausted' },
};

export const FoundByPan: Story = {
  args: customerArgs(
    customerView('exhausted', {
      query: PAN_SEARCH,
      rows: [sampleCustomer(3)],
      offset: 1,
      count: 1,
    }),
  ),
  parameters: { machineState: 'customerList.exhausted' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`PAN: “${PAN_SEARCH.value}”`)).toBeVisible();
    await expect(
      canvas.getByRole('row', { name: `Customer ${sampleCustomer(3).username}` }),
    ).toBeVisible();
    await expect(canvas.getByText('1 customer shown')).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: customerArgs(
    customerView('empty', { query: { type: 'account_number', value: '0000' }, count: 0 }),
  ),
  parameters: { machineState: 'customerList.empty' },
};

export const FirstPageFailed: Story = {
  args: customerArgs(customerView('error', { error: 'Internal Server Error' })),
  parameters: { machineState: 'customerList.error' },
};

export const NextPageFailed: Story = {
  args: customerArgs(
    customerView('error', { ...loadedCustomers(14, 3_000), error: 'Bad Gateway' }),
  ),
  parameters: { machineState: 'customerList.error' },
};

const TEN_THOUSAND = sampleCustomers(10_000);

/** 10,000 rows stay smooth: only the rows around the viewport are in the page. */
export const TenThousandRows: Story = {
  args: customerArgs(
    customerView('exhausted', { rows: TEN_THOUSAND, offset: 10_000, count: 10_000 }),
  ),
  parameters: { machineState: 'customerList.exhausted' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Customers' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rendered = () =>
      canvas.getAllByRole('row').filter((row) => row.hasAttribute('aria-label'));
    await expect(rendered().length).toBeLessThan(60);
    const area = canvasElement.querySelector<HTMLElement>('[data-customer-scroll]')!;
    area.scrollTop = area.scrollHeight;
    const last = TEN_THOUSAND.at(-1)!.username;
    await waitFor(() => expect(rendered().at(-1)).toHaveAccessibleName(`Customer ${last}`));
    const box = area.getBoundingClientRect();
    await expect(
      Math.abs(rendered().at(-1)!.getBoundingClientRect().bottom - box.bottom),
    ).toBeLessThan(3);
    await expect(rendered().length).toBeLessThan(60);
  },
};
