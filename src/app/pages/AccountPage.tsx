import { AccountSettingScreen } from '../../features/account/AccountSettingScreen.tsx';
import { LoginActivityScreen } from '../../features/account/LoginActivityScreen.tsx';
import { ADMIN_BASE } from '../paths.ts';
import { SignedInQueryClient } from '../SignedInQueryClient.tsx';
import type { ScreenProps } from '../screenProps.ts';
import { authQueries } from './authQueries.ts';

/**
 * The user menu's account pages (part 1 §2): Account Setting (/user-profile-setting) and Login
 * Activity (/user-profile-activity). One chunk for both: each is small, and one lazy entry less
 * on every screen's critical path.
 */
export default function AccountPage({ profile, screenKey }: ScreenProps) {
  if (screenKey === 'user-profile-activity') {
    return (
      <SignedInQueryClient>
        <LoginActivityScreen queries={authQueries} />
      </SignedInQueryClient>
    );
  }
  return (
    <AccountSettingScreen
      profile={profile}
      chatProfileHref={`${ADMIN_BASE}/chat-profile`}
      activityHref="/user-profile-activity"
    />
  );
}
