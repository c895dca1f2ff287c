import { LoginActivityScreen } from '../../features/account/LoginActivityScreen.tsx';
import { SignedInQueryClient } from '../SignedInQueryClient.tsx';
import { authQueries } from './authQueries.ts';

/** /user-profile-activity (user menu → Login Activity). */
export default function LoginActivityPage() {
  return (
    <SignedInQueryClient>
      <LoginActivityScreen queries={authQueries} />
    </SignedInQueryClient>
  );
}
