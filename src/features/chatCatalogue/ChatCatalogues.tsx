import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Client } from 'openapi-fetch';
import { useState } from 'react';
import type { paths as ChatPaths } from '../../../openapi/generated/chat.ts';
import type { QueryHooks } from '../../api/queryHooks.ts';
import { messages } from '../../domain/messages.ts';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import { createTagCatalogueActors, createTeamCatalogueActors } from './catalogueCalls.ts';
import { TagCatalogue } from './TagCatalogue.tsx';
import { TeamCatalogue } from './TeamCatalogue.tsx';

export type ChatCataloguesProps = { chat: Client<ChatPaths>; queries: QueryHooks<ChatPaths> };

const skeleton = <div className="h-40 max-w-2xl animate-pulse rounded-lg bg-slate-100" />;

/**
 * The super admin's teams and channel tags (spec part 2 §7 'chat/teams-update',
 * 'chat/tags-update'): each box starts from the list as read; a change makes the lists that
 * other screens read (Create Channel, Group Title, Channel Tags) stale.
 */
export function ChatCatalogues({ chat, queries }: ChatCataloguesProps) {
  const client = useQueryClient();
  const [tagActors] = useState(() => createTagCatalogueActors(chat));
  const [teamActors] = useState(() => createTeamCatalogueActors(chat));
  const teams = useQuery(queries.queryOptions('get', '/chat/teams'));
  const tags = useQuery(queries.queryOptions('get', '/chat/get-tags'));
  return (
    <>
      <QueryPanel query={teams} errorText={messages.common.somethingWentWrong} skeleton={skeleton}>
        {(data) => (
          <TeamCatalogue
            actors={teamActors}
            teams={data.teams}
            onChanged={() => client.invalidateQueries({ queryKey: ['get', '/chat/teams'] })}
          />
        )}
      </QueryPanel>
      <QueryPanel query={tags} errorText={messages.common.somethingWentWrong} skeleton={skeleton}>
        {(data) => (
          <TagCatalogue
            actors={tagActors}
            tags={data.tags}
            onSaved={() => client.invalidateQueries({ queryKey: ['get', '/chat/get-tags'] })}
          />
        )}
      </QueryPanel>
    </>
  );
}
