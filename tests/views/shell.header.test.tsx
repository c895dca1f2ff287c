// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CustomerSearchProps } from '../../src/app/shell/CustomerSearch.tsx';
import { Header } from '../../src/app/shell/Header.tsx';
import type { LoanListView, LoanSearchProps } from '../../src/app/shell/LoanSearch.tsx';
import type { UserMenuProps } from '../../src/app/shell/UserMenu.tsx';

const userMenu: UserMenuProps = {
  name: 'Asha Verma',
  email: 'asha@kosh.test',
  roleLabel: 'Credit Manager',
  attendanceStatus: true,
  connection: 'connected',
  available: new Set(['user']),
  basePath: '/lender/admin',
  onSignOut: () => {},
};

const inRouter = (ui: ReactNode) => (
  <Router hook={memoryLocation({ path: '/lender/admin/customers' }).hook}>{ui}</Router>
);

function renderCustomers(overrides: Partial<CustomerSearchProps> = {}) {
  const props: CustomerSearchProps = {
    canSearch: (value) => value.trim().length > 0,
    onSearch: vi.fn(),
    filterOpen: true,
    onFilterToggle: vi.fn(),
    ...overrides,
  };
  render(inRouter(<Header variant="customers" customerSearch={props} userMenu={userMenu} />));
  return props;
}

/** Holds the loan id and view as the app's store will. */
function LoanHeader(props: Partial<LoanSearchProps>) {
  const [loanId, setLoanId] = useState('');
  const [view, setView] = useState<LoanListView>('card');
  return inRouter(
    <Header
      variant="loans"
      userMenu={userMenu}
      loanSearch={{
        loanId,
        onLoanIdChange: setLoanId,
        onSearchLoanId: () => {},
        filterOpen: false,
        onFilterToggle: () => {},
        view,
        onViewChange: setView,
        ...props,
      }}
    />,
  );
}

