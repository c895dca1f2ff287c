import type { ChatTheme, PictureCrop, PictureFile } from './channelSettings.actors.ts';

export type { PictureCrop, PictureFile };

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
  profile_pic?: string | null;
};

export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The chosen file, before cropping; the cropped upload is far smaller (the server takes 2 MB). */
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 3;
export const CENTRED: PictureCrop = { zoom: 1, x: 0, y: 0 };

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The crop with each value kept in its range. */
export const clampedCrop = (crop: PictureCrop): PictureCrop => ({
  zoom: clamp(crop.zoom, ZOOM_MIN, ZOOM_MAX),
  x: clamp(crop.x, -1, 1),
  y: clamp(crop.y, -1, 1),
});

export const isPictureType = (file: PictureFile) =>
  (PICTURE_TYPES as readonly string[]).includes(file.type);
export const isPictureSize = (file: PictureFile) => file.size > 0 && file.size <= PICTURE_MAX_BYTES;

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 500;

export const toggled = (ids: readonly number[], id: number): number[] =>
  ids.includes(id) ? ids.filter((each) => each !== id) : [...ids, id];
