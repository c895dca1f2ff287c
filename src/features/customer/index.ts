export { CustomerPageRoute, type CustomerPageRouteProps } from './CustomerPageRoute.tsx';
export { CustomerPageView, type CustomerPageViewProps } from './CustomerPageView.tsx';
export { createCustomerPageCalls } from './customerPageCalls.ts';
export { CUSTOMER_PAGE_TEXTS } from './customerPageTexts.ts';
export { useLocationHash } from './useLocationHash.ts';