describe('Header: customers', () => {
  it('offers UserName, PAN and Account Number, UserName first and chosen', () => {
    renderCustomers();
    const group = screen.getByRole('radiogroup', { name: 'Search by' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(within(group).getByRole('radio', { name: 'UserName' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'PAN' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Account Number' })).not.toBeChecked();
  });

  it('searches with the chosen type on submit', async () => {
    const user = userEvent.setup();
    const props = renderCustomers();
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'ABCDE1234F');
    await user.click(screen.getByRole('radio', { name: 'PAN' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(props.onSearch).toHaveBeenCalledExactlyOnceWith({ type: 'pan', value: 'ABCDE1234F' });
  });

  it('searches on Enter with the account-number type', async () => {
    const user = userEvent.setup();
    const props = renderCustomers();
    await user.click(screen.getByRole('radio', { name: 'Account Number' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), '0012345{Enter}');
    expect(props.onSearch).toHaveBeenCalledExactlyOnceWith({
      type: 'account_number',
      value: '0012345',
    });
  });

  it('does not search while canSearch says no', async () => {
    const user = userEvent.setup();
    const canSearch = vi.fn((value: string) => value.length >= 3);
    const props = renderCustomers({ canSearch });
    const box = screen.getByRole('searchbox', { name: 'Search customers' });
    await user.type(box, 'ab{Enter}');
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(props.onSearch).not.toHaveBeenCalled();
    expect(canSearch).toHaveBeenLastCalledWith('ab');
    await user.type(box, 'c{Enter}');
    expect(props.onSearch).toHaveBeenCalledExactlyOnceWith({ type: 'username', value: 'abc' });
  });

  it('reports the filter toggle and shows its pressed state', async () => {
    const user = userEvent.setup();
    const props = renderCustomers({ filterOpen: true });
    const filter = screen.getByRole('button', { name: 'Filter' });
    expect(filter).toHaveAttribute('aria-pressed', 'true');
    await user.click(filter);
    expect(props.onFilterToggle).toHaveBeenCalledTimes(1);
  });

  it('the filter toggle shows and hides the Search by choice, which stays in force hidden', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    function Toggling() {
      const [open, setOpen] = useState(true);
      return inRouter(
        <Header
          variant="customers"
          userMenu={userMenu}
          customerSearch={{
            canSearch: () => true,
            onSearch,
            filterOpen: open,
            onFilterToggle: () => setOpen((value) => !value),
          }}
        />,
      );
    }
    render(<Toggling />);
    const filter = screen.getByRole('button', { name: 'Filter' });
    const group = screen.getByRole('radiogroup', { name: 'Search by' });
    expect(filter).toHaveAttribute('aria-controls', group.parentElement!.id);
    await user.click(within(group).getByRole('radio', { name: 'PAN' }));
    await user.click(filter);
    expect(filter).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('radiogroup', { name: 'Search by' })).toBeNull();
    await user.type(
      screen.getByRole('searchbox', { name: 'Search customers' }),
      'ABCDE1234F{Enter}',
    );
    expect(onSearch).toHaveBeenCalledExactlyOnceWith({ type: 'pan', value: 'ABCDE1234F' });
    await user.click(filter);
    expect(screen.getByRole('radio', { name: 'PAN' })).toBeChecked();
  });

  it('without a toggle the Search by choice always shows', () => {
    renderCustomers({ filterOpen: undefined, onFilterToggle: undefined });
    expect(screen.queryByRole('button', { name: 'Filter' })).toBeNull();
    expect(screen.getByRole('radiogroup', { name: 'Search by' })).toBeVisible();
  });
});

describe('Header: loans', () => {
  it('keeps digits only in the loan id box', async () => {
    const user = userEvent.setup();
    render(<LoanHeader />);
    const box = screen.getByRole('textbox', { name: 'Search Loan Id' });
    expect(box).toHaveAttribute('inputmode', 'numeric');
    await user.type(box, '12a-3 4.5');
    expect(box).toHaveValue('12345');
  });

  it('searches the typed loan id on Enter', async () => {
    const user = userEvent.setup();
    const onSearchLoanId = vi.fn();
    render(<LoanHeader onSearchLoanId={onSearchLoanId} />);
    const box = screen.getByRole('textbox', { name: 'Search Loan Id' });
    await user.type(box, '4021');
    expect(onSearchLoanId).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSearchLoanId).toHaveBeenCalledExactlyOnceWith('4021');
  });

  it('switches between card and list view', async () => {
    const user = userEvent.setup();
    render(<LoanHeader />);
    const card = screen.getByRole('button', { name: 'Card view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(card).toHaveAttribute('aria-pressed', 'true');
    expect(list).toHaveAttribute('aria-pressed', 'false');
    await user.click(list);
    expect(card).toHaveAttribute('aria-pressed', 'false');
    expect(list).toHaveAttribute('aria-pressed', 'true');
  });

  it('reports the filter toggle', async () => {
    const user = userEvent.setup();
    const onFilterToggle = vi.fn();
    render(<LoanHeader onFilterToggle={onFilterToggle} filterOpen={false} />);
    const filter = screen.getByRole('button', { name: 'Filter' });
    expect(filter).toHaveAttribute('aria-pressed', 'false');
    await user.click(filter);
    expect(onFilterToggle).toHaveBeenCalledTimes(1);
  });
});

describe('Header: every variant', () => {
  it.each(['plain', 'customers', 'loans'] as const)(
    '%s: carries the user menu and only its own tools',
    (variant) => {
      if (variant === 'customers') renderCustomers();
      else if (variant === 'loans') render(<LoanHeader />);
      else render(inRouter(<Header variant="plain" title="Dashboard" userMenu={userMenu} />));
      expect(screen.getByRole('button', { name: /User menu/ })).toBeInTheDocument();
      expect(screen.queryByRole('radiogroup') !== null).toBe(variant === 'customers');
      expect(screen.queryByRole('textbox', { name: 'Search Loan Id' }) !== null).toBe(
        variant === 'loans',
      );
    },
  );
});

describe('Header: title', () => {
  it("shows the screen's title as its one h1, beside the screen's tools", () => {
    render(
      inRouter(
        <Header
          variant="customers"
          title="Customers"
          userMenu={userMenu}
          customerSearch={{ canSearch: () => true, onSearch: vi.fn() }}
        />,
      ),
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Customers');
    expect(screen.getByRole('searchbox', { name: 'Search customers' })).toBeInTheDocument();
  });

  it('has no heading when the screen brings its own', () => {
    render(inRouter(<Header variant="plain" userMenu={userMenu} />));
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
