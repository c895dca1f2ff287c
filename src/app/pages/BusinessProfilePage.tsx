import { createQueryHooks } from '../../api/queryHooks.ts';
import { deriveRoleFlags } from '../../domain/access/roles.ts';
import { BusinessProfileScreen } from '../../features/businessProfile/BusinessProfileScreen.tsx';
import { ChatCatalogues } from '../../features/chatCatalogue/ChatCatalogues.tsx';
import { SignedInQueryClient } from '../SignedInQueryClient.tsx';
import type { ScreenProps } from '../screenProps.ts';
import { api } from '../services.ts';
import { authQueries } from './authQueries.ts';

const chatQueries = createQueryHooks(api.chatPlain);

/**
 * /bchat/admin/business (Profile) and the user menu's Chat Profile: the chat profile form; for
 * the super admin also the business admins, the teams and the channel tags.
 */
export default function BusinessProfilePage({ profile }: ScreenProps) {
  const superAdmin = deriveRoleFlags(profile).is_admin;
  return (
    <SignedInQueryClient>
      <div className="flex flex-col gap-6">
        <BusinessProfileScreen
          queries={authQueries}
          auth={api.authPlain}
          canAddAdmins={superAdmin}
        />
        {superAdmin ? <ChatCatalogues chat={api.chatPlain} queries={chatQueries} /> : null}
      </div>
    </SignedInQueryClient>
  );
}
