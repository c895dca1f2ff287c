import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { StaffProfile } from '../../machines/appSession/index.ts';
import { SignedInLayout } from '../../src/app/SignedInLayout.tsx';

/** The signed-in layout at the staff profile's address, as the app session's tests and stories show it. */
export function SignedInFrame({
  profile,
  onSignOut,
  children,
}: {
  profile: StaffProfile;
  onSignOut: () => void;
  children: ReactNode;
}) {
  return (
    <Router hook={memoryLocation({ path: '/lender/admin/user' }).hook}>
      <SignedInLayout
        profile={profile}
        activeKey="user"
        connection="connected"
        header={{ variant: 'plain' }}
        onSignOut={onSignOut}
      >
        {children}
      </SignedInLayout>
    </Router>
  );
}
