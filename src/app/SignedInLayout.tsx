import { type ReactNode, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { StaffProfile } from '../../machines/appSession/index.ts';
import {
  canOpenRoute,
  deriveRoleFlags,
  roleLabel,
  sidebarSections,
} from '../domain/access/index.ts';
import { chatMentions } from '../stores/chatMentions.ts';
import { ADMIN_BASE } from './paths.ts';
import { AVAILABLE_SCREENS, preloadScreen } from './screens.tsx';
import { AppShell, type ConnectionStatus } from './shell/index.ts';
import type { ScreenHeader } from './useScreenHeader.ts';

type SignedInLayoutProps = {
  profile: StaffProfile;
  activeKey: string;
  connection: ConnectionStatus;
  header: ScreenHeader;
  onSignOut: () => void;
  children: ReactNode;
};

/** The dashboard frame for the signed-in user: the role's menu, header and user menu. */
export function SignedInLayout({
  profile,
  activeKey,
  connection,
  header,
  onSignOut,
  children,
}: SignedInLayoutProps) {
  const [collapsed, setCollapsed] = useState(true);
  const flags = deriveRoleFlags(profile);
  const mentions = useSnapshot(chatMentions);
  return (
    <AppShell
      sidebar={{
        sections: sidebarSections(flags, { available: AVAILABLE_SCREENS }),
        activeKey,
        basePath: ADMIN_BASE,
        mentionCount: mentions.count,
        collapsed,
        onToggle: () => setCollapsed((value) => !value),
        // The screen's code is fetched while the pointer is on its entry: the click then shows
        // the screen at once, with no "Loading…" in between.
        onIntent: (key) => void preloadScreen(key).catch(() => {}),
      }}
      header={{
        ...header,
        userMenu: {
          name: profile.name,
          email: profile.email,
          roleLabel: roleLabel(flags),
          attendanceStatus: profile.attendence_data.attendance_status,
          canMarkAttendance: profile.attendence_data.can_mark === true,
          connection,
          available: AVAILABLE_SCREENS,
          basePath: ADMIN_BASE,
          // The guided tour is the chat page's; it comes with the menu, after first content.
          tour: canOpenRoute(flags, 'chat')
            ? { profile, here: activeKey === 'chat' || activeKey === 'mentions' }
            : null,
          onSignOut,
        },
      }}
    >
      {children}
    </AppShell>
  );
}
