export type {
  ChannelListActors,
  ChannelToggleInput,
  ListChannelsInput,
  SearchChannelsInput,
} from './channelList.actors.ts';
export * from './channelList.connect.ts';
export * from './channelList.fixtures.ts';
export {
  type ChannelListContext,
  type ChannelListEvent,
  type ChannelListInput,
  channelListMachine,
} from './channelList.machine.ts';
export * from './channelList.rules.ts';
export { channelListShows } from './channelList.shows.ts';
export { CHANNEL_LIST_TEXTS, CHANNEL_MODE_LABELS } from './channelList.texts.ts';
export * from './channelList.types.ts';
