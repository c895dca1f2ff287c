/** The channel list's own words for its controls (the spec names the elements only). */
export const LIST_TEXTS = {
  modes: 'Chat modes',
  channels: 'Channels',
  results: 'Search results',
  people: 'People',
  publicTag: 'public',
  unread: (count: number) => `${count} unread`,
  mentions: (count: number) => `${count} unread mentions`,
  favourite: (name: string) => `Favourite: ${name}`,
  notifications: (name: string) => `Notifications: ${name}`,
  noMessages: 'No messages yet',
  notJoined: 'Not joined',
} as const;
