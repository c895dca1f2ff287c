import { CUSTOMER_LIST_TEXTS } from '../../../machines/customerList/index.ts';
import { messages } from '../../domain/messages.ts';

/**
 * Labels of the customers list. The search types are the header's (spec part 1 §2), the
 * catalogue's texts are the spec's; the column names and the rest are ours. The words around the
 * rows are the list machine's, which its declaration of what each state shows reads too.
 */
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
  ...CUSTOMER_LIST_TEXTS,
} as const;
