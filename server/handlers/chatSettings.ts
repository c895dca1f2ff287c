// Creating a channel and editing one (issue 19: 'Create channel', Edit Description, Group Title,
// Channel Tags, theme, display name). Only channel admins and the super admin edit; anyone but
// read-only logins and investors creates. Every change reaches open clients as RETAINED.
import type { FastifyRequest } from 'fastify';
import type { operations } from '../../openapi/generated/chat.ts';
import { record } from '../activity.ts';
import {
  isChannelAdmin,
  refused,
  requireChannel,
  requireReader,
  type Viewer,
  viewerOf,
  writerOf,
} from '../chat/access.ts';
import { requireActions, setChannelActions } from '../chat/actions.ts';
import { addMember, createChannel } from '../chat/channels.ts';
import { publishRetained } from '../chat/events.ts';
import { checkedPicture, readPicture, removePicture, storePicture } from '../chat/pictures.ts';
import { type ChannelRow, channelById, channelView } from '../chat/records.ts';
import {
  addTeams,
  allTags,
  allTeams,
  removeTeams,
  requireTags,
  requireTeams,
  setTags,
  tagsOf,
  teamsOf,
} from '../chat/teams.ts';
import type { Ctx } from '../context.ts';
import { transaction } from '../db/database.ts';
import { one, run } from '../db/statements.ts';
import { badRequest, HttpError, notFound } from '../errors.ts';
import { once } from '../http/idempotency.ts';
import { nowIso } from '../time.ts';
import type { Handlers } from './types.ts';

type SettingsOps =
  | 'listChatTags'
  | 'listChatTeams'
  | 'createChannel'
  | 'changeChannelDisplayName'
  | 'setChannelDescription'
  | 'updateChannel'
  | 'getChannelTeams'
  | 'addChannelTeams'
  | 'removeChannelTeams'
  | 'getChannelTags'
  | 'setChannelTags'
  | 'setChannelProfilePic'
  | 'getChannelPicture';

/** A document group the business lists offer (business-doc-types), or none. */
function requireDocGroup(db: Ctx['db'], id: number | null): void {
  if (id === null) return;
  if (!one(db, 'SELECT 1 AS x FROM business_doc_types WHERE doc_group_id = ?', id)) {
    throw badRequest(`Document group ${id} does not exist.`);
  }
}

/** Everyone but investors may create channels (spec part 2 §2, §6 'create channel'). */
function requireCreator(request: FastifyRequest): Viewer {
  const viewer = writerOf(request);
  const roles = viewer.roles;
  const investorOnly =
    roles !== null &&
    (roles.is_investor || roles.is_investors) &&
    Object.entries(roles).every(
      ([flag, on]) => !on || flag === 'is_investor' || flag === 'is_investors',
    );
  if (investorOnly) throw refused('Investors cannot create channels.');
  return viewer;
}

