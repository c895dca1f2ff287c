import { BusinessProfileScreen } from '../../features/businessProfile/BusinessProfileScreen.tsx';
import { SignedInQueryClient } from '../SignedInQueryClient.tsx';
import { api } from '../services.ts';
import { authQueries } from './authQueries.ts';

/** /bchat/admin/business (Profile) and the user menu's Chat Profile: the chat profile form. */
export default function BusinessProfilePage() {
  return (
    <SignedInQueryClient>
      <BusinessProfileScreen queries={authQueries} auth={api.authPlain} />
    </SignedInQueryClient>
  );
}
