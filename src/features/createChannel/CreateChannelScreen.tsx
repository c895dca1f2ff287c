import { useQuery } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import type { Client } from 'openapi-fetch';
import { useRef, useState } from 'react';
import {
  type CreateChannelActors,
  connectCreateChannel,
  createChannelMachine,
} from '../../../machines/createChannel/index.ts';
import type { paths as ChatPaths } from '../../../openapi/generated/chat.ts';
import { chatTagsQuery, chatTeamsQuery } from '../../api/chatChoices.ts';
import { useView } from '../../ui/hooks/useView.ts';
import { CreateChannelForm } from './CreateChannelForm.tsx';

export type CreateChannelScreenProps = {
  chat: Client<ChatPaths>;
  /** The create (createChannelActors over the plain chat client, or a fake). */
  actors: CreateChannelActors;
  /** Opens the new channel in the chat. */
  onCreated: (channelName: string) => void;
};

/** The Create Channel tab: the form's actor, the teams and tags to pick from. */
export function CreateChannelScreen({ chat, actors, onCreated }: CreateChannelScreenProps) {
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
  return <CreateChannelForm view={view} teams={teams.data ?? []} tags={tags.data ?? []} />;
}
