import { blacklistMessages } from '../../src/domain/messages/blacklist.ts';
import { chatMessages } from '../../src/domain/messages/chat.ts';
import type { ChannelListMode } from './channelList.types.ts';

/** The sidebar's mode names (spec part 2 §2 'Chat page'). */
export const CHANNEL_MODE_LABELS: Readonly<Record<ChannelListMode, string>> = {
  my: 'My Channels',
  all: 'All Channels',
  conversation: 'Conversation',
  contacts: 'Contacts',
  loan: 'Loan Internal Channel',
  public: 'Public Channels',
  private: 'Private Channels',
};

/** What the channel list says: the spec's words from the catalogue, ours around them. */
export const CHANNEL_LIST_TEXTS = {
  blackListed: blacklistMessages.youAreBlackListed,
  favouriteFailed: chatMessages.favouriteFailed,
  notificationFailed: chatMessages.notificationFailed,
  checking: 'Checking your chat access…',
  loading: 'Loading channels…',
  loadingMore: 'Loading more channels…',
  empty: 'No channels yet',
  noMentions: 'No unread mentions in the channels loaded so far.',
  loadFailed: 'Could not load the channels.',
  searching: 'Searching…',
  noMatches: 'No channels or people match',
  searchFailed: 'Could not search the channels.',
  joining: 'Joining…',
  starting: 'Starting the chat…',
  contactsTitle: 'Contacts',
  contactsLoading: 'Loading contacts…',
  noContacts: 'No contacts',
  contactsFailed: 'Could not load the contacts.',
  search: 'Search channels',
  newChatNumber: 'Mobile number',
  newChatHint: 'A 10-digit number that is not your own',
  retry: 'Retry',
  dismiss: 'Dismiss',
  join: 'Join',
  startChat: 'Start Chat',
  loadMore: 'Load more',
  fellBack: 'No favourite channels yet: showing All Channels.',
} as const;
