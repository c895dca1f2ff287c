import { proxy } from 'valtio';
import type { StaffProfile } from '../../machines/appSession/index.ts';
import { deriveRoleFlags, NO_ROLE_FLAGS, type RoleFlags } from '../domain/access/index.ts';

/**
 * The signed-in staff member, for code outside the session machine that needs it (the API's
 * read-only guard, headers). The session machine is the owner; it writes through setProfile.
 */
export const sessionStore = proxy<{ profile: StaffProfile | null; flags: RoleFlags }>({
  profile: null,
  flags: NO_ROLE_FLAGS,
});

export function setProfile(profile: StaffProfile | null): void {
  sessionStore.profile = profile;
  sessionStore.flags = profile ? deriveRoleFlags(profile) : NO_ROLE_FLAGS;
}

/** How a fresh profile reaches the session machine (SessionRoot sets it while signed in). */
let takeProfile: ((profile: StaffProfile) => void) | null = null;
export function onFreshProfile(take: ((profile: StaffProfile) => void) | null): void {
  takeProfile = take;
}
/** A profile read again (after an attendance mark): the header's dot follows it. */
export const freshProfile = (profile: StaffProfile) => takeProfile?.(profile);
