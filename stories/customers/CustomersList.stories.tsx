import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { customerListShows } from '../../machines/customerList/customerList.shows.ts';
import {
  CUSTOMER_PAGE_SIZE,
  connectCustomerList,
  customerListMachine,
  PAN_SEARCH,
  sampleCustomer,
  sampleCustomers,
} from '../../machines/customerList/index.ts';
import {
  CustomersView,
  type CustomersViewProps,
} from '../../src/features/customers/CustomersView.tsx';
import { CUSTOMER_TEXTS } from '../../src/features/customers/customerTexts.ts';
import { pagedListStories } from '../ui/pagedListStories.tsx';

/** The customers list (/lender/admin/customers) in each of its states. */
const meta = {
  title: 'Customers/List',
  component: CustomersView,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CustomersView>;

export default meta;
type Story = StoryObj<typeof meta>;

const args = (list: CustomersViewProps['list']): CustomersViewProps => ({
  list,
  onOpenCustomer: fn(),
  onClearSearch: fn(),
});

const S = pagedListStories({
  machine: customerListMachine,
  shows: customerListShows as never,
  connect: connectCustomerList,
  scope: null,
  filters: null,
  pageSize: CUSTOMER_PAGE_SIZE,
  sampleRows: sampleCustomers,
  args,
  texts: CUSTOMER_TEXTS,
  rowLabel: (customer) => CUSTOMER_TEXTS.rowLabel(customer.username),
  scrollArea: '[data-customer-scroll]',
});

export const LoadingFirstPage: Story = S.LoadingFirstPage;
export const Loaded: Story = S.Loaded;
export const LoadingMore: Story = S.LoadingMore;
export const WaitingAtTheEnd: Story = S.WaitingAtTheEnd;
export const AllLoaded: Story = S.AllLoaded;
export const Empty: Story = S.Empty;
export const FirstPageFailed: Story = S.FirstPageFailed;
export const NextPageFailed: Story = S.NextPageFailed;
export const TenThousandRows: Story = S.TenThousandRows;

const foundByPan = S.rendered('exhausted', {
  filters: PAN_SEARCH,
  rows: [sampleCustomer(3)],
  offset: 1,
  count: 1,
});
export const FoundByPan: Story = {
  args: args(foundByPan.list),
  parameters: foundByPan.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`PAN: “${PAN_SEARCH.value}”`)).toBeVisible();
    await expect(
      canvas.getByRole('row', { name: `Customer ${sampleCustomer(3).username}` }),
    ).toBeVisible();
    await expect(canvas.getByText('1 customer shown')).toBeVisible();
  },
};

const noMatch = S.rendered('empty', {
  filters: { type: 'account_number', value: '0000' },
  count: 0,
});
export const NoMatch: Story = { args: args(noMatch.list), parameters: noMatch.parameters };
