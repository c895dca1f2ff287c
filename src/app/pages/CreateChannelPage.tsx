import { useState } from 'react';
import { useLocation } from 'wouter';
import { CreateChannelScreen, createChannelActors } from '../../features/createChannel/index.ts';
import { CHAT_HOME_PATH } from '../paths.ts';
import { SignedInQueryClient } from '../SignedInQueryClient.tsx';
import { api } from '../services.ts';

/** The Create Channel tab (/bchat/admin/createchannel): a new channel opens in the chat. */
export default function CreateChannelPage() {
  const [, navigate] = useLocation();
  const [actors] = useState(() => createChannelActors(api.chatPlain));
  return (
    <SignedInQueryClient>
      <CreateChannelScreen
        chat={api.chatPlain}
        auth={api.authPlain}
        actors={actors}
        onCreated={(name) => navigate(`${CHAT_HOME_PATH}?channel=${encodeURIComponent(name)}`)}
      />
    </SignedInQueryClient>
  );
}
