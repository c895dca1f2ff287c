import type { Client } from 'openapi-fetch';
import type { TagCatalogueActors } from '../../../machines/tagCatalogue/index.ts';
import type { TeamCatalogueActors } from '../../../machines/teamCatalogue/index.ts';
import type { paths as ChatPaths } from '../../../openapi/generated/chat.ts';
import { unwrap } from '../../api/errors.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';

/** The tag catalogue's save over the plain chat client: the box shows the words itself. */
export function createTagCatalogueActors(chat: Client<ChatPaths>): TagCatalogueActors {
  return {
    updateChatTags: fromAbortable(async ({ input, signal }) =>
      unwrap(await chat.POST('/chat/tags-update', { body: input, signal })),
    ),
  };
}

/** A team's people and its save or delete over the plain chat client. */
export function createTeamCatalogueActors(chat: Client<ChatPaths>): TeamCatalogueActors {
  return {
    getChatTeamMembers: fromAbortable(async ({ input, signal }) =>
      unwrap(await chat.GET('/chat/teams/{team_id}/members', { params: { path: input }, signal })),
    ),
    updateChatTeam: fromAbortable(async ({ input, signal }) =>
      unwrap(
        await chat.POST('/chat/teams-update', {
          params: { header: { 'Idempotency-Key': `team-${input.key}` } },
          body: input.body,
          signal,
        }),
      ),
    ),
  };
}
