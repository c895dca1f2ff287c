import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CHANNEL_LIST_TEXTS as T } from '../../machines/channelList/index.ts';
import { ChannelListView } from '../../src/features/chat/list/ChannelListView.tsx';
import { LIST_TEXTS as LT } from '../../src/features/chat/list/listTexts.ts';
import {
  channelListStory,
  contactsContext,
  joinRefused,
  STORY_CHANNELS,
  searchContext,
} from './channelListStates.tsx';

const meta = {
  title: 'Chat/Channel list',
  component: ChannelListView,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="flex h-[36rem] w-80 flex-col">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChannelListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = channelListStory('checking', { channels: [], total: null });
export const Blacklisted: Story = channelListStory('blacklisted', {
  channels: [],
  total: 0,
  verdict: T.blackListed,
});
export const Loading: Story = channelListStory(
  { active: 'loading' },
  { channels: [], total: null },
);
export const LoadFailed: Story = channelListStory(
  { active: 'failed' },
  { channels: [], total: null, error: 'Service unavailable' },
);
export const Empty: Story = channelListStory({ active: 'empty' }, { channels: [], total: 0 });

export const List: Story = {
  ...channelListStory({ active: { list: 'idle' } }),
  play: async ({ canvasElement }) => {
    const first = canvasElement.querySelector<HTMLButtonElement>(
      `[data-channel-open="${STORY_CHANNELS[0]!.name}"]`,
    );
    first!.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('data-channel-open')).toBe(
        STORY_CHANNELS[1]!.name,
      ),
    );
  },
};
export const FellBackToAllChannels: Story = channelListStory(
  { active: { list: 'idle' } },
  { fellBack: true },
);
/** A mention or a channel not loaded: the first page is read again while the list stays. */
export const Refreshing: Story = channelListStory({ active: { list: 'refreshing' } });
export const LoadingMore: Story = channelListStory({ active: { list: 'loadingMore' } });
export const MoreFailed: Story = channelListStory(
  { active: { list: 'moreFailed' } },
  { error: 'Service unavailable' },
);
export const SavingFavourite: Story = channelListStory({ active: { list: 'savingFavourite' } });
export const SavingNotification: Story = channelListStory({
  active: { list: 'savingNotification' },
});
export const FavouriteFailed: Story = channelListStory(
  { active: { list: 'toggleFailed' } },
  { notice: T.favouriteFailed },
);

/** The notification toggle refused: the spec's words with Dismiss; the toggles may be tried again. */
export const NotificationFailed: Story = {
  ...channelListStory({ active: { list: 'toggleFailed' } }, { notice: T.notificationFailed }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(T.notificationFailed);
    await expect(within(alert).getByRole('button', { name: T.dismiss })).toBeEnabled();
    await expect(
      canvas.getByRole('button', { name: LT.notifications(STORY_CHANNELS[0]!.display_name) }),
    ).toBeEnabled();
  },
};

export const SearchWaiting: Story = channelListStory(
  { active: { search: 'waiting' } },
  { query: 'bra' },
);
export const Searching: Story = channelListStory(
  { active: { search: 'searching' } },
  { query: 'bra' },
);
export const SearchResults: Story = channelListStory(
  { active: { search: 'results' } },
  searchContext,
);
export const NoMatches: Story = channelListStory(
  { active: { search: 'results' } },
  { query: 'zzz', results: { channels: [], people: [] } },
);
export const SearchFailed: Story = channelListStory(
  { active: { search: 'failed' } },
  { query: 'bra', error: 'Service unavailable' },
);
export const Joining: Story = channelListStory({ active: { search: 'joining' } }, searchContext);
export const StartingFromSearch: Story = channelListStory(
  { active: { search: 'starting' } },
  searchContext,
);
export const JoinRefused: Story = channelListStory(
  { active: { search: 'actionFailed' } },
  joinRefused,
);

export const ContactsLoading: Story = channelListStory(
  { active: { contacts: 'loading' } },
  { ...contactsContext, contacts: [] },
);
export const ContactsFailed: Story = channelListStory(
  { active: { contacts: 'failed' } },
  { ...contactsContext, contacts: [], error: 'Service unavailable' },
);
export const Contacts: Story = channelListStory(
  { active: { contacts: 'shown' } },
  {
    ...contactsContext,
    newChat: '9100000099',
  },
);
export const ContactsStarting: Story = channelListStory(
  { active: { contacts: 'starting' } },
  contactsContext,
);
export const StartChatRefused: Story = channelListStory(
  { active: { contacts: 'startFailed' } },
  { ...contactsContext, error: 'Username not found' },
);
