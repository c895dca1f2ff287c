import type { Client } from 'openapi-fetch';
import type { ChannelMembersActors } from '../../../../machines/channelMembers/index.ts';
import type { paths as ChatPaths } from '../../../../openapi/generated/chat.ts';
import { unwrap } from '../../../api/errors.ts';
import { fromAbortable } from '../../../platform/abortableActor.ts';

/** The member panel's calls over the chat client; each change reads the members back. */
export function createChannelMembersActors(chat: Client<ChatPaths>): ChannelMembersActors {
  const members = async (channel_name: string, signal: AbortSignal) =>
    unwrap(await chat.GET('/acl/get-members', { params: { query: { channel_name } }, signal }));
  return {
    listChannelMembers: fromAbortable(({ input, signal }) => members(input.channel_name, signal)),
    // Numbers become user ids through the user lookup (spec part 2 §7), then are added at once.
    addMembers: fromAbortable(async ({ input, signal }) => {
      const user_ids: number[] = [];
      for (const username of input.usernames) {
        const found = unwrap(
          await chat.GET('/user-lookup', { params: { query: { username } }, signal }),
        );
        user_ids.push(found.user_id);
      }
      const body = { user_ids, channel_name: input.channel_name, is_admin: input.is_admin };
      unwrap(await chat.POST('/acl/add-group-members', { body, signal }));
      return members(input.channel_name, signal);
    }),
    setMemberAdmin: fromAbortable(async ({ input, signal }) => {
      unwrap(await chat.POST('/acl/make-admin', { body: input, signal }));
      return members(input.channel_name, signal);
    }),
    removeMember: fromAbortable(async ({ input, signal }) => {
      const body = { channel_name: input.channel_name, user_ids: [input.user_id] };
      unwrap(await chat.POST('/acl/remove-group-members', { body, signal }));
      return members(input.channel_name, signal);
    }),
    deleteChannel: fromAbortable(async ({ input, signal }) =>
      unwrap(
        await chat.POST('/channels/{channel_id}/delete', {
          params: { path: { channel_id: input.channel_id } },
          signal,
        }),
      ),
    ),
    leaveChannel: fromAbortable(async ({ input, signal }) =>
      unwrap(await chat.POST('/channels/leave', { body: input, signal })),
    ),
  };
}
