import type { Client } from 'openapi-fetch';
import type { ChannelTaskActors } from '../../../../machines/channelTask/index.ts';
import { toDayMonthYear } from '../../../../machines/channelTask/index.ts';
import type { paths as ChatPaths } from '../../../../openapi/generated/chat.ts';
import { unwrap } from '../../../api/errors.ts';
import type { QueryHooks } from '../../../api/queryHooks.ts';
import { fromAbortable } from '../../../platform/abortableActor.ts';

export type ChatQueryHooks = QueryHooks<ChatPaths>;
export type TaskStatusFilter = 'All' | 'Open' | 'Closed';
/** `mine`: only the tasks assigned to the user (the call's my_task). */
export type TaskFilters = { status: TaskStatusFilter; from: string; to: string; mine: boolean };

/** The update over the plain chat client: the dialogs show the server's words themselves. */
export function channelTaskActors(chat: Client<ChatPaths>): ChannelTaskActors {
  return {
    updateChannelTask: fromAbortable(async ({ input, signal }) =>
      unwrap(await chat.POST('/chat/channel-tasks/update', { body: input, signal })),
    ),
  };
}

/** The channel's tasks by state within the days chosen; the key carries every parameter. */
export const channelTasksQuery = (queries: ChatQueryHooks, channel: string, f: TaskFilters) =>
  queries.queryOptions('get', '/chat/channel-tasks', {
    params: {
      query: {
        channel_name: channel,
        status: f.status,
        start_date: toDayMonthYear(f.from),
        end_date: toDayMonthYear(f.to),
        // Sent only when asked: the list of every task is the call without it.
        ...(f.mine ? { my_task: true } : {}),
      },
    },
  });

/** Every filter of the channel's tasks: what a change makes stale. */
export const channelTasksKey = (channel: string) =>
  ['get', '/chat/channel-tasks', { params: { query: { channel_name: channel } } }] as const;

/** The members to pick an assignee from. */
export const channelMembersQuery = (queries: ChatQueryHooks, channel: string) =>
  queries.queryOptions('get', '/acl/get-members', { params: { query: { channel_name: channel } } });
