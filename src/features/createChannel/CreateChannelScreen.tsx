import { useQuery } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import type { Client } from 'openapi-fetch';
import { useRef, useState } from 'react';
import {
  type CreateChannelActors,
  connectCreateChannel,
  createChannelMachine,
} from '../../../machines/createChannel/index.ts';
import type { paths as AuthPaths } from '../../../openapi/generated/auth.ts';
import type { paths as ChatPaths } from '../../../openapi/generated/chat.ts';
import {
  chatActionsQuery,
  chatTagsQuery,
  chatTeamsQuery,
  docGroupsQuery,
} from '../../api/chatChoices.ts';
import { useView } from '../../ui/hooks/useView.ts';
import { CreateChannelForm } from './CreateChannelForm.tsx';

export type CreateChannelScreenProps = {
  chat: Client<ChatPaths>;
  /** The business service, for the document groups. */
  auth: Client<AuthPaths>;
  /** The create (createChannelActors over the plain chat client, or a fake). */
  actors: CreateChannelActors;
  /** Opens the new channel in the chat. */
  onCreated: (channelName: string) => void;
};

/** The Create Channel tab: the form's actor, the teams, tags, chat actions and groups to pick from. */
export function CreateChannelScreen({ chat, auth, actors, onCreated }: CreateChannelScreenProps) {
  const created = useRef(onCreated);
  created.current = onCreated;
  const [logic] = useState(() =>
    createChannelMachine.provide({
      actors,
      actions: { openChannel: ({ context }) => created.current(context.created!) },
    }),
  );
  const actor = useActorRef(logic);
  const view = useView(actor, (snapshot) => connectCreateChannel(snapshot, actor.send))!;
  const teams = useQuery(chatTeamsQuery(chat));
  const tags = useQuery(chatTagsQuery(chat));
  const actions = useQuery(chatActionsQuery(chat));
  const docGroups = useQuery(docGroupsQuery(auth));
  return (
    <CreateChannelForm
      view={view}
      teams={teams.data ?? []}
      tags={tags.data ?? []}
      chatActions={actions.data ?? []}
      docGroups={(docGroups.data ?? []).map((group) => ({
        id: group.doc_group_id,
        name: group.business_doc_type,
      }))}
    />
  );
}