export function chatSettingsHandlers(ctx: Ctx): Handlers<operations, SettingsOps> {
  const { db, publish, config } = ctx;

  /** The channel of an edit, refused unless the caller is its admin or the super admin. */
  const editable = (request: FastifyRequest, channel: ChannelRow | undefined) => {
    const viewer = writerOf(request);
    if (!channel) throw notFound('Channel not found');
    if (!isChannelAdmin(db, channel, viewer)) {
      throw refused('Only the channel admins can change this channel.');
    }
    return { viewer, channel };
  };
  const byId = (request: FastifyRequest<{ Params: { channel_id: number } }>) =>
    editable(request, channelById(db, request.params.channel_id));

  /** Saves a column of the channel, tells its members, answers the caller's view of it. */
  async function update(
    request: FastifyRequest,
    viewer: Viewer,
    channel: ChannelRow,
    column: 'display_name' | 'description' | 'theme',
    value: string,
  ) {
    run(db, `UPDATE chat_channels SET ${column} = ? WHERE id = ?`, value, channel.id);
    record(db, viewer.id, `chat.${column}`, channel.name);
    const now = channelById(db, channel.id)!;
    await publishRetained(db, publish, request.log, now);
    return channelView(db, now, viewer);
  }

  return {
    async listChatTags() {
      return { tags: allTags(db) };
    },

    async listChatTeams() {
      return { teams: allTeams(db) };
    },

    async createChannel(request) {
      const viewer = requireCreator(request);
      const body = request.body;
      const displayName = body.display_name.trim();
      if (!displayName) throw badRequest('Please enter a channel name.');
      const shortName = body.name?.trim() || null;
      requireTeams(db, body.team_ids);
      requireTags(db, body.tags);
      requireActions(db, body.chat_actions ?? []);
      requireDocGroup(db, body.doc_group_id ?? null);
      const answer = once(db, request, viewer.id, 'createChannel', () =>
        transaction(db, () => {
          if (
            shortName &&
            one(db, 'SELECT 1 AS x FROM chat_channels WHERE short_name = ?', shortName)
          ) {
            throw new HttpError(400, { err: `A channel named ${shortName} already exists.` });
          }
          const at = nowIso();
          const id = createChannel(db, {
            type: body.channel_type,
            displayName,
            description: body.description?.trim() ?? '',
            creatorId: viewer.id,
            createdAt: at,
          });
          run(
            db,
            `UPDATE chat_channels SET short_name = ?, enable_redmine = ?, will_schedule_msg = ?,
               customer_support = ?, doc_group_id = ? WHERE id = ?`,
            shortName,
            body.enable_redmine ? 1 : 0,
            body.will_schedule_msg ? 1 : 0,
            body.customer_support ? 1 : 0,
            body.doc_group_id ?? null,
            id,
          );
          addMember(db, id, viewer.id, at, true);
          const channel = channelById(db, id)!;
          addTeams(db, channel, body.team_ids, true, at);
          setTags(db, id, body.tags);
          setChannelActions(db, id, body.chat_actions ?? []);
          return { channel_name: channel.name, channel: channelView(db, channel, viewer) };
        }),
      );
      const channel = channelById(db, answer.channel.channel_id);
      if (channel) {
        record(db, viewer.id, 'chat.create', channel.name);
        await publishRetained(db, publish, request.log, channel);
      }
      return answer;
    },

    async changeChannelDisplayName(request) {
      const { viewer, channel } = byId(request);
      if (channel.type === 'p2p') throw badRequest('A one-to-one conversation cannot be renamed.');
      const name = request.body.display_name.trim();
      if (!name) throw badRequest('Please enter a channel name.');
      return update(request, viewer, channel, 'display_name', name);
    },

    async setChannelDescription(request) {
      const { viewer, channel } = byId(request);
      return update(request, viewer, channel, 'description', request.body.description.trim());
    },

    async updateChannel(request) {
      const { viewer, channel } = byId(request);
      return update(request, viewer, channel, 'theme', request.body.theme);
    },

    async setChannelProfilePic(request) {
      const { viewer, channel } = byId(request);
      const picture = checkedPicture(request);
      const name = storePicture(config.DATA_DIR, picture.ext, picture.data);
      run(db, 'UPDATE chat_channels SET profile_pic = ? WHERE id = ?', name, channel.id);
      if (channel.profile_pic) removePicture(config.DATA_DIR, channel.profile_pic);
      record(db, viewer.id, 'chat.profile_pic', channel.name);
      const now = channelById(db, channel.id)!;
      await publishRetained(db, publish, request.log, now);
      return channelView(db, now, viewer);
    },

    async getChannelPicture(request, reply) {
      const picture = readPicture(config.DATA_DIR, request.params.file_name);
      if (!picture) throw notFound('Picture not found');
      // A new picture gets a new name, so a name's bytes never change.
      reply.header('cache-control', 'public, max-age=31536000, immutable').type(picture.type);
      return reply.send(picture.bytes) as never;
    },

    async getChannelTeams(request) {
      const channel = requireChannel(db, request.query.channel_name);
      requireReader(db, channel, viewerOf(request));
      return { teams: teamsOf(db, channel.id) };
    },

    async addChannelTeams(request) {
      const { channel_name, team_ids, subscribe_all } = request.body;
      const { viewer, channel } = editable(request, requireChannel(db, channel_name));
      if (channel.type === 'p2p') throw badRequest('A one-to-one conversation has no teams.');
      requireTeams(db, team_ids);
      const joined = transaction(db, () =>
        addTeams(db, channel, team_ids, subscribe_all, nowIso()),
      );
      record(db, viewer.id, 'chat.teams.add', channel.name);
      if (joined.length) await publishRetained(db, publish, request.log, channel);
      return { teams: teamsOf(db, channel.id) };
    },

    async removeChannelTeams(request) {
      const { channel_name, team_ids, unsubscribe_all } = request.query;
      const { viewer, channel } = editable(request, requireChannel(db, channel_name));
      requireTeams(db, team_ids);
      const left = transaction(db, () => removeTeams(db, channel, team_ids, unsubscribe_all));
      record(db, viewer.id, 'chat.teams.remove', channel.name);
      // Those taken out hear it too (their lists drop the channel).
      if (left.length) await publishRetained(db, publish, request.log, channel, left);
      return { teams: teamsOf(db, channel.id) };
    },

    async getChannelTags(request) {
      const channel = requireChannel(db, request.query.channel_name);
      requireReader(db, channel, viewerOf(request));
      return { tags: tagsOf(db, channel.id) };
    },

    async setChannelTags(request) {
      const { channel_name, tag_ids } = request.body;
      const { viewer, channel } = editable(request, requireChannel(db, channel_name));
      requireTags(db, tag_ids);
      transaction(db, () => setTags(db, channel.id, tag_ids));
      record(db, viewer.id, 'chat.tags', channel.name);
      return { tags: tagsOf(db, channel.id) };
    },
  };
}
