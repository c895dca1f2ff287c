import { lazy, Suspense } from 'react';
// The rule alone (not the machine's index), so the sidebar's own code stays small.
import {
  canEditChannel,
  type SettingsChannel,
} from '../../../../../machines/channelSettings/channelSettings.rules.ts';

const ChannelSettings = lazy(() => import('./ChannelSettings.tsx'));

/** The settings of the open channel, for its admins and the super admin; loaded on first use. */
export function ChannelSettingsSlot({
  channel,
  member,
  me,
}: {
  channel: SettingsChannel;
  member: { admin: boolean } | null | undefined;
  me: { isSuperAdmin: boolean };
}) {
  if (!canEditChannel(member, me)) return null;
  return (
    <Suspense fallback={null}>
      <ChannelSettings key={channel.name} channel={channel} />
    </Suspense>
  );
}
