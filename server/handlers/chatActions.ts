// Chat actions (issue 19 §3; spec part 2 §2, §7): a channel's actions, an action's functions or
// embedded form, a function's form schema, and its submission (once per Idempotency-Key; the
// result is posted as a message in the channel, an attendance action marks the day).
import type { components, operations } from '../../openapi/generated/chat.ts';
import { record } from '../activity.ts';
import { markAttendance } from '../attendance.ts';
import {
  requireChannel,
  requireMember,
  requireReader,
  viewerOf,
  writerOf,
} from '../chat/access.ts';
import {
  actionDetail,
  allActions,
  channelActions,
  channelOffers,
  checkedValues,
  formSchema,
  functionById,
  resultText,
  stringRecord,
} from '../chat/actions.ts';
import { publishNewMessage } from '../chat/events.ts';
import { insertMessage } from '../chat/messages.ts';
import { type ChannelRow, channelById, messageById } from '../chat/records.ts';
import type { Ctx } from '../context.ts';
import { type Db, transaction } from '../db/database.ts';
import { run } from '../db/statements.ts';
import { badRequest, notFound } from '../errors.ts';
import { once } from '../http/idempotency.ts';
import { nowIso } from '../time.ts';
import type { Handlers } from './types.ts';

type Ops = 'listChatActions' | 'getChatAction' | 'getChatFunctionForm' | 'submitChatFunctionForm';
type Result = components['schemas']['ChatActionResult'];

function channelOfId(db: Db, id: number | string): ChannelRow {
  const channel = channelById(db, Number(id));
  if (!channel) throw notFound('Channel not found');
  return channel;
}

export function chatActionHandlers(ctx: Ctx): Handlers<operations, Ops> {
  const { db, publish } = ctx;
  return {
    async listChatActions(request) {
      const viewer = viewerOf(request);
      // Without a channel: every action, to offer when creating a channel.
      if (request.query.channel_name === undefined) return { actions: allActions(db) };
      const channel = requireChannel(db, request.query.channel_name);
      requireReader(db, channel, viewer);
      return { actions: channelActions(db, channel.id) };
    },

    async getChatAction(request) {
      viewerOf(request);
      return actionDetail(db, request.params.id);
    },

    async getChatFunctionForm(request) {
      const viewer = viewerOf(request);
      const fn = functionById(db, request.params.id);
      const channel = channelOfId(db, request.query.channel_id);
      requireReader(db, channel, viewer);
      if (!channelOffers(db, channel.id, fn)) throw badRequest('This channel does not offer it.');
      return formSchema(fn, stringRecord(request.query.filter_data, 'filter_data'));
    },

    async submitChatFunctionForm(request, reply) {
      const viewer = writerOf(request);
      const fn = functionById(db, request.params.id);
      const { channel_id, form_data } = request.body as { channel_id: string; form_data: string };
      const channel = channelOfId(db, channel_id);
      requireMember(db, channel, viewer);
      if (!channelOffers(db, channel.id, fn)) throw badRequest('This channel does not offer it.');
      const schema = formSchema(fn, {});
      const checked = checkedValues(schema.fields, stringRecord(form_data, 'form_data'));
      let created: number | null = null;
      const create = () => {
        const messageId = insertMessage(db, {
          channelId: channel.id,
          userId: viewer.id,
          clientId: null,
          text: resultText(fn.name, checked),
          repliedTo: null,
          location: null,
        });
        const { id } = run(
          db,
          `INSERT INTO chat_action_submissions (function_id, channel_id, user_id, data, message_id,
             created_at) VALUES (?, ?, ?, ?, ?, ?)`,
          fn.id,
          channel.id,
          viewer.id,
          JSON.stringify(Object.fromEntries(checked.map(([f, v]) => [f.name, v]))),
          messageId,
          nowIso(),
        );
        markAttendance(db, viewer.id, fn.attendance);
        created = messageId;
        const message = messageById(db, messageId);
        if (!message) throw new Error('the posted message is missing');
        return { submission_id: id, message, attendance: fn.attendance };
      };
      const result = once<Result>(db, request, viewer.id, 'submitChatFunctionForm', () =>
        transaction(db, create),
      );
      if (created !== null) {
        record(db, viewer.id, 'chat.action', `${fn.id}`);
        await publishNewMessage(db, publish, request.log, result.message, channel.id);
      }
      reply.code(201);
      return result;
    },
  };
}
