import { fn } from 'storybook/test';
import type { StateValue } from 'xstate';
import {
  CUSTOMER_PAGE_SIZE,
  type CustomerListContext,
  connectCustomerList,
  customerListMachine,
  sampleCustomers,
} from '../../machines/customerList/index.ts';
import { DEFAULT_PREFETCH } from '../../machines/shared/prefetch.ts';
import type { CustomersViewProps } from '../../src/features/customers/CustomersView.tsx';

/* Story props made the way the route makes them: connect() of a machine snapshot. */

const defaults: CustomerListContext = {
  query: null,
  pageSize: CUSTOMER_PAGE_SIZE,
  prefetch: DEFAULT_PREFETCH,
  rows: [],
  offset: 0,
  count: null,
  error: null,
  lastVisible: 0,
  pagesAsked: 1,
};

export const customerView = (value: StateValue, context: Partial<CustomerListContext> = {}) =>
  connectCustomerList(
    customerListMachine.resolveState({ value, context: { ...defaults, ...context } }),
  );

/** `n` customers loaded of `count`. */
export const loadedCustomers = (n: number, count = n): Partial<CustomerListContext> => ({
  rows: sampleCustomers(n),
  offset: n,
  count,
});

export function customerArgs(list: CustomersViewProps['list']): CustomersViewProps {
  return {
    list,
    onViewport: fn(),
    onRetry: fn(),
    onOpenCustomer: fn(),
    onClearSearch: fn(),
  };
}
