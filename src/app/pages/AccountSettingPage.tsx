import { AccountSettingScreen } from '../../features/account/AccountSettingScreen.tsx';
import { ADMIN_BASE, LOGIN_ACTIVITY_PATH } from '../paths.ts';
import type { ScreenProps } from '../screenProps.ts';

/** /user-profile-setting (user menu → Account Setting). */
export default function AccountSettingPage({ profile }: ScreenProps) {
  return (
    <AccountSettingScreen
      profile={profile}
      chatProfileHref={`${ADMIN_BASE}/chat-profile`}
      activityHref={LOGIN_ACTIVITY_PATH}
    />
  );
}
