// Who may do what in the chat (spec part 2 §6): members only, public channels readable by all,
// pins by channel admins, the super admin and either side of a one-to-one, deletes by the author
// too; read-only logins never write.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { isReadOnly } from '../domain.ts';
import { badRequest, HttpError, notFound } from '../errors.ts';
import { userOf } from '../http/security.ts';
import type { AuthUser } from '../staff.ts';
import { type ChannelRow, channelByName, type MemberRow, membershipOf } from './records.ts';

const CHANNEL_NAME = /^kosh\/(p2p|public|private|loan|team)\/[1-9][0-9]{0,15}$/;

export type Viewer = AuthUser & { superAdmin: boolean };

export const viewerOf = (request: FastifyRequest): Viewer => {
  const user = userOf(request);
  return { ...user, superAdmin: user.roles?.is_kosh_superadmin === true };
};

/** The caller, refused when their login is read-only (writes only). */
export function writerOf(request: FastifyRequest): Viewer {
  const viewer = viewerOf(request);
  if (viewer.roles && isReadOnly(viewer.roles)) {
    throw new HttpError(403, { error: 'You do not have permission to perform this action' });
  }
  return viewer;
}

export const refused = (error: string) => new HttpError(403, { error });

/** The channel of a name; 400 for a malformed name, 404 for an unknown one. */
export function requireChannel(db: Db, name: string): ChannelRow {
  if (!CHANNEL_NAME.test(name)) {
    throw badRequest(`'${name.slice(0, 60)}' is not a channel name (kosh/<type>/<id>).`);
  }
  const channel = channelByName(db, name);
  if (!channel) throw notFound('Channel not found');
  return channel;
}

/** The caller's membership of the channel; 403 when they are not in it. */
export function requireMember(db: Db, channel: ChannelRow, viewer: Viewer): MemberRow {
  const member = membershipOf(db, channel.id, viewer.id);
  if (!member) throw refused('You are not a member of this channel');
  return member;
}

/** Reading a channel (its record, messages, files): members, and anyone for a public channel. */
export function requireReader(db: Db, channel: ChannelRow, viewer: Viewer): void {
  if (channel.type === 'public') return;
  requireMember(db, channel, viewer);
}

/** Pinning: channel admins (the creator, admin members), the super admin, a one-to-one's members. */
export function canModerate(db: Db, channel: ChannelRow, viewer: Viewer): boolean {
  if (viewer.superAdmin || channel.creator_id === viewer.id) return true;
  const member = membershipOf(db, channel.id, viewer.id);
  if (!member) return false;
  return member.is_admin === 1 || channel.type === 'p2p';
}

/** Channel admins and the super admin (not a one-to-one's other member). */
export function isChannelAdmin(db: Db, channel: ChannelRow, viewer: Viewer): boolean {
  if (viewer.superAdmin || channel.creator_id === viewer.id) return true;
  return membershipOf(db, channel.id, viewer.id)?.is_admin === 1;
}
