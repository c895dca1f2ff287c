import { useQuery } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import type { Client } from 'openapi-fetch';
import { useState } from 'react';
import {
  type ChannelSettingsActors,
  channelSettingsMachine,
  connectChannelSettings,
  type SettingsChannel,
} from '../../../../../machines/channelSettings/index.ts';
import type { paths as ChatPaths } from '../../../../../openapi/generated/chat.ts';
import { chatTagsQuery, chatTeamsQuery } from '../../../../api/chatChoices.ts';
import { api } from '../../../../app/services.ts';
import { useView } from '../../../../ui/hooks/useView.ts';
import { ChannelSettingsView } from './ChannelSettingsView.tsx';
import { createChannelSettingsActors } from './settingsCalls.ts';

export type ChannelSettingsProps = {
  channel: SettingsChannel;
  /** The calls (tests and stories give fakes; by default the chat service's). */
  actors?: ChannelSettingsActors;
  /** The client the teams and tags are read with (by default the chat service's). */
  chat?: Client<ChatPaths>;
};

/** A channel's settings for its admins (loaded when the profile first shows them). */
export default function ChannelSettings({
  channel,
  actors,
  chat = api.chatPlain,
}: ChannelSettingsProps) {
  const [logic] = useState(() =>
    channelSettingsMachine.provide({
      actors: actors ?? createChannelSettingsActors(api.chatPlain),
    }),
  );
  const actor = useActorRef(logic, { input: { channel } });
  const view = useView(actor, (snapshot) => connectChannelSettings(snapshot, actor.send))!;
  const teams = useQuery({ ...chatTeamsQuery(chat), enabled: view.dialog === 'teams' });
  const tags = useQuery({ ...chatTagsQuery(chat), enabled: view.dialog === 'tags' });
  return <ChannelSettingsView view={view} teams={teams.data ?? []} tags={tags.data ?? []} />;
}
