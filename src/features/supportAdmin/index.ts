export { AssignedCallsTab } from './AssignedCallsTab.tsx';
export { CustomerSupportTabs, type CustomerSupportTabsProps } from './CustomerSupportTabs.tsx';
export { SearchCallTab } from './SearchCallTab.tsx';
export { SUPPORT_ADMIN_TEXTS } from './supportAdminTexts.ts';
export { type SupportQueryHooks, supportQueries } from './supportQueries.ts';
export { readSupportPlace, supportCallPath, supportHref } from './supportTabPaths.ts';
