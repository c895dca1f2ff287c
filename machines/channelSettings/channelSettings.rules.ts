import type { ChatTheme } from './channelSettings.actors.ts';

/** Who sees a channel's settings (spec §6): its admins and the super admin (the server decides again). */
export const canEditChannel = (
  member: { admin: boolean } | null | undefined,
  me: { isSuperAdmin: boolean },
) => me.isSuperAdmin || member?.admin === true;

/** The settings' view of the open channel. */
export type SettingsChannel = {
  channel_id: number;
  name: string;
  type: string;
  display_name: string;
  description?: string;
  theme?: ChatTheme;
};

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 500;

export const toggled = (ids: readonly number[], id: number): number[] =>
  ids.includes(id) ? ids.filter((each) => each !== id) : [...ids, id];
