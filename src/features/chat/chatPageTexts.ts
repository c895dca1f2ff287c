/** The chat page's own words (spec part 2 §2: the page is titled Chat / Messenger). */
export const CHAT_PAGE_TEXTS = {
  title: 'Chat / Messenger',
  mentionsTitle: 'Mentions',
  sidebar: 'Channels',
  channelPane: 'Channel',
  selectChannel: 'Select a channel',
  opening: 'Opening the channel…',
} as const;
