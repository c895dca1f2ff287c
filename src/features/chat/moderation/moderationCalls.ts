import type { Client } from 'openapi-fetch';
import type { UserModerationActors } from '../../../../machines/userModeration/index.ts';
import type { paths as ChatPaths } from '../../../../openapi/generated/chat.ts';
import type { paths as MainPaths } from '../../../../openapi/generated/main.ts';
import { unwrap } from '../../../api/errors.ts';
import { fromAbortable } from '../../../platform/abortableActor.ts';

/** The member dialog's calls: the chat service's, and the v1 blacklist PUT (part 1 §7). */
export function createUserModerationActors(
  chat: Client<ChatPaths>,
  main: Client<MainPaths>,
): UserModerationActors {
  return {
    getUserModeration: fromAbortable(async ({ input, signal }) =>
      unwrap(await chat.GET('/chat/user-profile-name', { params: { query: input }, signal })),
    ),
    blockUser: fromAbortable(async ({ input, signal }) =>
      unwrap(await chat.POST('/chat/block-user', { body: input, signal })),
    ),
    unblockUser: fromAbortable(async ({ input, signal }) =>
      unwrap(await chat.POST('/chat/unblock-user', { body: input, signal })),
    ),
    banUser: fromAbortable(async ({ input, signal }) =>
      unwrap(await chat.POST('/chat/ban-user', { body: input, signal })),
    ),
    setChatDisabled: fromAbortable(async ({ input, signal }) =>
      unwrap(await chat.POST('/chat/disable', { body: input, signal })),
    ),
    setBlacklistLevel: fromAbortable(async ({ input, signal }) =>
      unwrap(await main.PUT('/customers/blacklist-level', { body: input, signal })),
    ),
  };
}
