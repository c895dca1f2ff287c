import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Header } from '../../src/app/shell/Header.tsx';
import type { LoanListView, LoanSearchProps } from '../../src/app/shell/LoanSearch.tsx';
import { userMenuProps, withRouter } from './shellFixtures.tsx';

const meta = {
  title: 'Shell/Header',
  component: Header,
  decorators: [withRouter()],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof Header>;

export const Plain: Story = {
  args: { variant: 'plain', title: 'Employee Status', userMenu: userMenuProps() },
};

export const Customers: Story = {
  args: {
    variant: 'customers',
    userMenu: userMenuProps(),
    customerSearch: {
      canSearch: (value) => value.trim() !== '',
      onSearch: fn(),
      filterOpen: true,
      onFilterToggle: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    if (args.variant !== 'customers') return;
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search customers' }), 'ABCDE1234F');
    await userEvent.click(canvas.getByRole('radio', { name: 'PAN' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.customerSearch.onSearch).toHaveBeenCalledWith({
      type: 'pan',
      value: 'ABCDE1234F',
    });
  },
};

export const CustomersFilterOpen: Story = {
  args: {
    variant: 'customers',
    userMenu: userMenuProps(),
    customerSearch: {
      canSearch: () => true,
      onSearch: fn(),
      initialType: 'account_number',
      initialValue: '50100234567',
      filterOpen: true,
      onFilterToggle: fn(),
    },
  },
};

/** Filters closed: the search box and the toggle; the chosen type stays in force. */
export const CustomersFilterClosed: Story = {
  args: {
    variant: 'customers',
    userMenu: userMenuProps(),
    customerSearch: {
      canSearch: () => true,
      onSearch: fn(),
      initialType: 'pan',
      filterOpen: false,
      onFilterToggle: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    if (args.variant !== 'customers') return;
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radiogroup', { name: 'Search by' })).toBeNull();
    const filter = canvas.getByRole('button', { name: 'Filter' });
    await expect(filter).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(filter);
    await expect(args.customerSearch.onFilterToggle).toHaveBeenCalledOnce();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search customers' }), 'ABCDE1234F');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.customerSearch.onSearch).toHaveBeenCalledWith({
      type: 'pan',
      value: 'ABCDE1234F',
    });
  },
};

/** Holds the loan id box and the view switch as the app's store will. */
function LoansHeader(props: Pick<LoanSearchProps, 'onSearchLoanId' | 'filterOpen'>) {
  const [loanId, setLoanId] = useState('');
  const [view, setView] = useState<LoanListView>('card');
  const [filterOpen, setFilterOpen] = useState(props.filterOpen);
  return (
    <Header
      variant="loans"
      userMenu={userMenuProps()}
      loanSearch={{
        loanId,
        onLoanIdChange: setLoanId,
        onSearchLoanId: props.onSearchLoanId,
        filterOpen,
        onFilterToggle: () => setFilterOpen((open) => !open),
        view,
        onViewChange: setView,
      }}
    />
  );
}

type LoansStory = StoryObj<typeof LoansHeader>;

export const Loans: LoansStory = {
  render: (args) => <LoansHeader {...args} />,
  args: { onSearchLoanId: fn(), filterOpen: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Search Loan Id' });
    await userEvent.type(box, '40x21');
    await expect(box).toHaveValue('4021');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearchLoanId).toHaveBeenCalledWith('4021');
    await userEvent.click(canvas.getByRole('button', { name: 'List view' }));
    await expect(canvas.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const LoansFilterOpen: LoansStory = {
  render: (args) => <LoansHeader {...args} />,
  args: { onSearchLoanId: fn(), filterOpen: true },
};
