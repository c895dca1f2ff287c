export type { CustomerListActors } from './customerList.actors.ts';
export * from './customerList.connect.ts';
export {
  PAN_SEARCH,
  sampleCustomer,
  sampleCustomerPage,
  sampleCustomers,
} from './customerList.fixtures.ts';
export {
  type CustomerFilters,
  type CustomerListContext,
  type CustomerListEvent,
  type CustomerListInput,
  customerListMachine,
} from './customerList.machine.ts';
export * from './customerList.rules.ts';
export { CUSTOMER_LIST_TEXTS } from './customerList.texts.ts';
export * from './customerList.types.ts';
