import type { Client } from 'openapi-fetch';
import type { paths as AuthPaths } from '../../openapi/generated/auth.ts';
import type { paths as ChatPaths } from '../../openapi/generated/chat.ts';
import { unwrap } from './errors.ts';

// The chat's teams, tags, chat actions and document groups: offered by the Create Channel form (the
// teams and tags also by a channel's Group Title and Channel Tags dialogs). No workflow owns them:
// they are read with a query.
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

/** Every chat action, to tick in the Create Channel form (chat-actions without a channel). */
export const chatActionsQuery = (chat: Client<ChatPaths>) => ({
  queryKey: ['chat-actions', 'all'],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    unwrap(await chat.GET('/chat/chat-actions', { params: { query: {} }, signal })).actions,
});

/** The document groups a channel may keep its documents in (the business document types). */
export const docGroupsQuery = (auth: Client<AuthPaths>) => ({
  queryKey: ['business-doc-types'],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    unwrap(await auth.GET('/business/business-doc-types', { signal })).results,
});
