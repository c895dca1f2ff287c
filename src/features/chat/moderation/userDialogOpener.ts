import { createContext, useContext } from 'react';
import type { ModeratedUser } from '../../../../machines/userModeration/userModeration.rules.ts';

/**
 * Opens a member's "user and mobile number" dialog from an avatar (a message's, the member
 * list's). Null when the viewer may open none: their avatars are then not buttons.
 */
export type UserDialogOpener = {
  mayOpen: (username: string) => boolean;
  open: (user: ModeratedUser) => void;
};

export const UserDialogOpenerContext = createContext<UserDialogOpener | null>(null);

export const useUserDialogOpener = () => useContext(UserDialogOpenerContext);
