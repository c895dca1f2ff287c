import { lazy, Suspense, useState } from 'react';
import { CHANNEL_MEMBERS_TEXTS } from '../../../../machines/channelMembers/channelMembers.texts.ts';
import {
  type ChannelProfileModel,
  type ChatMe,
  otherPersonOf,
  CHAT_CHANNEL_TEXTS as T,
} from '../../../../machines/chatChannel/index.ts';
import type { ChatChannel, ChatMember } from '../../../domain/chat/types.ts';
import { MemberAvatar } from '../moderation/MemberAvatar.tsx';
import { ChannelSettingsSlot } from './settings/ChannelSettingsSlot.tsx';

// Member management is its own chunk, fetched when first opened (off the chat's critical path).
// A bare React.lazy, not the shared lazyPanel: sharing that helper with the chat split it into a
// chunk of its own on every screen's critical path.
const loadMembersPanel = () => import('../members/MembersPanel.tsx');
const MembersPanel = lazy(loadMembersPanel);

/** The profile sidebar: the channel's name and description (p2p: the other person), its members. */
export function ChannelProfile({
  view,
  channel,
  me,
  onGone,
}: {
  view: ChannelProfileModel;
  channel: ChatChannel;
  me: ChatMe;
  /** The channel was left or deleted from the member panel. */
  onGone?: () => void;
}) {
  const [managing, setManaging] = useState(false);
  if (!view.open) return null;
  const other = otherPersonOf(channel, me);
  return (
    <aside
      aria-label={T.profile}
      className="w-72 shrink-0 overflow-y-auto border-l border-slate-200 bg-white p-4 text-sm max-[1549px]:absolute max-[1549px]:inset-y-0 max-[1549px]:right-0 max-[1549px]:z-20 max-[1549px]:shadow-xl max-[859px]:w-full"
    >
      <div className="mb-3 flex items-start justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">
          {other?.name ?? channel.display_name}
        </h3>
        <button
          type="button"
          onClick={view.onClose}
          className="rounded px-1 text-slate-500"
          aria-label={T.closeProfile}
        >
          ✕
        </button>
      </div>
      {other ? (
        <p>
          {T.number}:{' '}
          <a href={`tel:${other.username}`} className="text-sky-700 underline">
            {other.username}
          </a>
        </p>
      ) : (
        channel.description && <p className="mb-3 text-slate-700">{channel.description}</p>
      )}
      {channel.group && onGone && (
        <button
          type="button"
          onClick={() => setManaging(true)}
          onFocus={() => void loadMembersPanel()}
          className="mt-2 rounded-md border border-slate-300 px-2 py-1"
        >
          {CHANNEL_MEMBERS_TEXTS.manage}
        </button>
      )}
      {managing && onGone && (
        <Suspense fallback={null}>
          <MembersPanel
            channel={channel}
            me={me}
            onClose={() => setManaging(false)}
            onGone={onGone}
          />
        </Suspense>
      )}
      <ChannelSettingsSlot channel={channel} member={view.members?.current_member} me={me} />
      {view.loading && <p role="status">{T.loadingMembers}</p>}
      {view.error && (
        <p role="alert" className="text-red-700">
          {view.error}{' '}
          <button type="button" onClick={view.onRetry} className="underline">
            {T.retry}
          </button>
        </p>
      )}
      {view.members && (
        <section aria-label={T.members} className="mt-3">
          <h4 className="mb-1 font-medium text-slate-800">
            {T.members} ({view.members.admins.length + view.members.normal_users.length})
          </h4>
          <ul className="space-y-1">
            {[...view.members.admins, ...view.members.normal_users].map((member: ChatMember) => (
              <li key={member.username} className="flex items-center gap-2">
                <MemberAvatar user={member} />
                <span className="min-w-0 flex-1">
                  {member.name} <span className="text-xs text-slate-500">{member.username}</span>
                </span>
                {member.admin && (
                  <span className="rounded bg-slate-100 px-1 text-xs">{T.admin}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
