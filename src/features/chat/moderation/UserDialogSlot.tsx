import { lazy, Suspense, useMemo, useState } from 'react';
import type { ChatMe } from '../../../../machines/chatChannel/index.ts';
import {
  type ModeratedUser,
  opensUserDialog,
} from '../../../../machines/userModeration/userModeration.rules.ts';
import type { ChatMember } from '../../../domain/chat/types.ts';
import type { UserDialogOpener } from './userDialogOpener.ts';

// The dialog is its own chunk, fetched on the first avatar pressed (off the chat's first load).
const UserDialog = lazy(() => import('./UserDialog.tsx'));

export type UserDialogState = {
  opener: UserDialogOpener | null;
  user: ModeratedUser | null;
  close: () => void;
};

/** Who may open members' dialogs here, and the one open now. */
export function useUserDialog(me: ChatMe, current: ChatMember | undefined): UserDialogState {
  const [user, setUser] = useState<ModeratedUser | null>(null);
  const business = current?.business === true;
  const opener = useMemo<UserDialogOpener | null>(
    () =>
      me.isSuperAdmin || business
        ? {
            mayOpen: (username) => opensUserDialog(me, { business }, username),
            open: setUser,
          }
        : null,
    [me, business],
  );
  return { opener, user, close: () => setUser(null) };
}

/** The open member's dialog; it returns focus to the avatar pressed when it closes. */
export function UserDialogSlot({
  state,
  channel_name,
  me,
}: {
  state: UserDialogState;
  channel_name: string;
  me: ChatMe;
}) {
  if (!state.user) return null;
  return (
    <Suspense fallback={null}>
      <UserDialog
        key={state.user.username}
        channel_name={channel_name}
        user={state.user}
        me={me}
        onClose={state.close}
      />
    </Suspense>
  );
}
