import { messages } from '../../domain/messages.ts';

/**
 * Labels of the customers list. The search types are the header's (spec part 1 §2), the
 * catalogue's texts are the spec's; the column names and the rest are ours.
 */
const COUNT = new Intl.NumberFormat('en-IN');
const count = (n: number) => COUNT.format(n);

export const CUSTOMER_TEXTS = {
  list: 'Customers',
  columns: {
    username: messages.shell.searchTypes.username,
    name: 'Name',
    mobile: 'Mobile',
    pan: messages.shell.searchTypes.pan,
    account: 'Bank Account',
    city: 'City',
    status: 'Status',
  },
  blacklisted: 'Blacklisted',
  rowLabel: (username: string) => `Customer ${username}`,
  openCustomer: (username: string) => `Open customer ${username}`,
  searchingFor: (type: keyof typeof messages.shell.searchTypes, value: string) =>
    `${messages.shell.searchTypes[type]}: “${value}”`,
  clearSearch: 'Clear search',
  loading: 'Loading customers…',
  loadingMore: 'Loading more customers…',
  shown: (shown: number, total: number) => `Showing ${count(shown)} of ${count(total)} customers`,
  allShown: (total: number) =>
    total === 1 ? '1 customer shown' : `All ${count(total)} customers shown`,
  retry: 'Retry',
} as const;
