// The page imports the shell and the panel from their own files: the panel (and the query code
// it reads with) is a lazy chunk of its own.
export { AssignedCallsTab } from './AssignedCallsTab.tsx';
export { CustomerSupportTabs, type CustomerSupportTabsProps } from './CustomerSupportTabs.tsx';
export { SearchCallTab } from './SearchCallTab.tsx';
export {
  preloadAnalytics,
  SupportTabPanel,
  type SupportTabPanelProps,
} from './SupportTabPanel.tsx';
export { SUPPORT_ADMIN_TEXTS } from './supportAdminTexts.ts';
export { type SupportQueryHooks, supportQueries } from './supportQueries.ts';
export { readSupportPlace, supportCallPath, supportHref } from './supportTabPaths.ts';
