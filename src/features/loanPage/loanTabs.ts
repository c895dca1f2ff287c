import type { ComponentType } from 'react';
import type { LoanPageTab } from '../../domain/access/loanPageTabs.ts';
import { type LazyPanel, lazyPanel } from '../../ui/lazyPanel.tsx';
import type { LoanTabProps } from './loanTabTypes.ts';

type TabModule = { default: ComponentType<LoanTabProps> };
const tab = (load: () => Promise<TabModule>) =>
  lazyPanel<LoanTabProps>(() => load().then((m) => m.default));

/**
 * The loan page's tabs that exist, each its own chunk: the open tab's code is fetched first, the
 * others when pointed at or opened. A tab of the spec not built yet is not offered (no empty tab).
 */
export const LOAN_TAB_PANELS: Readonly<Partial<Record<LoanPageTab, LazyPanel<LoanTabProps>>>> = {
  loanConfig: tab(() => import('./tabs/LoanConfigTab.tsx')),
  leader: tab(() => import('./tabs/LeaderTab.tsx')),
  salary: tab(() => import('./tabs/SalaryTab.tsx')),
  profile: tab(() => import('./profile/ProfileTab.tsx')),
  credCmnts: tab(() => import('./comments/CreditCommentsTab.tsx')),
  cibilStatus: tab(() => import('./tabs/CibilStatusTab.tsx')),
  creditProfile: tab(() => import('./tabs/CreditProfileTab.tsx')),
  contMesLocations: tab(() => import('./tabs/ContMesLocationsTab.tsx')),
  alltags: tab(() => import('./tabs/AllTagsTab.tsx')),
  loanChannel: tab(() => import('./tabs/LoanChannelTab.tsx')),
  'property-valuation': tab(() => import('./tabs/PropertyValuationTab.tsx')),
  'family-data': tab(() => import('./tabs/FamilyDataTab.tsx')),
  statusActions: tab(() => import('./status/StatusActionsTab.tsx')),
  documents: tab(() => import('./tabs/DocumentsTab.tsx')),
};

/** The tabs of the spec this build offers. */
export const builtLoanTabs = (tabs: readonly LoanPageTab[]): LoanPageTab[] =>
  tabs.filter((id) => LOAN_TAB_PANELS[id] !== undefined);
