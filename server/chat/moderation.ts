// Who may moderate a channel's members, and what moderation stops (spec part 2 §6): the super
// admin and business members of the channel (members with a business profile) open a member's
// dialog and block them there; only the super admin disables a user's chat everywhere.
import type { Db } from '../db/database.ts';
import { one } from '../db/statements.ts';
import { HttpError } from '../errors.ts';
import type { Viewer } from './access.ts';
import { refused } from './access.ts';
import { type ChannelRow, membershipOf } from './records.ts';

/** The server's words when a post is refused (the composer shows them). */
export const CHAT_DISABLED = 'Your chat has been disabled by the admin.';
export const BLOCKED_HERE = 'You have been blocked in this channel.';
/** The server's words when a banned user tries to join the channel again. */
export const BANNED_HERE = 'You have been banned from this channel.';

export const hasBusinessProfile = (db: Db, userId: number) =>
  one(db, 'SELECT 1 FROM business_profiles WHERE user_id = ?', userId) !== undefined;

/** The super admin, or a member of the channel with a business profile (403 otherwise). */
export function requireDialogOpener(db: Db, channel: ChannelRow, viewer: Viewer): void {
  if (viewer.superAdmin) return;
  if (membershipOf(db, channel.id, viewer.id) && hasBusinessProfile(db, viewer.id)) return;
  throw refused('Only the super admin and business members of this channel can do this.');
}

export const isChatDisabled = (db: Db, userId: number) =>
  one(db, 'SELECT 1 FROM chat_disabled_users WHERE user_id = ?', userId) !== undefined;

export const isBlockedIn = (db: Db, channelId: number, userId: number) =>
  one(db, 'SELECT 1 FROM chat_blocks WHERE channel_id = ? AND user_id = ?', channelId, userId) !==
  undefined;

export const isBannedFrom = (db: Db, channelId: number, userId: number) =>
  one(db, 'SELECT 1 FROM chat_bans WHERE channel_id = ? AND user_id = ?', channelId, userId) !==
  undefined;

/** A post by this user in this channel: refused (403, with the reason) when moderated. */
export function requireMayPost(db: Db, channel: ChannelRow, userId: number): void {
  if (isChatDisabled(db, userId)) throw new HttpError(403, { error: CHAT_DISABLED });
  if (isBlockedIn(db, channel.id, userId)) throw new HttpError(403, { error: BLOCKED_HERE });
}
