import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import {
  type ChannelSettingsActors,
  channelSettingsMachine,
  connectChannelSettings,
  type SettingsChannel,
} from '../../../../../machines/channelSettings/index.ts';
import { api } from '../../../../app/services.ts';
import { useView } from '../../../../ui/hooks/useView.ts';
import { ChannelSettingsView } from './ChannelSettingsView.tsx';
import { createChannelSettingsActors } from './settingsCalls.ts';

export type ChannelSettingsProps = {
  channel: SettingsChannel;
  /** The calls (tests and stories give fakes; by default the chat service's). */
  actors?: ChannelSettingsActors;
};

/** A channel's settings for its admins (loaded when the profile first shows them). */
export default function ChannelSettings({ channel, actors }: ChannelSettingsProps) {
  const [logic] = useState(() =>
    channelSettingsMachine.provide({
      actors: actors ?? createChannelSettingsActors(api.chatPlain),
    }),
  );
  const actor = useActorRef(logic, { input: { channel } });
  const view = useView(actor, (snapshot) => connectChannelSettings(snapshot, actor.send))!;
  return <ChannelSettingsView view={view} />;
}
