import { useLocation, useSearch } from 'wouter';
import { deriveRoleFlags } from '../../domain/access/roles.ts';
import { supportAdminTabs } from '../../domain/access/supportCalls.ts';
import { SoftCallScreen } from '../../features/softCall/index.ts';
import { CustomerSupportTabs } from '../../features/supportAdmin/index.ts';
import { mainQueries } from '../queries.ts';
import { SignedInQueryClient } from '../SignedInQueryClient.tsx';
import type { ScreenProps } from '../screenProps.ts';
import { api } from '../services.ts';
import { appTelephony } from '../telephony.ts';

/**
 * /lender/admin/callingDetails (and callinDetails): Customer Support's tabs. The first tab's
 * case is in the path (/{soft_call_id}, /support/{id}); the other tabs are in the query.
 */
export default function CustomerSupportPage({ profile }: ScreenProps) {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  return (
    <SignedInQueryClient>
      <CustomerSupportTabs
        pathname={pathname}
        search={search}
        navigate={navigate}
        offered={supportAdminTabs(deriveRoleFlags(profile))}
        queries={mainQueries}
        callTab={
          // FIRST TAB (Customer Support Call): the soft-call loop until SupportCallTab
          // (src/features/support/SupportCallTab.tsx) lands; it takes this place.
          <SoftCallScreen
            profile={profile}
            pathname={pathname}
            navigate={navigate}
            api={api.mainPlain}
            telephony={appTelephony()}
            title={null}
          />
        }
      />
    </SignedInQueryClient>
  );
}
