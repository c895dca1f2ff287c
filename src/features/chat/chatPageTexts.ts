/** The chat page's own words (spec part 2 §2: the page is titled Chat / Messenger). */
export const CHAT_PAGE_TEXTS = {
  title: 'Chat / Messenger',
  mentionsTitle: 'Mentions',
  sidebar: 'Channels',
  channelPane: 'Channel',
  selectChannel: 'Select a channel',
  opening: 'Opening the channel…',
  // Not the spec's words: under 860 px (part 2 §9) the list and the channel take turns.
  backToChannels: 'Back to channels',
} as const;
