import type { Client } from 'openapi-fetch';
import type { paths as ChatPaths } from '../../openapi/generated/chat.ts';
import { unwrap } from './errors.ts';

// The chat's teams and tags: offered by the Create Channel form and a channel's Group Title and
// Channel Tags dialogs. No workflow owns them: they are read with a query.
export const chatTeamsQuery = (chat: Client<ChatPaths>) => ({
  queryKey: ['chat-teams'],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    unwrap(await chat.GET('/chat/teams', { signal })).teams,
});

export const chatTagsQuery = (chat: Client<ChatPaths>) => ({
  queryKey: ['chat-tags'],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    unwrap(await chat.GET('/chat/get-tags', { signal })).tags,
});
