import { deriveRoleFlags } from '../../domain/access/roles.ts';
import { BusinessProfileScreen } from '../../features/businessProfile/BusinessProfileScreen.tsx';
import { SignedInQueryClient } from '../SignedInQueryClient.tsx';
import type { ScreenProps } from '../screenProps.ts';
import { api } from '../services.ts';
import { authQueries } from './authQueries.ts';

/** /bchat/admin/business (Profile) and the user menu's Chat Profile: the chat profile form. */
export default function BusinessProfilePage({ profile }: ScreenProps) {
  return (
    <SignedInQueryClient>
      <BusinessProfileScreen
        queries={authQueries}
        auth={api.authPlain}
        canAddAdmins={deriveRoleFlags(profile).is_admin}
      />
    </SignedInQueryClient>
  );
}
