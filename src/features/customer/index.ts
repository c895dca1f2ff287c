export { CustomerPageRoute, type CustomerPageRouteProps } from './CustomerPageRoute.tsx';
export { CustomerPageView, type CustomerPageViewProps } from './CustomerPageView.tsx';
export { CUSTOMER_PAGE_TEXTS } from './customerPageTexts.ts';
export { customerPageQueries, type MainQueries } from './customerQueries.ts';
export { useLocationHash } from './useLocationHash.ts';
