import { deriveRoleFlags } from '../../domain/access/roles.ts';
import { ChatPage } from '../../features/chat/ChatPage.tsx';
import { SignedInQueryClient } from '../SignedInQueryClient.tsx';
import type { ScreenProps } from '../screenProps.ts';
import { api } from '../services.ts';

const clients = { chat: api.chatPlain, main: api.mainPlain };

/** The chat screen (/lender/admin/chat, /bchat/admin/allchannels) and its Mentions variant. */
export default function ChatScreenPage({ profile, screenKey }: ScreenProps) {
  return (
    <SignedInQueryClient>
      <ChatPage
        me={{
          username: profile.username,
          name: profile.name,
          isSuperAdmin: deriveRoleFlags(profile).is_admin,
        }}
        mentionsOnly={screenKey === 'mentions'}
        api={clients}
      />
    </SignedInQueryClient>
  );
}
