import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyEventObject } from 'xstate';
import {
  channelProfilePaths,
  CHANNEL_PROFILE_SAMPLE as S,
} from '../../machines/chatChannel/channelProfile.paths.ts';
import { channelProfileShows } from '../../machines/chatChannel/channelProfile.shows.ts';
import { SAMPLE_ME, SAMPLE_TARGETS } from '../../machines/chatChannel/chatChannel.fixtures.ts';
import {
  connectChannelProfile,
  CHAT_CHANNEL_TEXTS as T,
} from '../../machines/chatChannel/index.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import type { ChatChannel } from '../../src/domain/chat/types.ts';
import { ChannelProfile } from '../../src/features/chat/channel/ChannelProfile.tsx';
import { renders } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

type View = ReturnType<typeof connectChannelProfile>;

/** The sidebar with the header's toggle, as the pane shows them. */
function ProfileWithToggle({ view, channel }: { view: View; channel: ChatChannel }) {
  return (
    <div className="relative flex h-96 w-[40rem] justify-between">
      {!view.open && (
        <button type="button" onClick={view.onOpen}>
          {T.profile}
        </button>
      )}
      <ChannelProfile view={view} channel={channel} me={SAMPLE_ME} />
    </div>
  );
}

function story(events: AnyEventObject[], channel: ChatChannel = S.channel): Story {
  const snapshot = snapshotAfter(channelProfilePaths.machine, ...events);
  return {
    args: { view: connectChannelProfile(snapshot), channel },
    parameters: renders(channelProfileShows as never, snapshot),
  };
}

const meta = {
  title: 'Chat/Channel/Profile',
  component: ProfileWithToggle,
  args: {
    view: connectChannelProfile(snapshotAfter(channelProfilePaths.machine)),
    channel: S.channel,
  },
} satisfies Meta<typeof ProfileWithToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = { type: 'profile.open' };
export const Closed: Story = story([]);
export const Loading: Story = story([open]);
export const Members: Story = story([open, doneEvent('listChannelMembers', S.members)]);
/** A one-to-one: the other person's name and number. */
export const OneToOne: Story = story([open, doneEvent('listChannelMembers', S.members)], {
  ...SAMPLE_TARGETS[1]!,
  users: [{ username: '9123456780', name: 'Ravi Kumar', image: null, theme: 'blue' }],
});
export const Failed: Story = story([
  open,
  errorEvent('listChannelMembers', serviceError(S.refused, 403)),
]);
