import type { components } from '../../openapi/generated/auth.ts';
import type { LoginTokens } from '../auth/auth.types.ts';

export type StaffProfile = components['schemas']['StaffProfile'];

/** Why the user is (back) on the login page; `message` is shown there. */
export type SignOutReason =
  | 'user'
  | 'timeout'
  | 'remote'
  | 'unauthorized'
  | 'chatAuthFailed'
  | 'expired';

export type AppSessionContext = {
  username: string | null;
  profile: StaffProfile | null;
  /** The text the login page shows after a forced sign-out (catalogue text), else null. */
  message: string | null;
  /** A failure that may pass (network, 5xx) while loading the profile: shown with a retry. */
  error: string | null;
};

export type AppSessionEvent =
  /** Sent once on start: did tokens survive a reload? */
  | { type: 'session.start'; hasStoredSession: boolean }
  | { type: 'auth.signedIn'; tokens: LoginTokens; username: string }
  | { type: 'session.signOut'; reason: SignOutReason }
  | { type: 'profile.retry' }
  /** The profile read again while signed in (after an attendance mark): the dot follows it. */
  | { type: 'profile.refreshed'; profile: StaffProfile };
