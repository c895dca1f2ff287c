export {
  type CustomerQuery,
  type CustomerSearchType,
  canSubmitCustomerSearch,
} from '../../../machines/customerList/index.ts';
export { CustomersRoute, type CustomersRouteProps } from './CustomersRoute.tsx';
export { CustomersView, type CustomersViewProps } from './CustomersView.tsx';
export { createCustomerActors } from './customerCalls.ts';
export { CUSTOMER_TEXTS } from './customerTexts.ts';
