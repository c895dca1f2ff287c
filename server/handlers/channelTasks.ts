// A channel's tasks (issue 20 §3; spec part 2 §2 channel task dialog, §6, §7 'Channel tasks'):
// offered where the channel's chat actions include manage_task_across_channels.
import type { operations } from '../../openapi/generated/chat.ts';
import { record } from '../activity.ts';
import {
  refused,
  requireChannel,
  requireMember,
  requireReader,
  viewerOf,
  writerOf,
} from '../chat/access.ts';
import { channelActionNames, MANAGE_TASKS_ACTION } from '../chat/actions.ts';
import { type ChannelRow, membershipOf } from '../chat/records.ts';
import type { Ctx } from '../context.ts';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors.ts';
import { findUserByUsername } from '../staff.ts';
import { ensureTasks } from '../tasks/access.ts';
import {
  changeTask,
  listChannelTasks,
  TASK_MESSAGES,
  type TaskChange,
} from '../tasks/channelTasks.ts';
import { nowIso } from '../time.ts';
import type { Handlers } from './types.ts';

type ChannelTaskOps = 'listChannelTasks' | 'updateChannelTask';

function requireTaskChannel(db: Db, channel: ChannelRow): void {
  if (!channelActionNames(db, channel.id).includes(MANAGE_TASKS_ACTION)) {
    throw refused('This channel does not manage tasks.');
  }
}

type UpdateBody = operations['updateChannelTask']['requestBody']['content']['application/json'];

/** Exactly one change per call: close, describe or assign. */
function changeOf(db: Db, channel: ChannelRow, body: UpdateBody): TaskChange {
  const given = (['comments', 'description', 'assignee'] as const).filter(
    (key) => body[key] !== undefined,
  );
  if (given.length !== 1) {
    throw badRequest('Send exactly one of comments (close), description or assignee.');
  }
  if (body.comments !== undefined) {
    const comments = body.comments.trim();
    if (!comments) throw badRequest('A closing message is required to close a task.');
    return { kind: 'close', comments };
  }
  if (body.description !== undefined) return { kind: 'describe', description: body.description };
  const user = findUserByUsername(db, body.assignee as string);
  if (!user || !membershipOf(db, channel.id, user.id)) {
    throw badRequest(`${body.assignee} is not a member of this channel.`);
  }
  return { kind: 'assign', assigneeId: user.id };
}

export function channelTaskHandlers(ctx: Ctx): Handlers<operations, ChannelTaskOps> {
  const { db } = ctx;
  return {
    async listChannelTasks(request) {
      const viewer = viewerOf(request);
      if (viewer.roles) ensureTasks(viewer.roles);
      const { channel_name, ...query } = request.query;
      const channel = requireChannel(db, channel_name);
      requireReader(db, channel, viewer);
      requireTaskChannel(db, channel);
      return listChannelTasks(db, channel.id, viewer.id, query);
    },

    async updateChannelTask(request) {
      const viewer = writerOf(request);
      if (viewer.roles) ensureTasks(viewer.roles);
      const body = request.body;
      const channel = requireChannel(db, body.channel_name);
      if (!viewer.superAdmin) requireMember(db, channel, viewer);
      requireTaskChannel(db, channel);
      const change = changeOf(db, channel, body);
      const task = changeTask(db, channel.id, body.task_id, viewer.id, change, nowIso());
      record(db, viewer.id, `channel_task.${change.kind}`, `channel_task:${task.id}`);
      return { msg: TASK_MESSAGES[change.kind], task };
    },
  };
}
