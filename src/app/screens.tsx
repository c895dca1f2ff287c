import { type ComponentType, lazy } from 'react';
import type { StaffProfile } from '../../machines/appSession/index.ts';

export type ScreenProps = { profile: StaffProfile };

/**
 * The dashboard screens that exist, by their route segment under /lender/admin. Menu entries and
 * landings only offer these; each is its own chunk.
 */
export const SCREENS: Readonly<Record<string, ComponentType<ScreenProps>>> = {
  user: lazy(() =>
    import('../features/profile/StaffProfilePage.tsx').then((m) => ({
      default: m.StaffProfilePage,
    })),
  ),
};

export const AVAILABLE_SCREENS: ReadonlySet<string> = new Set(Object.keys(SCREENS));
