import { useLocation, useSearch } from 'wouter';
import { deriveRoleFlags } from '../../domain/access/roles.ts';
import { supportAdminTabs } from '../../domain/access/supportCalls.ts';
import { SupportCallTab } from '../../features/support/SupportCallTab.tsx';
// The shell alone (not the feature's index): the tabs' query code stays in the panel's chunk.
import { CustomerSupportTabs } from '../../features/supportAdmin/CustomerSupportTabs.tsx';
import { lazyPanel } from '../../ui/lazyPanel.tsx';
import type { ScreenProps } from '../screenProps.ts';

const loadPanel = () => import('./supportAdminPanel.tsx');
const SupportAdminPanel = lazyPanel(() => loadPanel().then((m) => m.SupportAdminPanel));

/**
 * /lender/admin/callingDetails (and callinDetails): Customer Support's tabs. The first tab's
 * case is in the path (/{soft_call_id}, /support/{id}); the other tabs are in the query.
 */
export default function CustomerSupportPage({ profile }: ScreenProps) {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  return (
    <CustomerSupportTabs
      pathname={pathname}
      search={search}
      navigate={navigate}
      offered={supportAdminTabs(deriveRoleFlags(profile))}
      TabPanel={SupportAdminPanel}
      warm={(tab) => {
        void SupportAdminPanel.preload();
        if (tab === 'analytics') void loadPanel().then((m) => m.preloadAnalytics());
      }}
      // Customer Support Call: the overview, then the soft-call loop or the support desk.
      callTab={<SupportCallTab pathname={pathname} navigate={navigate} profile={profile} />}
    />
  );
}
